/**
 * Writes the responsive copies of the 16:9 images (`x-480.webp`, `x-640.webp`, `x-960.webp`
 * next to each 1280-wide `x.webp` of the folders in RESPONSIVE_IMAGE_FOLDERS) by resizing the
 * original with sharp (Lanczos) at WebP quality 75. A copy that exists is kept, so the
 * thumbnails' SVG-rendered 640 copies stay as they are.
 *
 *   npx tsx tools/demo-images/src/variants.ts [--force]
 *
 * generate.ts runs it at the end too. The outputs are committed.
 * @see apps/site/src/lib/images.ts (the site's image URL layout: these folders and widths, and the
 *   `srcset` it builds from them)
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { RESPONSIVE_IMAGE_FOLDERS, RESPONSIVE_IMAGE_WIDTHS } from '@agency/site/images';

const VARIANT = new RegExp(`-(?:${RESPONSIVE_IMAGE_WIDTHS.join('|')})\\.webp$`);

/**
 * Writes the missing copies under `<publicDir>/images/<folder>/`.
 * @param force - rewrite copies that exist.
 * @returns the number of files written and their total bytes.
 */
export async function writeResponsiveVariants(publicDir: string, force = false): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const folder of RESPONSIVE_IMAGE_FOLDERS) {
    const dir = join(publicDir, 'images', folder);
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.webp') && !VARIANT.test(n))) {
      for (const width of RESPONSIVE_IMAGE_WIDTHS) {
        const target = join(dir, name.replace(/\.webp$/, `-${width}.webp`));
        if (!force && existsSync(target)) continue;
        const info = await sharp(join(dir, name)).resize(width).webp({ quality: 75, effort: 6, smartSubsample: true }).toFile(target);
        files += 1;
        bytes += info.size;
      }
    }
  }
  return { files, bytes };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const publicDir = resolve(fileURLToPath(import.meta.url), '../../../../apps/site/public');
  writeResponsiveVariants(publicDir, process.argv.includes('--force')).then(
    ({ files, bytes }) => console.log(`${files} responsive copies written (${(bytes / 1024).toFixed(0)} KB)`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
