/**
 * Facts of the content tables that the database and the components share.
 * @see docs/requirements.md §3.1
 */

/**
 * The alt text of a home thumbnail stored without one (`"HomeThumbnails".alt_text`'s
 * default), and the gallery's fallback when a thumbnail has none.
 * @see docs/requirements.md §3.1 (HomeThumbnails)
 */
export const HOME_THUMBNAIL_DEFAULT_ALT_TEXT = 'Dynamic thumbnail design';

/**
 * The most stars a testimonial gives (`testimonials.stars` is 0 to 5).
 * @see docs/requirements.md §3.1 (testimonials)
 */
export const TESTIMONIAL_MAX_STARS = 5;
