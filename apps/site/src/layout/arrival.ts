import { documentArrivalMs } from '@agency/ui';
import { useLocation } from 'react-router';

/** The history entry the visitor is on and when they arrived there (epoch ms). */
let current: { key: string; atMs: number } | undefined;

/**
 * When the visitor arrived at the history entry `locationKey` (React Router's `location.key`),
 * in epoch milliseconds. For the first page of the visit, the arrival is when the page's first
 * script ran, at the top of its `<head>` (`documentArrivalMs`; not when the app got to run,
 * after the first paint and hydration), on the page's own clock; for every later entry
 * it is the first call for it, made by `RootLayout` when the navigation commits. Later calls for
 * the same entry return the same instant, so parts that mount later (loaded on demand) can
 * still time themselves from the arrival.
 * @see docs/requirements.md §2, §4, §9 (the chat tooltip appears 3 s after arriving on the home page)
 */
export function arrivedAtMs(locationKey: string): number {
  if (current === undefined) current = { key: locationKey, atMs: documentArrivalMs() };
  else if (current.key !== locationKey) current = { key: locationKey, atMs: Date.now() };
  return current.atMs;
}

/**
 * When the visitor arrived on the current page (see {@link arrivedAtMs}), for parts whose timers
 * the requirements count from the arrival (docs/requirements.md §4: the carousels' first advance, the offer banner's rotation).
 * @returns epoch milliseconds.
 */
export function useArrivalMs(): number {
  return arrivedAtMs(useLocation().key);
}
