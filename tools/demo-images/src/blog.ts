/**
 * Blog cover images (`blog/<slug>.webp`, 1280 x 720): the agency's dark editorial style, a
 * short headline on the left and an illustration of the post's subject on the right.
 */
import { fitSize } from './fonts';
import { person, SKIN } from './person';
import { dataUri, png } from './raster';
import { headlineLine, label, linear, radial, ring, stickerFilter, svgDoc } from './svg';
import { thumbnailSvg } from './thumbnail';
import { THUMBNAILS } from './thumbnail-specs';

const YELLOW = '#ffd23f';

/** Kinds of illustration a cover can carry. */
type Art = 'thumbCard' | 'abTest' | 'swatches' | 'face' | 'fewerWords' | 'specs' | 'mistakes';

/** One cover: headline lines (the last is highlighted) and the illustration. */
export interface CoverSpec {
  lines: readonly string[];
  art: Art;
  /** Thumbnail slug shown inside the illustration, where it has one. */
  thumb?: string;
}

/** Covers by blog slug. */
export const BLOG_COVERS: Record<string, CoverSpec> = {
  'how-to-design-youtube-thumbnails-that-get-clicks': { lines: ['THUMBNAILS', 'THAT GET', 'CLICKS'], art: 'thumbCard', thumb: 'gaming-100-days-hardcore' },
  'youtube-thumbnail-ab-testing-guide': { lines: ['A/B TEST', 'YOUR', 'THUMBNAILS'], art: 'abTest', thumb: 'money-paid-off-18000' },
  'colour-psychology-for-youtube-thumbnails': { lines: ['COLOUR', 'THAT STOPS', 'THE SCROLL'], art: 'swatches' },
  'do-faces-in-thumbnails-still-work': { lines: ['DO FACES', 'STILL', 'WORK?'], art: 'face' },
  'thumbnail-text-less-is-more': { lines: ['FEWER', 'WORDS, MORE', 'CLICKS'], art: 'fewerWords' },
  'youtube-thumbnail-size-and-specs': { lines: ['THE 2026', 'SPEC', 'CHECKLIST'], art: 'specs' },
  'thumbnail-mistakes-small-channels-make': { lines: ['7 MISTAKES', 'SMALL CHANNELS', 'MAKE'], art: 'mistakes', thumb: 'podcast-nobody-saves' },
};

async function thumbHref(slug: string | undefined, flat = false): Promise<string> {
  const spec = slug ? THUMBNAILS[slug] : undefined;
  if (!spec) throw new Error(`Cover needs a known thumbnail, got ${slug}`);
  return dataUri(await png(thumbnailSvg(flat ? { ...spec, flat: true } : spec, 640, 360)));
}

function videoCard(href: string, x: number, y: number, w: number): string {
  const h = w * 0.5625;
  return (
    `<rect x="${x - 16}" y="${y - 16}" width="${w + 32}" height="${h + 150}" rx="26" fill="#1c1c26" stroke="#2b2b3a" stroke-width="3"/>` +
    `<image href="${href}" x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice"/>` +
    `<rect x="${x + w - 86}" y="${y + h - 44}" width="74" height="32" rx="6" fill="#000" fill-opacity="0.8"/>` +
    label('18:42', x + w - 49, y + h - 20, 20, '#fff', 'interBold', 'middle') +
    `<circle cx="${x + 30}" cy="${y + h + 56}" r="28" fill="${YELLOW}"/>` +
    `<rect x="${x + 74}" y="${y + h + 32}" width="${w * 0.72}" height="20" rx="10" fill="#f6f6f8"/>` +
    `<rect x="${x + 74}" y="${y + h + 66}" width="${w * 0.45}" height="16" rx="8" fill="#6a6a80"/>`
  );
}

const CURSOR = 'M 0 0 L 0 64 L 16 50 L 28 78 L 40 72 L 28 46 L 48 46 Z';

async function art(c: CoverSpec): Promise<string> {
  switch (c.art) {
    case 'thumbCard':
      return videoCard(await thumbHref(c.thumb), 700, 170, 500) +
        `<path d="${CURSOR}" transform="translate(1010 380) scale(1.6)" fill="#fff" stroke="#000" stroke-width="4" stroke-linejoin="round"/>`;
    case 'abTest': {
      const [a, b] = await Promise.all([thumbHref(c.thumb, true), thumbHref(c.thumb)]);
      return (
        `<g transform="rotate(-5 880 300)">${videoCard(a, 690, 150, 360)}</g>` +
        `<g transform="rotate(4 1000 450)">${videoCard(b, 820, 350, 380)}</g>` +
        `<circle cx="700" cy="170" r="40" fill="#6a6a80"/>` + label('A', 700, 186, 44, '#fff', 'interBlack', 'middle') +
        `<circle cx="1190" cy="350" r="40" fill="${YELLOW}"/>` + label('B', 1190, 366, 44, '#111116', 'interBlack', 'middle')
      );
    }
    case 'swatches': {
      const colours = ['#ff2a2a', '#ff8a00', '#ffd23f', '#39d98a', '#2fd4ff', '#7b5cff'];
      return colours
        .map((col, i) => {
          const r = -30 + i * 12;
          return `<g transform="rotate(${r} 990 650)"><rect x="935" y="170" width="110" height="420" rx="22" fill="${col}" stroke="#09090d" stroke-width="6"/>` +
            `<g transform="rotate(-90 990 400)">${label(col.toUpperCase(), 990, 408, 24, '#111116', 'interBold', 'middle')}</g></g>`;
        })
        .join('') + `<circle cx="990" cy="650" r="26" fill="#f6f6f8" stroke="#09090d" stroke-width="6"/>`;
    }
    case 'face':
      return (
        `<g transform="translate(720 170) scale(1.15)" filter="url(#sticker)">${person({ skin: SKIN[3], hair: '#1a1a1a', hairStyle: 'curly', shirt: YELLOW, expression: 'shock', look: -1 })}</g>` +
        `<g transform="translate(1080 120)"><ellipse cx="70" cy="70" rx="92" ry="80" fill="#f6f6f8" stroke="#09090d" stroke-width="6"/>` +
        `<path d="M 40 130 L 10 190 L 90 140 Z" fill="#f6f6f8" stroke="#09090d" stroke-width="6" stroke-linejoin="round"/>` +
        label('?', 70, 112, 110, '#ff2a2a', 'archivo', 'middle') + '</g>'
      );
    case 'fewerWords':
      return (
        `<rect x="690" y="150" width="520" height="190" rx="22" fill="#1c1c26" stroke="#2b2b3a" stroke-width="3"/>` +
        label('How I finally paid off my student', 720, 220, 28, '#9090a6', 'interRegular') +
        label('loan and credit card debt in 3 years', 720, 262, 28, '#9090a6', 'interRegular') +
        label('(full story + tips)', 720, 304, 28, '#9090a6', 'interRegular') +
        `<path d="M 700 320 L 1200 170" stroke="#ff2a2a" stroke-width="14" stroke-linecap="round"/>` +
        `<rect x="690" y="380" width="520" height="230" rx="22" fill="${YELLOW}" stroke="#09090d" stroke-width="6"/>` +
        headlineLine('DEBT GONE', 950, 530, { size: fitSize('archivo', 'DEBT GONE', 460, 110), anchor: 'middle', fill: '#ffffff' })
      );
    case 'specs':
      return (
        `<rect x="700" y="200" width="480" height="270" rx="10" fill="#1c1c26" stroke="${YELLOW}" stroke-width="6"/>` +
        label('16:9', 940, 360, 80, YELLOW, 'archivo', 'middle') +
        `<path d="M 700 510 L 1180 510 M 700 496 L 700 524 M 1180 496 L 1180 524 M 1220 200 L 1220 470 M 1206 200 L 1234 200 M 1206 470 L 1234 470" stroke="#f6f6f8" stroke-width="4"/>` +
        label('1280 px', 940, 556, 30, '#f6f6f8', 'interBold', 'middle') +
        `<g transform="rotate(90 1254 335)">${label('720 px', 1254, 335, 30, '#f6f6f8', 'interBold', 'middle')}</g>` +
        `<rect x="700" y="592" width="236" height="56" rx="28" fill="#2b2b3a"/>` + label('JPG / PNG', 818, 630, 26, '#f6f6f8', 'interBold', 'middle') +
        `<rect x="950" y="592" width="230" height="56" rx="28" fill="#2b2b3a"/>` + label('UNDER 2 MB', 1065, 630, 26, '#f6f6f8', 'interBold', 'middle')
      );
    case 'mistakes':
      return (
        videoCard(await thumbHref(c.thumb, true), 700, 190, 500) +
        ring(950, 330, 250, 150) +
        `<g transform="translate(1100 120)"><circle r="70" fill="#ff2a2a" stroke="#09090d" stroke-width="6"/>` +
        `<path d="M -28 -28 L 28 28 M 28 -28 L -28 28" stroke="#fff" stroke-width="18" stroke-linecap="round"/></g>`
      );
  }
}

/** The SVG of one blog cover. */
export async function coverSvg(c: CoverSpec): Promise<string> {
  const defs =
    linear('bg', [[0, '#09090d'], [1, '#1c1c2e']], 30) +
    radial('halo', [[0, YELLOW, 0.22], [1, YELLOW, 0]], 0.75, 0.5, 0.6) +
    stickerFilter('sticker', 8);
  let y = 260;
  const lines = c.lines
    .map((text, i) => {
      const size = fitSize('archivo', text, 560, 120);
      y += i === 0 ? 0 : size * 1.08;
      return headlineLine(text, 80, y, { size, fill: i === c.lines.length - 1 ? YELLOW : '#ffffff', shadow: false, strokeRatio: 0 });
    })
    .join('');
  const body =
    `<rect width="1280" height="720" fill="url(#bg)"/><rect width="1280" height="720" fill="url(#halo)"/>` +
    `<path d="M 560 720 L 880 0 L 1280 0 L 1280 720 Z" fill="#ffffff" fill-opacity="0.03"/>` +
    `<rect x="80" y="96" width="8" height="40" fill="${YELLOW}"/>` +
    label('THUMBCRAFT STUDIO · BLOG', 104, 126, 26, YELLOW, 'interBold', 'start', 0.08) +
    lines +
    (await art(c));
  return svgDoc(1280, 720, defs, body);
}
