/** The shipped thumbnails at 1280 × 720 that have a 640 × 360 `-640.webp` twin. */
const THUMBNAIL_1280 = /^(\/images\/thumbnails\/(?:(?!-640\.webp$)[^/?#])+)\.webp$/;

/**
 * The responsive `srcSet` of an image the repo ships: for `/images/thumbnails/x.webp` (1280 w)
 * `"/images/thumbnails/x-640.webp 640w, /images/thumbnails/x.webp 1280w"`.
 * @param url - an image URL from the database (may be null, external or already the 640 twin).
 * @returns the `srcSet` string, or `undefined` when the URL has no known twin (then only `src`).
 * @see issue 5 §3 (responsive srcset)
 */
export function thumbnailSrcSet(url: string | null | undefined): string | undefined {
  const match = url ? THUMBNAIL_1280.exec(url) : null;
  return match ? `${match[1]}-640.webp 640w, ${url} 1280w` : undefined;
}
