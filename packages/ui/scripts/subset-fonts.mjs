#!/usr/bin/env node
/**
 * `npm run fonts:subset -w @agency/ui`: writes the two trimmed fonts the theme ships (committed,
 * in `src/theme/fonts/`) from fontsource's latin files, with subset-font (harfbuzz), keeping no
 * glyphs that only OpenType alternates reach (stylistic sets, character variants):
 * - `inter-latin-core.woff2`, the text font: the characters of {@link CORE_RANGES}, the weight
 *   axis cut to the 400–900 the theme uses; 48 KB becomes about 24 KB;
 * - `archivo-black-latin-core.woff2`, the headings' display font: {@link DISPLAY_RANGES} (ASCII
 *   and the punctuation headings use); 19 KB becomes about 10 KB.
 * The first paint of every page waits for both on a slow phone. Characters outside the ranges
 * still render in the same family, from fontsource's own files (see `src/theme/fonts.css`). Run
 * it again after upgrading fontsource.
 * @see the root README.md, "Prerendering and performance" (the fonts of the first view are preloaded and trimmed)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/** Unicode ranges kept, inclusive; `src/theme/fonts.css` declares the same `unicode-range`. */
const CORE_RANGES = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: £, é, ü, ×, non-breaking space…
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2000, 0x206f], // general punctuation: ‘ ’ “ ” – — … •
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
];

/** The display font's ranges; `src/theme/fonts.css` declares the same `unicode-range`. */
const DISPLAY_RANGES = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xa0], // non-breaking space
  [0xa3, 0xa3], // £
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
];

const characters = (ranges) =>
  ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

/** Writes `target` (in src/theme/fonts) with `ranges` of the fontsource file `source`. */
async function subset(source, target, ranges, options = {}) {
  const input = await readFile(require.resolve(source));
  const output = await subsetFont(input, characters(ranges), { targetFormat: 'woff2', noLayoutClosure: true, ...options });
  const file = path.join(here, '../src/theme/fonts', target);
  await writeFile(file, output);
  console.log(`${path.relative(process.cwd(), file)}: ${input.length} → ${output.length} bytes`);
}

await subset('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', 'inter-latin-core.woff2', CORE_RANGES, {
  variationAxes: { wght: { min: 400, max: 900 } },
});
await subset('@fontsource/archivo-black/files/archivo-black-latin-400-normal.woff2', 'archivo-black-latin-core.woff2', DISPLAY_RANGES);
