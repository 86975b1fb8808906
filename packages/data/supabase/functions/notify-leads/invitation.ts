/**
 * The calendar invitation a callback email carries: the visitor's preferred date and hourly slot
 * as a one-hour event in the agency's time zone, written with the `ics` library in UTC instants.
 * @see docs/requirements.md §3.1 (callback_requests), §5 (the 16 hourly slots)
 */
import { createEvent, type EventAttributes } from 'ics';
import { singleLine } from './text.ts';

/** A callback's `HH:MM-HH:MM` slot, as stored in `callback_requests.preferred_time_slot`. */
const SLOT = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;
/** An ISO calendar date, as `callback_requests.preferred_date` reads in JSON. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Splits a slot `'10:00-11:00'` into its start and end `HH:MM`.
 * @throws Error when the slot is not two `HH:MM` times joined by `-`, the end after the start.
 */
export function parseSlot(slot: string): { start: string; end: string } {
  const m = SLOT.exec(slot);
  if (!m || `${m[3]}:${m[4]}` <= `${m[1]}:${m[2]}`) throw new Error(`Not a time slot: ${JSON.stringify(slot)}`);
  return { start: `${m[1]}:${m[2]}`, end: `${m[3]}:${m[4]}` };
}

/** Milliseconds the zone's wall clock is ahead of UTC at `instant` (ms since the epoch). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant at which the wall clock of `timeZone` (an IANA name such as `'Europe/London'`)
 * reads `date` (`YYYY-MM-DD`) at `time` (`HH:MM`), whatever the host's own time zone: 10:00 on
 * a British Summer Time date is 09:00Z, on a GMT date 10:00Z. (A wall time skipped by a
 * clock change, e.g. 01:30 on the last Sunday of March in London, lands one hour later.)
 * @throws Error when the date is not a real `YYYY-MM-DD` calendar date or the time is not `HH:MM`.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const d = ISO_DATE.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) throw new Error(`Not a date and time: ${JSON.stringify(date)} ${JSON.stringify(time)}`);
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (new Date(wall).toISOString().slice(0, 10) !== date) throw new Error(`Not a calendar date: ${JSON.stringify(date)}`);
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone));
}

/** The date (`YYYY-MM-DD`), its weekday and month names, and the time (`HH:MM`) of `instant` on the wall clock of `timeZone`. */
function wallTime(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  const named = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).formatToParts(new Date(`${date}T00:00:00Z`));
  const name = (type: Intl.DateTimeFormatPartTypes) => named.find((p) => p.type === type)?.value ?? '';
  return { date, day: `${name('weekday')} ${name('day')} ${name('month')}`, time: `${part('hour')}:${part('minute')}` };
}

/**
 * The slot as the visitor's clock reads it, for the email and the invitation: `04:00–05:00
 * (America/New_York)`, with the visitor's date where it is not the slot's own (`23:00–00:00 on
 * Monday 30 November (America/Los_Angeles)`). A zone the host's Intl does not know is named as it
 * is: `America/Nowhere (a time zone this server cannot convert)`.
 * @param date - `YYYY-MM-DD`, the preferred date (in `timeZone`).
 * @param slot - `HH:MM-HH:MM`, one of the hourly slots (in `timeZone`).
 * @param timeZone - the agency's IANA zone, whose wall clock the slot means.
 * @param visitorTimeZone - the visitor's IANA zone as stored (`callback_requests.visitor_time_zone`).
 * @returns the text, or `null` without a visitor zone or when it is the agency's.
 * @throws Error on a malformed date or slot.
 */
export function visitorSlot(date: string, slot: string, timeZone: string, visitorTimeZone: string | null): string | null {
  const zone = visitorTimeZone === null ? '' : singleLine(visitorTimeZone);
  if (!zone || zone === timeZone) return null;
  const { start: from, end: to } = parseSlot(slot);
  try {
    const start = wallTime(zonedTimeToUtc(date, from, timeZone), zone);
    const end = wallTime(zonedTimeToUtc(date, to, timeZone), zone);
    return `${start.time}–${end.time}${start.date === date ? '' : ` on ${start.day}`} (${zone})`;
  } catch (error) {
    if (error instanceof RangeError) return `${zone} (a time zone this server cannot convert)`;
    throw error;
  }
}

/** What {@link callbackInvitation} needs: the callback row's fields, trusted for nothing. */
export interface CallbackInvitationInput {
  /** Stable identifier of the event (the outbox row's idempotency key): a resend updates, never duplicates. */
  uid: string;
  name: string;
  phone: string;
  channelLink: string | null;
  /** `YYYY-MM-DD`, the visitor's preferred date. */
  date: string;
  /** `HH:MM-HH:MM`, one of the hourly slots. */
  slot: string;
  /** IANA time zone of the agency whose wall clock the slot means, e.g. `'Europe/London'`. */
  timeZone: string;
  /** The visitor's IANA time zone as stored, or `null`: their time goes into the description. */
  visitorTimeZone?: string | null;
  /** When the lead was stored (the `DTSTAMP`), so the same lead always gives the same bytes. */
  createdAt: Date;
}

/** Date → the `[y, m, d, h, min]` array `ics` reads with `inputType: 'utc'`. */
const utcArray = (at: Date): [number, number, number, number, number] =>
  [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()];

/**
 * The callback as an iCalendar file (`METHOD:PUBLISH`, one `VEVENT`, CRLF lines): `DTSTART` and
 * `DTEND` are the slot's start and end on the preferred date in `timeZone`, written as UTC
 * instants (`…Z`) so every calendar shows the right hour; summary `Callback: <name>`,
 * description the phone, the channel link, the agency's time zone and, when the visitor's differs,
 * their time ({@link visitorSlot}). Control characters in what the visitor typed become
 * spaces (no line of theirs can add a property). Deterministic: same input, same bytes.
 * @returns the file's text and the two instants.
 * @throws Error on a malformed date or slot, or when `ics` refuses the event.
 */
export function callbackInvitation(input: CallbackInvitationInput): { ics: string; start: Date; end: Date } {
  const { start: from, end: to } = parseSlot(input.slot);
  const start = zonedTimeToUtc(input.date, from, input.timeZone);
  const end = zonedTimeToUtc(input.date, to, input.timeZone);
  const theirs = visitorSlot(input.date, input.slot, input.timeZone, input.visitorTimeZone ?? null);
  const description = [`Phone number: ${singleLine(input.phone)}`, `Channel link: ${input.channelLink ? singleLine(input.channelLink) : '(none given)'}`]
    .concat(`Time zone: ${input.timeZone} (${from}–${to} local time)`)
    .concat(theirs ? [`The visitor's time: ${theirs}`] : [])
    .join('\n');
  // `timestamp` (DTSTAMP) is read by `ics` but missing from its types.
  const attributes: EventAttributes & { timestamp: number } = {
    uid: singleLine(input.uid),
    productId: 'thumbcraft-studio/notify-leads',
    title: `Callback: ${singleLine(input.name)}`,
    description,
    start: utcArray(start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcArray(end),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    timestamp: input.createdAt.getTime(),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw new Error(`Could not write the invitation: ${error?.message ?? 'no output'}`);
  return { ics: value, start, end };
}
