/**
 * Brand assets as plain SVG files: the "ThumbCraft Studio" wordmark for dark backgrounds
 * (`brand/logo.svg`, 180 x 40 viewBox) and the favicon (`brand/favicon.svg`, 64 x 64).
 * Letters are outlined paths (Archivo Black, the site's display face), so the files render the
 * same in every browser without web fonts.
 */
import { fitSize, measure, textShape } from './fonts';

const YELLOW = '#ffd23f';
const INK = '#09090d';

/** The mark: a yellow thumbnail frame with a play button and a spark, in a 40 x 40 box. */
function mark(): string {
  return (
    `<rect x="1" y="7" width="36" height="26" rx="6" fill="${YELLOW}"/>` +
    `<path d="M 15 13.5 L 26 20 L 15 26.5 Z" fill="${INK}"/>` +
    `<path d="M 36 1 L 37.6 4.4 L 41 6 L 37.6 7.6 L 36 11 L 34.4 7.6 L 31 6 L 34.4 4.4 Z" fill="#ffffff"/>`
  );
}

/** The logo SVG for dark backgrounds. */
export function logoSvg(): string {
  const size = fitSize('archivo', 'ThumbCraft', 128, 20);
  const thumb = textShape('archivo', 'Thumb', 48, 22, size);
  const craftX = 48 + measure('archivo', 'Thumb', size);
  const craft = textShape('archivo', 'Craft', craftX, 22, size);
  const studio = textShape('archivo', 'STUDIO', 49, 35, 8, 'start', 0.42);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 40" width="180" height="40" role="img" aria-label="ThumbCraft Studio">` +
    `<title>ThumbCraft Studio</title>${mark()}` +
    `<path d="${thumb.d}" fill="#ffffff"/><path d="${craft.d}" fill="${YELLOW}"/>` +
    `<path d="${studio.d}" fill="#b4b4c6"/></svg>\n`
  );
}

/** The favicon SVG: the mark on a dark rounded square. */
export function faviconSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<rect width="64" height="64" rx="14" fill="${INK}"/>` +
    `<g transform="translate(9 10) scale(1.15)">${mark()}</g></svg>\n`
  );
}
