/**
 * The fuzzy string match behind PostgREST's "Perhaps you meant …" hints: Haskell's
 * `Data.FuzzySet` (the `fuzzyset` package, after fuzzyset.js) with its defaults, so a hint here
 * names what PostgREST's would. Strings are compared by their 3-grams, else their 2-grams (cosine
 * similarity of gram counts), the best 50 re-scored by normalized Levenshtein similarity; a
 * match needs a score of at least 0.33. An exact (case-insensitive) entry always wins.
 */

/** `fuzzyset`'s default smallest score of a match. */
const MIN_SCORE = 0.33;
const GRAM_SIZES = [3, 2] as const;
/** How many cosine matches are re-scored by Levenshtein similarity. */
const RESCORED = 50;

/** Lower case; letters, digits, white space and commas only (`Data.FuzzySet`'s `normalized`). */
function normalized(text: string): string {
  return Array.from(text.toLowerCase()).filter((c) => /[\p{L}\p{N}\s,]/u.test(c)).join('');
}

/** Counts of the `size`-character substrings of `-<normalized text>-`. */
function gramCounts(text: string, size: number): Map<string, number> {
  const chars = Array.from(`-${normalized(text)}-`);
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= chars.length; i += 1) {
    const gram = chars.slice(i, i + size).join('');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function magnitude(counts: Map<string, number>): number {
  let sum = 0;
  for (const count of counts.values()) sum += count * count;
  return Math.sqrt(sum);
}

/** 1 − (Levenshtein distance / length of the longer string), in characters; 1 for two empty strings. */
export function levenshteinSimilarity(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (x.length === 0 && y.length === 0) return 1;
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= y.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return 1 - (previous[y.length] ?? 0) / Math.max(x.length, y.length);
}

/**
 * The entry of `entries` closest to `query`, as `Data.FuzzySet.getOne (fromList entries) query`
 * answers it.
 *
 * @returns the matching entry as given (not lower-cased), or null when none scores 0.33 or more.
 */
export function closestMatch(entries: Iterable<string>, query: string): string | null {
  const originals = new Map<string, string>();
  for (const entry of entries) if (!originals.has(entry.toLowerCase())) originals.set(entry.toLowerCase(), entry);
  const key = query.toLowerCase();
  const exact = originals.get(key);
  if (exact !== undefined) return exact;
  const keys = [...originals.keys()];
  for (const size of GRAM_SIZES) {
    const queryGrams = gramCounts(key, size);
    const queryMagnitude = magnitude(queryGrams);
    const cosine: { score: number; entry: string }[] = [];
    for (const entry of keys) {
      const grams = gramCounts(entry, size);
      let dot = 0;
      for (const [gram, count] of queryGrams) dot += count * (grams.get(gram) ?? 0);
      if (dot > 0) cosine.push({ score: dot / (queryMagnitude * magnitude(grams)), entry });
    }
    const best = cosine
      .sort((a, b) => b.score - a.score)
      .slice(0, RESCORED)
      .map(({ entry }) => ({ score: levenshteinSimilarity(key, entry), entry }))
      .sort((a, b) => b.score - a.score)
      .filter(({ score }) => score >= MIN_SCORE);
    const first = best[0];
    if (first) return originals.get(first.entry) ?? first.entry;
  }
  return null;
}
