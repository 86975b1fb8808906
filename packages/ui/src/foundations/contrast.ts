/**
 * Colour maths for the Foundations pages: parse the theme's colour values, lay a translucent
 * colour over the background it sits on, and compute WCAG 2 contrast ratios and verdicts.
 * Pure functions, no DOM: the Colour page computes every figure it shows from the theme's
 * values, never from numbers typed by hand.
 */

/** A colour as sRGB channels (0–255) and alpha (0–1). */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** WCAG 2 AA minimum contrast for normal text (success criterion 1.4.3). */
export const AA_NORMAL_TEXT = 4.5;
/**
 * WCAG 2 AA minimum contrast for large text (≥ 24 px, or ≥ 18.66 px bold; 1.4.3) and for the
 * parts of controls and graphics a person must see (non-text contrast, 1.4.11).
 */
export const AA_LARGE_TEXT = 3;

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([^)]+)\)$/i;

/**
 * Parses a CSS colour written as hex (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`) or as
 * `rgb()`/`rgba()` (comma or space separated, alpha as a number or a percentage).
 * @param value - the CSS colour, e.g. `'#ffd23f'` or `'rgba(255, 210, 63, 0.14)'`.
 * @returns the colour, or `null` for any other syntax (named colours, `oklch()`, ...).
 */
export function parseColour(value: string): Rgba | null {
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const digits = hex.length <= 4 ? [...hex].map((d) => d + d) : (hex.match(/../g) ?? []);
    const [r = 0, g = 0, b = 0, a = 255] = digits.map((pair) => parseInt(pair, 16));
    return { r, g, b, a: a / 255 };
  }
  const args = RGB.exec(text)?.[1];
  if (!args) return null;
  const parts = args.split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4) return null;
  const channel = (part: string) => (part.endsWith('%') ? (parseFloat(part) / 100) * 255 : parseFloat(part));
  const alpha = (part: string) => (part.endsWith('%') ? parseFloat(part) / 100 : parseFloat(part));
  const [r, g, b] = parts.slice(0, 3).map(channel) as [number, number, number];
  const a = parts[3] === undefined ? 1 : alpha(parts[3]);
  if ([r, g, b, a].some((n) => Number.isNaN(n))) return null;
  return { r, g, b, a };
}

/**
 * Lays `colour` over an opaque `backdrop` (source-over compositing), which is what a person
 * sees where a translucent colour sits on it.
 * @param colour - the colour on top (any alpha).
 * @param backdrop - the opaque colour beneath (its alpha is ignored).
 * @returns the opaque result.
 */
export function composite(colour: Rgba, backdrop: Rgba): Rgba {
  const mix = (top: number, bottom: number) => top * colour.a + bottom * (1 - colour.a);
  return { r: mix(colour.r, backdrop.r), g: mix(colour.g, backdrop.g), b: mix(colour.b, backdrop.b), a: 1 };
}

/**
 * Relative luminance of an opaque sRGB colour, as WCAG 2 defines it.
 * @returns a number from 0 (black) to 1 (white).
 */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2 contrast ratio of two opaque colours; the order does not matter.
 * @returns a ratio from 1 (identical) to 21 (black on white).
 */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether a contrast ratio meets WCAG 2 AA for normal and for large text. */
export interface ContrastVerdict {
  /** The ratio, e.g. `12.63`. */
  ratio: number;
  /** Meets AA for normal text (≥ 4.5:1). */
  normalText: boolean;
  /** Meets AA for large text and non-text contrast (≥ 3:1). */
  largeText: boolean;
}

/**
 * The contrast of two theme colours as a person sees them: a translucent colour (a tint, an
 * overlay) is first laid over `backdrop`, the page background it sits on, then the ratio is
 * judged against WCAG 2 AA.
 * @param foreground - a CSS colour (see {@link parseColour}).
 * @param background - a CSS colour.
 * @param backdrop - the opaque colour translucent values sit on.
 * @returns the verdict, or `null` when a value cannot be parsed.
 */
export function judgeContrast(foreground: string, background: string, backdrop: string): ContrastVerdict | null {
  const base = parseColour(backdrop);
  const fg = parseColour(foreground);
  const bg = parseColour(background);
  if (!base || !fg || !bg) return null;
  const opaqueBase = { ...base, a: 1 };
  const ratio = contrastRatio(composite(fg, opaqueBase), composite(bg, opaqueBase));
  return { ratio, normalText: ratio >= AA_NORMAL_TEXT, largeText: ratio >= AA_LARGE_TEXT };
}

/**
 * Formats a ratio the way WCAG judges it: cut (never rounded up) to two decimals, so a ratio
 * shown as `4.50:1` really passes 4.5:1.
 * @returns e.g. `'12.63:1'`.
 */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/**
 * An opaque colour as CSS `rgb()`, the form `getComputedStyle` reports, so a page can check
 * that a swatch shows the value it claims.
 * @returns e.g. `'rgb(255, 210, 63)'`, or `'rgba(255, 210, 63, 0.14)'` when translucent.
 */
export function toCssRgb({ r, g, b, a }: Rgba): string {
  const channels = [r, g, b].map((n) => Math.round(n)).join(', ');
  return a >= 1 ? `rgb(${channels})` : `rgba(${channels}, ${Math.round(a * 1000) / 1000})`;
}
