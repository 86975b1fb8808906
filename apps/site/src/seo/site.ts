import { resolveSiteOrigin } from '../config/origin';

/** The public origin of this build (`VITE_SITE_ORIGIN`, default `http://localhost:4173`). */
export const SITE_ORIGIN = resolveSiteOrigin(import.meta.env);

/**
 * An absolute URL on the site.
 * @param path - a path such as `/blog/x` or an already absolute URL (returned unchanged).
 * @returns e.g. `https://thumbcraft.studio/blog/x`.
 */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${SITE_ORIGIN}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The default social-card image (1280 × 720). */
export const DEFAULT_SOCIAL_IMAGE = '/images/featured/survival-series-after.webp';
