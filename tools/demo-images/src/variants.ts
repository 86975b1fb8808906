/**
 * Writes the responsive copies of the 16:9 images (`x-480.webp`, `x-640.webp`, `x-960.webp`
 * next to each 1280-wide `x.webp` of the folders in RESPONSIVE_IMAGE_FOLDERS) by resizing the
 * original with sharp (Lanczos) at WebP quality 75, except the copies generate.ts draws itself
 * from SVG at their own size (the thumbnails' 640 copies), which it passes in `drawn`.
 * generate.ts runs this after the originals; the outputs are committed.
 * @see apps/site/src/lib/images.ts (the site's image URL layout: these folders and widths, and the
 *   `srcset` it builds from them)
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { RESPONSIVE_IMAGE_FOLDERS, RESPONSIVE_IMAGE_WIDTHS } from '@agency/site/images';

const VARIANT = new RegExp(`-(?:${RESPONSIVE_IMAGE_WIDTHS.join('|')})\\.webp$`);

/**
 * (Re)writes every copy under `<publicDir>/images/<folder>/` from its original, so a changed
 * original never keeps stale copies.
 * @param drawn - URLs (`/images/...`) of copies already drawn at their own size; left as they are.
 * @returns the number of files written and their total bytes.
 */
export async function writeResponsiveVariants(
  publicDir: string,
  drawn: ReadonlySet<string> = new Set(),
): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const folder of RESPONSIVE_IMAGE_FOLDERS) {
    const dir = join(publicDir, 'images', folder);
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.webp') && !VARIANT.test(n))) {
      for (const width of RESPONSIVE_IMAGE_WIDTHS) {
        const copy = name.replace(/\.webp$/, `-${width}.webp`);
        if (drawn.has(`/images/${folder}/${copy}`)) continue;
        const info = await sharp(join(dir, name)).resize(width).webp({ quality: 75, effort: 6, smartSubsample: true }).toFile(join(dir, copy));
        files += 1;
        bytes += info.size;
      }
    }
  }
  return { files, bytes };
}
