import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { RESPONSIVE_IMAGE_FOLDERS, RESPONSIVE_IMAGE_WIDTHS, responsiveSources, responsiveSrcSet } from './images';

/** The site's static folder, where the committed images (drawn by tools/demo-images) live. */
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');

describe('responsiveSrcSet', () => {
  it('lists the 480, 640 and 960 copies and the 1280 original of a shipped image', () => {
    expect(responsiveSrcSet('/images/blog/post.webp')).toBe(
      '/images/blog/post-480.webp 480w, /images/blog/post-640.webp 640w, /images/blog/post-960.webp 960w, /images/blog/post.webp 1280w',
    );
    expect(responsiveSrcSet('/images/thumbnails/gaming-boss-fight.webp')).toMatch(/^\/images\/thumbnails\/gaming-boss-fight-480\.webp 480w, /);
  });

  it('gives nothing for portraits, copies, external and missing URLs', () => {
    expect(responsiveSrcSet('/images/team/aisha.webp')).toBeUndefined();
    expect(responsiveSrcSet('/images/thumbnails/a-640.webp')).toBeUndefined();
    expect(responsiveSrcSet('https://cdn.example.com/images/thumbnails/a.webp')).toBeUndefined();
    expect(responsiveSrcSet('/images/thumbnails/a.png')).toBeUndefined();
    expect(responsiveSrcSet(null)).toBeUndefined();
    expect(responsiveSrcSet(undefined)).toBeUndefined();
  });
});

describe('responsiveSources', () => {
  it('gives the AVIF copies of a shipped image, at the same widths, as one source', () => {
    expect(responsiveSources('/images/blog/post.webp')).toEqual([
      {
        type: 'image/avif',
        srcSet: '/images/blog/post-480.avif 480w, /images/blog/post-640.avif 640w, /images/blog/post-960.avif 960w, /images/blog/post.avif 1280w',
      },
    ]);
  });

  it('gives nothing where there is no srcset', () => {
    expect(responsiveSources('/images/team/aisha.webp')).toBeUndefined();
    expect(responsiveSources('https://cdn.example.com/images/thumbnails/a.webp')).toBeUndefined();
    expect(responsiveSources(null)).toBeUndefined();
  });
});

describe('the shipped responsive copies', () => {
  const originals = RESPONSIVE_IMAGE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(publicDir, 'images', folder))
      .filter((name) => name.endsWith('.webp'))
      .map((name) => `/images/${folder}/${name}`)
      .filter((url) => responsiveSrcSet(url) !== undefined),
  );

  it('exist for every original, at the width their srcset claims and smaller than it', async () => {
    expect(originals.length).toBeGreaterThanOrEqual(50);
    for (const url of originals) {
      const original = await sharp(path.join(publicDir, url)).metadata();
      for (const width of RESPONSIVE_IMAGE_WIDTHS) {
        const copy = path.join(publicDir, url.replace(/\.webp$/, `-${width}.webp`));
        expect(existsSync(copy), copy).toBe(true);
        const meta = await sharp(copy).metadata();
        expect(meta.width, copy).toBe(width);
        expect(meta.height, copy).toBe(Math.round((width * original.height!) / original.width!));
        expect(statSync(copy).size, copy).toBeLessThanOrEqual(statSync(path.join(publicDir, url)).size);
      }
    }
  });

  it('exist in AVIF for every size, each the same size in pixels and fewer bytes than its WebP', async () => {
    for (const url of originals) {
      for (const webp of [url, ...RESPONSIVE_IMAGE_WIDTHS.map((width) => url.replace(/\.webp$/, `-${width}.webp`))]) {
        const avif = path.join(publicDir, webp.replace(/\.webp$/, '.avif'));
        expect(existsSync(avif), avif).toBe(true);
        const [a, w] = await Promise.all([sharp(avif).metadata(), sharp(path.join(publicDir, webp)).metadata()]);
        expect(a.compression, avif).toBe('av1');
        expect([a.width, a.height], avif).toEqual([w.width, w.height]);
        expect(statSync(avif).size, avif).toBeLessThan(statSync(path.join(publicDir, webp)).size);
      }
    }
  });
});
