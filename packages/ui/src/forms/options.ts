/**
 * Option lists of the callback and contact forms. @see spec §5, §9
 */

/** How many dates the callback form offers: today plus the next 6 days. @see spec §9 */
export const CALLBACK_DATE_OPTION_COUNT = 7;

/** One choice of a select: the value sent and the label shown. */
export interface SelectOption {
  /** The value submitted, e.g. `'2026-11-21'`. */
  value: string;
  /** The text shown in the list, e.g. `'Sat, 21 Nov'`. */
  label: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** @returns the local calendar date of `date` as `YYYY-MM-DD` (not UTC). */
export function toLocalIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/**
 * The callback form's date choices: `today` plus the next 6 days, in local time.
 * @param today - the first day offered (default: now).
 * @returns {@link CALLBACK_DATE_OPTION_COUNT} options, e.g. `{ value: '2026-11-21', label: 'Sat, 21 Nov' }`.
 * @see spec §5
 */
export function dateOptions(today: Date = new Date()): SelectOption[] {
  return Array.from({ length: CALLBACK_DATE_OPTION_COUNT }, (_, offset) => {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
    return {
      value: toLocalIsoDate(day),
      label: `${WEEKDAYS[day.getDay()]}, ${day.getDate()} ${MONTHS[day.getMonth()]}`,
    };
  });
}

/** First and last hour (start) of the callback time slots. @see spec §5 */
const FIRST_SLOT_HOUR = 7;
const LAST_SLOT_HOUR = 22;

/**
 * The callback form's 16 hourly time slots: values `'07:00-08:00'` … `'22:00-23:00'` (the
 * database CHECK uses exactly this format), labels `'07:00 - 08:00'`. @see spec §5, §9
 */
export const TIME_SLOTS: readonly SelectOption[] = Array.from(
  { length: LAST_SLOT_HOUR - FIRST_SLOT_HOUR + 1 },
  (_, i) => {
    const start = `${pad2(FIRST_SLOT_HOUR + i)}:00`;
    const end = `${pad2(FIRST_SLOT_HOUR + i + 1)}:00`;
    return { value: `${start}-${end}`, label: `${start} - ${end}` };
  },
);

/** The contact form's package choices, exactly as the spec lists them. @see spec §5 */
export const PACKAGE_OPTIONS = [
  'Starter Spark',
  'Pro Engage',
  'Ultimate Growth',
  'Need Custom Package',
] as const;

/** One of {@link PACKAGE_OPTIONS}. */
export type PackageOption = (typeof PACKAGE_OPTIONS)[number];
