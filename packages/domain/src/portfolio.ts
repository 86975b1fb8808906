/**
 * The portfolio's categories. @see docs/requirements.md §3.3
 */

/** The filter choice that shows every work; the first of {@link PORTFOLIO_CATEGORIES}, never a work's own category. */
export const CATEGORY_ALL = 'All';

/**
 * The twelve categories a thumbnail work belongs to (`"Thumbnail_Work".category`), in the
 * order the filter lists them. The database's CHECK constraint allows exactly these.
 * @see docs/requirements.md §3.3
 */
export const THUMBNAIL_WORK_CATEGORIES = [
  'Gaming & Live Streams',
  'Podcasts & Talk Shows',
  'Documentary & Storytelling',
  'Sports & Highlights',
  'Tech & Crypto',
  'Fitness & Health',
  'Lifestyle & Fashion',
  'Food & Cooking',
  'Motivation & Self-Help',
  'Business & Money',
  'Spiritual & Religious',
  'Automotive',
] as const;

/** One of {@link THUMBNAIL_WORK_CATEGORIES}, e.g. `'Tech & Crypto'`. */
export type ThumbnailWorkCategory = (typeof THUMBNAIL_WORK_CATEGORIES)[number];

/**
 * The 13 portfolio categories of the category filter, in order: {@link CATEGORY_ALL} first,
 * then the {@link THUMBNAIL_WORK_CATEGORIES}.
 * @see docs/requirements.md §3.3, §2.4
 */
export const PORTFOLIO_CATEGORIES = [CATEGORY_ALL, ...THUMBNAIL_WORK_CATEGORIES] as const;

/** One of {@link PORTFOLIO_CATEGORIES}: a work's category or `'All'`. */
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];
