/**
 * When the navigation that loaded this document started (epoch ms): `performance.now()` counts
 * from it, on the page's own clock. Computed once, as the app's code is evaluated. (Not
 * `performance.timeOrigin`: test clocks that fake `Date.now` and `performance.now` may leave it
 * alone, and it would disagree with the timers it is compared against.)
 */
const documentNavigationStartMs = Date.now() - performance.now();

/** The history entry the visitor is on and when they arrived there (epoch ms). */
let current: { key: string; atMs: number } | undefined;

/**
 * When the visitor arrived at the history entry `locationKey` (React Router's `location.key`),
 * in epoch milliseconds. For the first page of the visit, the arrival is the start of the page
 * load (not when the app got to run, after the first paint and hydration); for every later entry
 * it is the first call for it, made by `RootLayout` when the navigation commits. Later calls for
 * the same entry return the same instant, so parts that mount later (loaded on demand) can
 * still time themselves from the arrival.
 * @see spec §2, §4, §9 (the chat tooltip appears 3 s after arriving on the home page)
 */
export function arrivedAtMs(locationKey: string): number {
  if (current === undefined) current = { key: locationKey, atMs: documentNavigationStartMs };
  else if (current.key !== locationKey) current = { key: locationKey, atMs: Date.now() };
  return current.atMs;
}
