import { formatUtcDate } from '../internal/formatUtcDate';

/**
 * Formats an ISO date or timestamp like '14 March 2026' (en-GB, in UTC so the server's
 * prerendered text and the browser agree).
 * @param iso - e.g. '2026-03-14' or '2026-03-14T09:30:00+00:00'.
 * @returns the formatted date, or `null` when `iso` is not a valid date.
 */
export function formatPostDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatUtcDate(date, 'long');
}
