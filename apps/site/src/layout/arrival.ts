/** The history entry the visitor is on and when they arrived there (epoch ms). */
let current: { key: string; atMs: number } | undefined;

/**
 * When the visitor arrived at the history entry `locationKey` (React Router's `location.key`),
 * in epoch milliseconds: the first call for a new entry records `Date.now()`, later calls for
 * the same entry return that instant. `RootLayout` calls it when a navigation commits, so parts
 * that mount later (loaded on demand) can still time themselves from the arrival.
 * @see spec §2, §4 (the chat tooltip appears 3 s after arriving on the home page)
 */
export function arrivedAtMs(locationKey: string): number {
  if (current?.key !== locationKey) current = { key: locationKey, atMs: Date.now() };
  return current.atMs;
}
