#!/usr/bin/env node
/**
 * `npm run fonts:subset -w @agency/ui`: writes the trimmed text font the theme ships
 * (`src/theme/fonts/inter-latin-core.woff2`, committed) from fontsource's Inter Variable latin
 * file, with subset-font (harfbuzz): the characters of {@link CORE_RANGES} only, the weight axis
 * cut to the 400–900 the theme uses, and no glyphs that only OpenType alternates reach
 * (stylistic sets, character variants). 48 KB becomes about 24 KB, which the first paint of
 * every page waits for on a slow phone. Characters outside the range still render in Inter from
 * fontsource's own files (see `src/theme/fonts.css`). Run it again after upgrading fontsource.
 * @see issue 5 §3
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

const text = CORE_RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const target = path.join(here, '../src/theme/fonts/inter-latin-core.woff2');
const input = await readFile(source);
const output = await subsetFont(input, text, {
  targetFormat: 'woff2',
  noLayoutClosure: true,
  variationAxes: { wght: { min: 400, max: 900 } },
});
await writeFile(target, output);
console.log(`${path.relative(process.cwd(), target)}: ${input.length} → ${output.length} bytes`);
