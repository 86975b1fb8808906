/**
 * Where the generator writes: the site's static folder, and which copies it draws itself.
 * Shared by generate.ts (everything) and copies.ts (the copies alone).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { THUMBNAILS } from './thumbnail-specs';

/** The site's static folder; image URLs in the seed are relative to it. */
export const PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/site/public');

/** URLs of the copies drawn from SVG at their own size, which variants.ts must not resize over. */
export const DRAWN_COPIES: ReadonlySet<string> = new Set(Object.keys(THUMBNAILS).map((slug) => `/images/thumbnails/${slug}-640.webp`));
