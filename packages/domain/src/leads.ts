/**
 * The rules of the lead forms' fields that the database repeats in its CHECK constraints:
 * lengths, the email pattern and the callback's time slots.
 * @see docs/requirements.md §3.1, §5, §9
 */

/**
 * The most characters each lead field holds, by column name (the same in every lead table that
 * has the column). The database's CHECK constraints refuse longer values, so the forms stop the
 * typing there (`maxLength`) rather than fail on submit. Characters, not bytes.
 * @see docs/requirements.md §3.1 (the lead tables), §5
 */
export const FIELD_MAX_LENGTH = {
  name: 100,
  phone: 30,
  email: 254,
  video_title: 200,
  channel_link: 500,
  subject: 200,
  message: 5000,
} as const;

/** A bounded lead field, e.g. `'video_title'`. */
export type LeadField = keyof typeof FIELD_MAX_LENGTH;

/**
 * Every character an email address may not hold besides `@`: whitespace, spelled out (Unicode's
 * White_Space characters and U+FEFF) rather than written `\s`, which JavaScript and Postgres
 * read differently (JavaScript's includes U+00A0 and U+FEFF, Postgres's depends on the
 * database's locale and may include U+0085), so the pattern means the same in both.
 */
const WHITESPACE =
  '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000\\u2001\\u2002\\u2003\\u2004\\u2005\\u2006\\u2007\\u2008\\u2009\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';

/**
 * The email pattern of every form (free sample, contact, newsletter): something, `@`,
 * something, a dot, something, with no whitespace or second `@`. The database's CHECK
 * constraints on `email` use its `source` as they are (a Postgres advanced regular expression
 * reads it as JavaScript does).
 * @see docs/requirements.md §5
 */
export const EMAIL_PATTERN = new RegExp(`^[^@${WHITESPACE}]+@[^@${WHITESPACE}]+\\.[^@${WHITESPACE}]+$`);

/**
 * The callback's 16 hourly time slots, from `'07:00-08:00'` to `'22:00-23:00'`: the values
 * stored in `callback_requests.preferred_time_slot`, which allows exactly these.
 * @see docs/requirements.md §5, §9 (time slots 16)
 */
export const CALLBACK_TIME_SLOTS = [
  '07:00-08:00', '08:00-09:00', '09:00-10:00', '10:00-11:00',
  '11:00-12:00', '12:00-13:00', '13:00-14:00', '14:00-15:00',
  '15:00-16:00', '16:00-17:00', '17:00-18:00', '18:00-19:00',
  '19:00-20:00', '20:00-21:00', '21:00-22:00', '22:00-23:00',
] as const;

/** One of {@link CALLBACK_TIME_SLOTS}. */
export type CallbackTimeSlot = (typeof CALLBACK_TIME_SLOTS)[number];

/**
 * How many dates the callback form offers: today plus the next 6 days.
 * @see docs/requirements.md §5, §9 (date options 7)
 */
export const CALLBACK_DATE_OPTION_COUNT = 7;
