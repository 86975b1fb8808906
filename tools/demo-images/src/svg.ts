/**
 * SVG building blocks shared by every generated image: document, gradients, filters, and the
 * graphic language of video thumbnails (outlined headlines, arrows, rings, badges, light rays).
 * Everything returns SVG markup as a string; coordinates are px of the final image.
 */
import { textShape, type Anchor, type FaceName } from './fonts';

/** Escapes text for use inside SVG markup. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A complete SVG document of `width` x `height` px. */
export function svgDoc(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
  );
}

/** A colour stop: `[offset 0..1, colour, opacity?]`. */
export type Stop = readonly [number, string, number?];

function stops(list: readonly Stop[]): string {
  return list
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
}

/** A linear gradient at `angleDeg` (0 = left to right, 90 = top to bottom). */
export function linear(id: string, list: readonly Stop[], angleDeg = 90): string {
  const a = (angleDeg * Math.PI) / 180;
  const dx = Math.cos(a) / 2;
  const dy = Math.sin(a) / 2;
  return (
    `<linearGradient id="${id}" x1="${0.5 - dx}" y1="${0.5 - dy}" x2="${0.5 + dx}" y2="${0.5 + dy}">` +
    `${stops(list)}</linearGradient>`
  );
}

/** A radial gradient centred at (`cx`, `cy`) with radius `r`, all as fractions of the box. */
export function radial(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}

/**
 * The "cut-out sticker" look of thumbnail subjects: a solid outline of `outlinePx` around the
 * shape's silhouette plus a soft drop shadow.
 */
export function stickerFilter(id: string, outlinePx: number, colour = '#ffffff', shadowPx = 14): string {
  return (
    `<filter id="${id}" x="-25%" y="-25%" width="150%" height="150%" color-interpolation-filters="sRGB">` +
    `<feMorphology in="SourceAlpha" operator="dilate" radius="${outlinePx}" result="grown"/>` +
    `<feFlood flood-color="${colour}"/><feComposite in2="grown" operator="in" result="outline"/>` +
    `<feGaussianBlur in="grown" stdDeviation="${shadowPx}" result="blur"/>` +
    `<feOffset in="blur" dx="${shadowPx / 2}" dy="${shadowPx / 1.5}" result="shadowShape"/>` +
    `<feFlood flood-color="#000" flood-opacity="0.55"/><feComposite in2="shadowShape" operator="in" result="shadow"/>` +
    `<feMerge><feMergeNode in="shadow"/><feMergeNode in="outline"/><feMergeNode in="SourceGraphic"/></feMerge>` +
    `</filter>`
  );
}

/** A gaussian blur filter (used for glows and soft light). */
export function blurFilter(id: string, px: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${px}"/></filter>`;
}

/** Deterministic pseudo-random numbers in [0, 1) from a text seed (mulberry32). */
export function rng(seed: string): () => number {
  let h = 1779033703;
  for (let i = 0; i < seed.length; i += 1) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function channel(hex: string, i: number): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  return parseInt(full.slice(1 + i * 2, 3 + i * 2), 16);
}

/** Mixes two `#rrggbb` (or `#rgb`) colours; `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const out = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Darkens a `#rrggbb` colour by `t` (0..1). */
export const darken = (c: string, t: number): string => mix(c, '#000000', t);
/** Lightens a `#rrggbb` colour by `t` (0..1). */
export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);

/** Options of one outlined headline line. */
export interface LineOptions {
  face?: FaceName;
  size: number;
  fill?: string;
  stroke?: string;
  /** Outline width as a fraction of the font size. */
  strokeRatio?: number;
  anchor?: Anchor;
  /** Rotation in degrees around the anchor point. */
  rotate?: number;
  /** Draws a solid box behind the line (the "highlighted word" look). */
  box?: string;
  shadow?: boolean;
  tracking?: number;
}

/** One headline line: heavy letters, dark outline, hard drop shadow, optional colour box. */
export function headlineLine(text: string, x: number, y: number, o: LineOptions): string {
  const faceName = o.face ?? 'archivo';
  const shape = textShape(faceName, text, x, y, o.size, o.anchor ?? 'start', o.tracking ?? 0);
  const stroke = o.stroke ?? '#000000';
  const sw = o.size * (o.strokeRatio ?? 0.09);
  const left = (o.anchor ?? 'start') === 'start' ? x : o.anchor === 'middle' ? x - shape.width / 2 : x - shape.width;
  const parts: string[] = [];
  if (o.box) {
    const padX = o.size * 0.16;
    const capTop = y - o.size * 0.78;
    parts.push(
      `<rect x="${left - padX}" y="${capTop - o.size * 0.1}" width="${shape.width + padX * 2}" ` +
        `height="${o.size * 1.02}" rx="${o.size * 0.08}" fill="${o.box}" stroke="#000" stroke-width="${o.size * 0.05}"/>`,
    );
  }
  if (o.shadow ?? true) {
    const off = Math.max(4, o.size * 0.05);
    parts.push(
      `<path d="${shape.d}" transform="translate(${off} ${off * 1.2})" fill="#000" fill-opacity="0.6" ` +
        `stroke="#000" stroke-opacity="0.6" stroke-width="${sw}" stroke-linejoin="round"/>`,
    );
  }
  parts.push(
    `<path d="${shape.d}" fill="${o.fill ?? '#ffffff'}" stroke="${stroke}" stroke-width="${sw}" ` +
      `stroke-linejoin="round" paint-order="stroke"/>`,
  );
  const rot = o.rotate ? ` transform="rotate(${o.rotate} ${x} ${y})"` : '';
  return `<g${rot}>${parts.join('')}</g>`;
}

/** Plain (un-outlined) text as a path, for labels and interface text. */
export function label(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  faceName: FaceName = 'interBold',
  anchor: Anchor = 'start',
  tracking = 0,
): string {
  return `<path d="${textShape(faceName, text, x, y, size, anchor, tracking).d}" fill="${fill}"/>`;
}

/**
 * A fat curved arrow from (`x1`,`y1`) to (`x2`,`y2`) bending by `bend` px to the left of its
 * direction, filled `colour` with a dark outline, as creators draw on thumbnails.
 */
export function arrow(x1: number, y1: number, x2: number, y2: number, colour = '#ff2a2a', bend = 80, width = 26): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const len = Math.hypot(x2 - x1, y2 - y1);
  const nx = -(y2 - y1) / len;
  const ny = (x2 - x1) / len;
  const cx = mx + nx * bend;
  const cy = my + ny * bend;
  const ang = Math.atan2(y2 - cy, x2 - cx);
  const head = width * 2.4;
  const bx = x2 - Math.cos(ang) * head * 0.8;
  const by = y2 - Math.sin(ang) * head * 0.8;
  const px = Math.cos(ang + Math.PI / 2) * head * 0.7;
  const py = Math.sin(ang + Math.PI / 2) * head * 0.7;
  const tri = `M ${x2} ${y2} L ${bx + px} ${by + py} L ${bx - px} ${by - py} Z`;
  const shaft = `M ${x1} ${y1} Q ${cx} ${cy} ${bx} ${by}`;
  return (
    `<g><path d="${shaft}" fill="none" stroke="#000" stroke-width="${width + 12}" stroke-linecap="round"/>` +
    `<path d="${tri}" fill="#000" stroke="#000" stroke-width="12" stroke-linejoin="round"/>` +
    `<path d="${shaft}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>` +
    `<path d="${tri}" fill="${colour}" stroke="${colour}" stroke-width="2" stroke-linejoin="round"/></g>`
  );
}

/** A hand-drawn looking ring (two slightly different ellipses) around a point of interest. */
export function ring(cx: number, cy: number, rx: number, ry: number, colour = '#ff2a2a', width = 14): string {
  return (
    `<g fill="none" stroke-linecap="round">` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(-8 ${cx} ${cy})" stroke="#000" stroke-width="${width + 8}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(-8 ${cx} ${cy})" stroke="${colour}" stroke-width="${width}"/>` +
    `<ellipse cx="${cx + 4}" cy="${cy - 3}" rx="${rx * 1.04}" ry="${ry * 0.97}" transform="rotate(-4 ${cx} ${cy})" stroke="${colour}" stroke-width="${width / 2.5}" stroke-opacity="0.8"/>` +
    `</g>`
  );
}

/** A small rounded label such as "LIVE" or "EP. 112"; (`x`,`y`) is its top-left corner. */
export function badge(text: string, x: number, y: number, bg: string, fg = '#ffffff', size = 34): string {
  const shape = textShape('interBlack', text, 0, 0, size, 'start', 0.02);
  const w = shape.width + size * 1.1;
  const h = size * 1.5;
  return (
    `<g transform="translate(${x} ${y})"><rect width="${w}" height="${h}" rx="${h * 0.22}" fill="${bg}" stroke="#000" stroke-width="4"/>` +
    `<path d="${shape.d}" transform="translate(${size * 0.55} ${h / 2 + size * 0.36})" fill="${fg}"/></g>`
  );
}

/** Light rays fanning out from (`cx`,`cy`) over a `w` x `h` image. */
export function rays(cx: number, cy: number, colour: string, count: number, opacity: number, length = 1600): string {
  const beams: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * Math.PI * 2;
    const b = a + (Math.PI / count) * 0.9;
    beams.push(
      `M ${cx} ${cy} L ${cx + Math.cos(a) * length} ${cy + Math.sin(a) * length} ` +
        `L ${cx + Math.cos(b) * length} ${cy + Math.sin(b) * length} Z`,
    );
  }
  return `<path d="${beams.join(' ')}" fill="${colour}" fill-opacity="${opacity}"/>`;
}

/** A darkening vignette over the whole image (`gradId` must be a radial gradient defined by the caller). */
export function vignetteDef(id: string, strength = 0.55): string {
  return radial(id, [[0.55, '#000000', 0], [1, '#000000', strength]], 0.5, 0.5, 0.75);
}
