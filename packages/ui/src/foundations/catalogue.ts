import { vars } from '../theme/contract.css';
import { tokens } from '../theme/tokens';

/**
 * The theme's tokens as lists the Foundations pages render: each token's name, its value (the
 * one `createGlobalTheme(':root', vars, tokens)` applies) and the `vars` reference components
 * use. Everything is read from the theme; nothing here repeats a value.
 */

/** A token group of the theme (`color`, `space`, `radius`, ...). */
export type TokenGroup = keyof typeof tokens;

/** One token of a group, ready to render. */
export interface TokenEntry {
  /** The token's key in its group, e.g. `'surfaceRaised'` or `'4'`. */
  name: string;
  /** The value the theme gives it, e.g. `'#1c1c26'` or `'1rem'`. */
  value: string;
  /** How components refer to it, e.g. `'vars.color.surfaceRaised'`. */
  reference: string;
  /** The CSS custom property reference (`var(--…)`), to style a sample with the live token. */
  cssVar: string;
}

/**
 * Every token of a group, in the theme's order.
 * @param group - the group, e.g. `'space'`.
 * @returns one entry per token.
 */
export function tokenEntries(group: TokenGroup): TokenEntry[] {
  const values = tokens[group] as Record<string, string>;
  const references = vars[group] as Record<string, string>;
  return Object.entries(values).map(([name, value]) => ({
    name,
    value,
    reference: /^[a-z_$][\w$]*$/i.test(name) ? `vars.${group}.${name}` : `vars.${group}['${name}']`,
    cssVar: references[name] ?? '',
  }));
}

/** The name of a colour token. */
export type ColourToken = keyof typeof tokens.color;

/** The colour every translucent colour is laid over before its contrast is computed. */
export const pageBackground: ColourToken = 'background';

const surfaces = ['background', 'surface', 'surfaceRaised', 'surfaceOverlay'] as const satisfies readonly ColourToken[];
const textColours = ['text', 'textMuted', 'textSubtle'] as const satisfies readonly ColourToken[];

/**
 * Which colours each colour token is judged against on the Colour page: text and line colours
 * against the four surfaces they sit on, surfaces against the text colours, and the fills that
 * carry their own label (the accent button, the danger toast, the chat button) against that
 * label's colour. A decorative colour nobody reads anything on (the dialog backdrop) has none.
 * A `Record` over every colour token, so a new token in the contract fails the
 * type check until someone says what it sits on.
 */
export const contrastChecks: Record<ColourToken, readonly ColourToken[]> = {
  background: [...textColours, 'accent'],
  surface: [...textColours, 'accent'],
  surfaceRaised: [...textColours, 'accent'],
  surfaceOverlay: [...textColours, 'accent'],
  border: surfaces,
  borderStrong: surfaces,
  text: surfaces,
  textMuted: surfaces,
  textSubtle: surfaces,
  accent: [...surfaces, 'accentText'],
  accentHover: [...surfaces, 'accentText'],
  accentText: ['accent', 'accentHover', 'danger'],
  accentSoft: ['text', 'accent'],
  danger: [...surfaces, 'accentText'],
  dangerSurface: ['dangerText', 'danger'],
  dangerText: ['dangerSurface'],
  success: [...surfaces, 'successSurface'],
  successSurface: ['success', 'text'],
  star: surfaces,
  starEmpty: surfaces,
  focusRing: surfaces,
  backdrop: [],
  chat: ['chatText', 'background'],
  chatText: ['chat'],
};

/** Pixels in one `rem`: the browser default, which the theme never changes on `<html>`. */
export const REM_PX = 16;

const rem = (value: string) => {
  const match = /^(-?[\d.]+)rem$/.exec(value.trim());
  return match ? Number(match[1]) * REM_PX : null;
};

/**
 * A length token for a designer: the value and what it is in pixels.
 * @param value - e.g. `'0.875rem'`, `'1px'` or `'clamp(1.875rem, 1.4rem + 2vw, 2.5rem)'`.
 * @returns e.g. `'0.875rem · 14 px'`, `'1px'`, `'clamp(…) · 30–40 px, grows with the viewport'`.
 */
export function describeLength(value: string): string {
  const px = rem(value);
  if (px !== null) return `${value} · ${px} px`;
  const clamp = /^clamp\(([^,]+),[^,]+,([^,]+)\)$/.exec(value.trim());
  const [min, max] = [rem(clamp?.[1] ?? ''), rem(clamp?.[2] ?? '')];
  if (min !== null && max !== null) return `${value} · ${min}–${max} px, grows with the viewport`;
  return value;
}

/**
 * A length token in pixels, for checks that compare it with what the browser renders.
 * @returns the pixels, or `null` for a length that is not a plain `rem`, `px` or `0`.
 */
export function lengthToPx(value: string): number | null {
  if (value.trim() === '0') return 0;
  const px = /^(-?[\d.]+)px$/.exec(value.trim());
  return px ? Number(px[1]) : rem(value);
}
