/**
 * The site's image URL layout: the responsive variants of the 16:9 images it ships
 * (`apps/site/public/images/`, the URLs the seed stores). Next to each 1280 × 720 `x.webp` in one
 * of {@link RESPONSIVE_IMAGE_FOLDERS} lie `x-480.webp`, `x-640.webp` and `x-960.webp`, and the
 * same four sizes in AVIF (`x.avif`, `x-480.avif`, …; about 40 % fewer bytes); the demo image
 * generator (`tools/demo-images`) writes them from these same constants.
 * @see docs/architecture.md, "Packages" (the site owns the image URL layout)
 */

/** Widths in pixels of the smaller copies, narrowest first; the original is 1280 wide. */
export const RESPONSIVE_IMAGE_WIDTHS = [480, 640, 960] as const;

/** Width in pixels of the originals. */
export const RESPONSIVE_IMAGE_ORIGINAL_WIDTH = 1280;

/** The folders under `/images/` whose originals have the smaller copies. */
export const RESPONSIVE_IMAGE_FOLDERS = ['thumbnails', 'featured', 'case-studies', 'blog'] as const;

const ORIGINAL = new RegExp(
  `^(/images/(?:${RESPONSIVE_IMAGE_FOLDERS.join('|')})/(?:(?!-(?:${RESPONSIVE_IMAGE_WIDTHS.join('|')})\\.webp$)[^/?#])+)\\.webp$`,
);

/**
 * The `srcset` of an image URL the repo ships, e.g. for `/images/blog/x.webp`:
 * `"/images/blog/x-480.webp 480w, /images/blog/x-640.webp 640w, /images/blog/x-960.webp 960w,
 * /images/blog/x.webp 1280w"`.
 * @param url - an image URL as stored in the database (may be null, external, or a variant).
 * @returns the `srcset`, or `undefined` for any other URL (an external image, a portrait, a
 *   variant): the `<img>` then has its `src` only.
 */
export function responsiveSrcSet(url: string | null | undefined): string | undefined {
  const match = url ? ORIGINAL.exec(url) : null;
  if (!match) return undefined;
  const smaller = RESPONSIVE_IMAGE_WIDTHS.map((width) => `${match[1]}-${width}.webp ${width}w`);
  return [...smaller, `${url} ${RESPONSIVE_IMAGE_ORIGINAL_WIDTH}w`].join(', ');
}

/**
 * The `<source>`s of an image URL the repo ships: its AVIF copies, which a browser that decodes
 * AVIF fetches instead of the WebP ones, e.g. for `/images/blog/x.webp`:
 * `[{ type: 'image/avif', srcSet: "/images/blog/x-480.avif 480w, …, /images/blog/x.avif 1280w" }]`.
 * @param url - an image URL as stored in the database (may be null, external, or a variant).
 * @returns the sources (an `ImageSourcesResolver` of `@agency/ui`; typed here without importing
 *   the library, which `tools/demo-images` would then compile too), or `undefined` for any URL
 *   {@link responsiveSrcSet} gives nothing for.
 */
export function responsiveSources(url: string | null | undefined): Array<{ type: 'image/avif'; srcSet: string }> | undefined {
  const webp = responsiveSrcSet(url);
  return webp ? [{ type: 'image/avif', srcSet: webp.replace(/\.webp /g, '.avif ') }] : undefined;
}
