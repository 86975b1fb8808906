/**
 * Splits the home thumbnails into three rows of equal length, the remainder going to the third
 * row (12 → 4/4/4, 11 → 3/3/5, 2 → 0/0/2).
 * @see docs/requirements.md §9 (home thumbnails in 3 equal rows, remainder to third)
 */
export function splitIntoGalleryRows<T>(items: readonly T[]): [T[], T[], T[]] {
  const size = Math.floor(items.length / 3);
  return [items.slice(0, size), items.slice(size, size * 2), items.slice(size * 2)];
}
