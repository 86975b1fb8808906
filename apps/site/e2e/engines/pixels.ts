/**
 * Reading a screenshot's pixels (sharp, which the site's build already uses for its images):
 * what shows through a modal's backdrop.
 */
import sharp from 'sharp';

/** A box of the viewport in CSS px. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The brightest channel value of the PNG's pixels outside `box` (grown by `marginPx`), and where.
 * The screenshot is at one device pixel per CSS pixel (the suites' viewports).
 */
export async function brightestOutside(png: Buffer, box: Box, marginPx = 3): Promise<{ value: number; x: number; y: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let brightest = { value: 0, x: 0, y: 0 };
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if (x >= box.left - marginPx && x <= box.right + marginPx && y >= box.top - marginPx && y <= box.bottom + marginPx) continue;
      const i = (y * info.width + x) * info.channels;
      const value = Math.max(data[i]!, data[i + 1]!, data[i + 2]!);
      if (value > brightest.value) brightest = { value, x, y };
    }
  }
  return brightest;
}
