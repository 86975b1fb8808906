/**
 * `npm run image-copies -w @agency/demo-images`: rewrites only the copies (WebP 480/640/960 and
 * the four AVIF sizes) of the committed 1280 × 720 originals, keeping the drawn thumbnail copies.
 * Needs neither the fonts nor the SVG drawing of generate.ts. Prints the count and size.
 */
import { DRAWN_COPIES, PUBLIC_DIR } from './layout';
import { writeResponsiveVariants } from './variants';

const { files, bytes } = await writeResponsiveVariants(PUBLIC_DIR, DRAWN_COPIES);
console.log(`${files} copies, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${PUBLIC_DIR}/images`);
