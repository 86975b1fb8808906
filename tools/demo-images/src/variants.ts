/**
 * Writes the copies of the 16:9 images (next to each 1280-wide `x.webp` of the folders in
 * RESPONSIVE_IMAGE_FOLDERS): `x-480.webp`, `x-640.webp` and `x-960.webp`, resized from the
 * original with sharp (Lanczos) at WebP quality 75, except the copies generate.ts draws itself
 * from SVG at their own size (the thumbnails' 640 copies), which it passes in `drawn`; and the
 * same four sizes in AVIF (`x.avif`, `x-480.avif`, …, quality 50: about 40 % fewer bytes than
 * the WebP ones, as sharp as them to the eye), each encoded from the WebP file of its size when
 * that one was drawn, else resized from the original.
 * generate.ts runs this after the originals (`npm run images`); `npm run image-copies -w
 * @agency/demo-images` runs it alone, from the committed originals (no fonts needed). The
 * outputs are committed.
 * @see apps/site/src/lib/images.ts (the site's image URL layout: these folders, widths and
 *   formats, and the `srcset` and `<source>` it builds from them)
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { RESPONSIVE_IMAGE_FOLDERS, RESPONSIVE_IMAGE_WIDTHS } from '@agency/site/images';

const VARIANT = new RegExp(`-(?:${RESPONSIVE_IMAGE_WIDTHS.join('|')})\\.webp$`);

/** AVIF encoding: quality 50 looks like WebP 75 on these drawings; effort 4 of 9 keeps a run short. */
const AVIF = { quality: 50, effort: 4 } as const;

/**
 * (Re)writes every copy under `<publicDir>/images/<folder>/` from its original, so a changed
 * original never keeps stale copies.
 * @param drawn - URLs (`/images/...`) of WebP copies already drawn at their own size; left as
 *   they are, and their AVIF copies encoded from them.
 * @returns the number of files written and their total bytes.
 */
export async function writeResponsiveVariants(
  publicDir: string,
  drawn: ReadonlySet<string> = new Set(),
): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  const count = (info: { size: number }) => {
    files += 1;
    bytes += info.size;
  };
  for (const folder of RESPONSIVE_IMAGE_FOLDERS) {
    const dir = join(publicDir, 'images', folder);
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.webp') && !VARIANT.test(n))) {
      const original = join(dir, name);
      count(await sharp(original).avif(AVIF).toFile(original.replace(/\.webp$/, '.avif')));
      for (const width of RESPONSIVE_IMAGE_WIDTHS) {
        const copy = join(dir, name.replace(/\.webp$/, `-${width}.webp`));
        const avif = copy.replace(/\.webp$/, '.avif');
        if (drawn.has(`/images/${folder}/${name.replace(/\.webp$/, `-${width}.webp`)}`)) {
          count(await sharp(copy).avif(AVIF).toFile(avif));
          continue;
        }
        count(await sharp(original).resize(width).webp({ quality: 75, effort: 6, smartSubsample: true }).toFile(copy));
        count(await sharp(original).resize(width).avif(AVIF).toFile(avif));
      }
    }
  }
  return { files, bytes };
}
