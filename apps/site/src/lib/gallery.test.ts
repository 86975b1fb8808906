import { describe, expect, it } from 'vitest';
import { splitIntoGalleryRows } from './gallery';

describe('splitIntoGalleryRows (docs/requirements.md §9: 3 equal rows, remainder to the third)', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it('splits 12 thumbnails 4/4/4 in order', () => {
    expect(splitIntoGalleryRows(ids(12))).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]);
  });

  it('gives the remainder to the third row', () => {
    expect(splitIntoGalleryRows(ids(11)).map((row) => row.length)).toEqual([3, 3, 5]);
    expect(splitIntoGalleryRows(ids(2)).map((row) => row.length)).toEqual([0, 0, 2]);
  });

  it('returns three empty rows for no thumbnails', () => {
    expect(splitIntoGalleryRows([])).toEqual([[], [], []]);
  });
});
