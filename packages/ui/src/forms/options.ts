/**
 * Option lists of the callback form, built from the product's facts in @agency/domain (the
 * number of dates, the time slots). The contact form's package options are
 * `PACKAGE_OPTIONS` of @agency/domain as they are.
 * @see docs/requirements.md §5, §9
 */
import { CALLBACK_DATE_OPTION_COUNT, CALLBACK_TIME_SLOTS } from '../facts';

/** One choice of a select: the value sent and the label shown. */
export interface SelectOption {
  /** The value submitted, e.g. `'2026-11-21'`. */
  value: string;
  /** The text shown in the list, e.g. `'Sat, 21 Nov'`. */
  label: string;
  /**
   * More of the same choice, shown after `label` and kept together where it fits (its own line
   * on a narrow select), e.g. `'(04:00 - 05:00 your time)'`. The option's name, typeahead and
   * the chosen value's text are `label` and `detail` joined by a space.
   */
  detail?: string;
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
 * @see docs/requirements.md §5
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

/**
 * The callback form's 16 hourly time slots: the values of `CALLBACK_TIME_SLOTS`
 * (`'07:00-08:00'` … `'22:00-23:00'`, what the database stores) with labels spaced for reading
 * (`'07:00 - 08:00'`). @see docs/requirements.md §5, §9
 */
export const TIME_SLOTS: readonly SelectOption[] = CALLBACK_TIME_SLOTS.map((value) => ({
  value,
  label: value.replace('-', ' - '),
}));
