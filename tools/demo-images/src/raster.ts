/**
 * Rasterises SVG markup to WebP files with sharp, lowering the quality step by step until the
 * file fits its byte budget.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import sharp from 'sharp';

/** WebP qualities tried in order until a file fits its budget. */
const QUALITIES = [80, 75, 70, 65, 60, 55, 50, 45, 40] as const;

/** Result of writing one image. */
export interface Written {
  /** Path relative to the site's `public/` folder, as the seed stores it (`/images/...`). */
  url: string;
  bytes: number;
  /** WebP quality the file was written at (0 for SVG files). */
  quality: number;
  width: number;
  height: number;
}

/** Rasterises `svg` to PNG bytes at its own size (for embedding inside another SVG). */
export async function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A data URI of PNG bytes, for `<image href>` inside SVG. */
export function dataUri(bytes: Buffer): string {
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

/**
 * Writes `svg` as WebP to `<publicDir><url>` at `width` x `height` px.
 * @param maxBytes byte budget; the quality drops until the file fits.
 * @throws Error when even the lowest quality exceeds `maxBytes`.
 */
export async function writeWebp(
  publicDir: string,
  url: string,
  svg: string,
  width: number,
  height: number,
  maxBytes: number,
): Promise<Written> {
  const raster = await sharp(Buffer.from(svg)).resize(width, height).png().toBuffer();
  for (const quality of QUALITIES) {
    const out = await sharp(raster).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
    if (out.byteLength <= maxBytes) {
      const file = `${publicDir}${url}`;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, out);
      return { url, bytes: out.byteLength, quality, width, height };
    }
  }
  throw new Error(`${url} does not fit in ${maxBytes} bytes even at quality ${QUALITIES.at(-1)}`);
}
