/**
 * The business constants and limits: every timing with its unit in the name, every count.
 * @see docs/requirements.md §9
 */

/** How long after arriving on the home page the chat button's tooltip appears, in ms. @see docs/requirements.md §2.2, §9 */
export const TOOLTIP_DELAY_MS = 3000;
/** How long the chat button's tooltip then stays, in ms. @see docs/requirements.md §2.2, §9 */
export const TOOLTIP_VISIBLE_MS = 6000;

/** How many toasts show at once. @see docs/requirements.md §4, §9 */
export const TOAST_LIMIT = 1;
/** How long a toast stays before it dismisses itself, unless a duration is given, in ms. @see docs/requirements.md §4, §9 */
export const TOAST_DURATION_MS = 5000;
/** How far a toast must be swiped to dismiss it, in CSS pixels. @see docs/requirements.md §9 */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The key that moves focus to the toasts (a `KeyboardEvent.key`). @see docs/requirements.md §9 */
export const TOAST_HOTKEY = 'F8';

/** Time between a carousel's automatic advances (featured portfolio, testimonials), in ms. @see docs/requirements.md §4, §9 */
export const CAROUSEL_INTERVAL_MS = 5000;
/** Time each offer message shows when there are several, in ms. @see docs/requirements.md §2.2, §9 */
export const OFFER_ROTATION_MS = 5000;

/** When the 'Welcome aboard!' confirmation closes itself on the home page, in ms. @see docs/requirements.md §4, §9 */
export const CONFIRMATION_HOME_MS = 4000;
/** When the 'Welcome aboard!' confirmation closes itself on the portfolio and packages pages, in ms. @see docs/requirements.md §4, §9 */
export const CONFIRMATION_OTHER_MS = 2000;

/** How many home thumbnails the gallery reads and shows. @see docs/requirements.md §7, §9 */
export const HOME_THUMBNAILS_LIMIT = 12;

/** One row of the home gallery: its loop duration and the way it scrolls. */
export interface GalleryRow {
  /** Seconds one loop of the row takes, e.g. `30`. */
  readonly durationSeconds: number;
  /** The way the row scrolls. */
  readonly direction: 'left' | 'right';
}

/**
 * The home gallery's three rows, top to bottom: 30 s left, 25 s right, 35 s left (the
 * thumbnails are split in three equal rows, the remainder going to the third).
 * @see docs/requirements.md §2.3, §9
 */
export const GALLERY_ROWS = [
  { durationSeconds: 30, direction: 'left' },
  { durationSeconds: 25, direction: 'right' },
  { durationSeconds: 35, direction: 'left' },
] as const satisfies readonly GalleryRow[];

/** Seconds one loop of a gallery row takes when no duration is given. @see docs/requirements.md §4, §9 */
export const GALLERY_DURATION_SECONDS = 20;

/** How many featured before/after works the portfolio reads and shows. @see docs/requirements.md §7, §9 */
export const FEATURED_PORTFOLIO_LIMIT = 5;
/** How many testimonials (the oldest) the testimonials carousel shows; the rest go to the grid. @see docs/requirements.md §2.7, §9 */
export const TESTIMONIAL_CAROUSEL_COUNT = 5;

/** How many keywords a blog card shows at most. @see docs/requirements.md §9 */
export const BLOG_CARD_MAX_KEYWORDS = 3;
/** How many keywords the featured blog post shows at most. @see docs/requirements.md §9 */
export const FEATURED_POST_MAX_KEYWORDS = 4;
/** How many images a case study card shows at most (its popup shows all). @see docs/requirements.md §9 */
export const CASE_STUDY_CARD_MAX_IMAGES = 4;

/** Time between scroll steps while the pointer rests on a select menu's scroll button, in ms. @see docs/requirements.md §9 */
export const SELECT_SCROLL_INTERVAL_MS = 50;
/** How long a select's typeahead remembers the keys typed so far, in ms. @see docs/requirements.md §9 */
export const SELECT_TYPEAHEAD_RESET_MS = 1000;
