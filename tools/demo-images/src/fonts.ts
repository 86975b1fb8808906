/**
 * Fonts for the generated images, turned into SVG paths with opentype.js so that every image
 * renders the same whatever fonts the rasteriser (librsvg inside sharp) can find, and so that
 * headlines can be measured and fitted exactly.
 *
 * Archivo Black comes from `@fontsource/archivo-black` (the site's display font, a dependency of
 * this tool as of `@agency/ui` and the site). The thumbnail faces come from Debian font packages:
 * `apt-get install -y fonts-bebas-neue fonts-inter fonts-dejavu-core`.
 */
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font, type Glyph, type PathCommand } from 'opentype.js';

const require = createRequire(import.meta.url);

/** Names of the faces the generator uses. */
export type FaceName = 'archivo' | 'bebas' | 'interBlack' | 'interBold' | 'interRegular' | 'dejavu';

const FACE_FILES: Record<FaceName, () => string> = {
  archivo: () => require.resolve('@fontsource/archivo-black/files/archivo-black-latin-400-normal.woff'),
  bebas: () => '/usr/share/fonts/opentype/bebas-neue/BebasNeue-Bold.otf',
  interBlack: () => '/usr/share/fonts/opentype/inter/Inter-Black.otf',
  interBold: () => '/usr/share/fonts/opentype/inter/Inter-Bold.otf',
  interRegular: () => '/usr/share/fonts/opentype/inter/Inter-Regular.otf',
  dejavu: () => '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
};

const cache = new Map<FaceName, Font>();

/**
 * Loads (once) and returns a face.
 * @throws Error naming the Debian package to install when a system font file is missing.
 */
export function face(name: FaceName): Font {
  const hit = cache.get(name);
  if (hit) return hit;
  const file = FACE_FILES[name]();
  if (!existsSync(file)) {
    throw new Error(
      `Font file ${file} is missing: apt-get install -y fonts-bebas-neue fonts-inter fonts-dejavu-core`,
    );
  }
  const bytes = readFileSync(file);
  const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  cache.set(name, font);
  return font;
}

/** Where a line of text is anchored horizontally. */
export type Anchor = 'start' | 'middle' | 'end';

/** A line of text as SVG path data, with its measured advance width in px. */
export interface TextShape {
  d: string;
  width: number;
}

const num = (v: number | undefined): string => (Math.round((v ?? 0) * 10) / 10).toString();

/**
 * SVG path data of outline commands. (opentype.js's own `toPathData` caches rounded decimals
 * and sometimes emits `NaN`.)
 */
function pathData(commands: readonly PathCommand[]): string {
  return commands
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return `${c.type}${num(c.x)} ${num(c.y)}`;
        case 'Q':
          return `Q${num(c.x1)} ${num(c.y1)} ${num(c.x)} ${num(c.y)}`;
        case 'C':
          return `C${num(c.x1)} ${num(c.y1)} ${num(c.x2)} ${num(c.y2)} ${num(c.x)} ${num(c.y)}`;
        case 'Z':
          return 'Z';
      }
    })
    .join('');
}

/**
 * Glyph-by-glyph layout with kerning. (opentype.js's own text shaping throws on some GSUB lookups
 * of Inter, and thumbnail headlines need no ligatures.)
 */
function layout(name: FaceName, text: string, x: number, y: number, size: number, tracking: number, draw: boolean) {
  const font = face(name);
  const scale = size / font.unitsPerEm;
  let pen = x;
  let d = '';
  let previous: Glyph | undefined;
  for (const char of text) {
    const glyph = font.charToGlyph(char);
    if (glyph.index === 0 && char.trim() !== '') throw new Error(`Font ${name} has no glyph for "${char}" in "${text}"`);
    if (previous) pen += font.getKerningValue(previous, glyph) * scale;
    if (draw) d += pathData(glyph.getPath(pen, y, size).commands);
    pen += (glyph.advanceWidth ?? 0) * scale + tracking * size;
    previous = glyph;
  }
  const width = pen - x - (text.length > 0 ? tracking * size : 0);
  return { d, width };
}

/**
 * Lays out one line as path data.
 * @param x anchor point in px; `y` is the baseline in px; `size` the font size in px.
 * @param tracking extra space between letters, in em.
 */
export function textShape(
  name: FaceName,
  text: string,
  x: number,
  y: number,
  size: number,
  anchor: Anchor = 'start',
  tracking = 0,
): TextShape {
  const width = measure(name, text, size, tracking);
  const left = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
  return layout(name, text, left, y, size, tracking, true);
}

/** Width in px of `text` at `size` px. */
export function measure(name: FaceName, text: string, size: number, tracking = 0): number {
  return layout(name, text, 0, 0, size, tracking, false).width;
}

/** The largest font size (px, at most `maxSize`) at which `text` fits in `maxWidth` px. */
export function fitSize(name: FaceName, text: string, maxWidth: number, maxSize: number, tracking = 0): number {
  const widthAt100 = measure(name, text, 100, tracking);
  return Math.min(maxSize, Math.floor((maxWidth / widthAt100) * 100));
}

/** Height of capital letters in px at `size` px (used to centre text vertically). */
export function capHeight(name: FaceName, size: number): number {
  const ratios: Record<FaceName, number> = {
    archivo: 0.72, bebas: 0.7, interBlack: 0.73, interBold: 0.73, interRegular: 0.73, dejavu: 0.73,
  };
  return ratios[name] * size;
}
