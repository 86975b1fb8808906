import { tokens } from '../theme/tokens';

/**
 * An inline SVG placeholder (data URI) of the given size: a surface-coloured frame with a
 * picture glyph. Its colours come from the theme tokens because an `<img>`'s SVG cannot read
 * CSS variables.
 * @param width - intrinsic width in CSS pixels (sets the aspect ratio).
 * @param height - intrinsic height in CSS pixels.
 * @returns a `data:image/svg+xml` URI.
 */
export function placeholderSrc(width: number, height: number): string {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const glyph = Math.min(w, h) * 0.28;
  const x = (w - glyph) / 2;
  const y = (h - glyph) / 2;
  const c = tokens.color;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="100%" height="100%" fill="${c.surfaceRaised}"/>` +
    `<g transform="translate(${x} ${y}) scale(${glyph / 24})" fill="none" stroke="${c.textSubtle}" ` +
    `stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">` +
    `<rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="9" cy="10" r="2"/>` +
    `<path d="M21 16l-5-5-9 9"/></g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
