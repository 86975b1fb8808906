/**
 * British English month names, as `Intl.DateTimeFormat('en-GB')` writes them (CLDR), long and
 * short ('Sept' is the en-GB abbreviation).
 */
const MONTHS = {
  long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
} as const;

/**
 * Formats a date's UTC day the way `new Intl.DateTimeFormat('en-GB', { day: 'numeric', month,
 * year: 'numeric', timeZone: 'UTC' })` does — '14 March 2026' (`long`), '14 Mar 2026' (`short`) —
 * without `Intl`: the first `Intl` formatter a page creates loads the browser's locale data,
 * 15–45 ms on the main thread while the page hydrates (Total Blocking Time). In UTC, so the
 * prerendered text and the browser's agree.
 * @param date - a valid `Date`.
 * @param month - `long` (default) or `short` month names.
 * @returns the formatted day, e.g. '1 January 2026'.
 */
export function formatUtcDate(date: Date, month: 'long' | 'short' = 'long'): string {
  return `${date.getUTCDate()} ${MONTHS[month][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
