/**
 * Every timing and limit of spec §9, named with its unit. Components of @agency/ui carry the
 * same defaults; the site passes these explicitly so the numbers are read in one place.
 * @see spec §9
 */
export const TOOLTIP_DELAY_MS = 3000;
export const TOOLTIP_VISIBLE_MS = 6000;
export const TOAST_DURATION_MS = 5000;
export const CAROUSEL_INTERVAL_MS = 5000;
export const OFFER_ROTATION_MS = 5000;
/** 'Welcome aboard!' auto-close on the home page. */
export const CONFIRMATION_HOME_MS = 4000;
/** 'Welcome aboard!' auto-close on the portfolio and packages pages. */
export const CONFIRMATION_OTHER_MS = 2000;
/** Home gallery: three rows, their loop durations and directions. */
export const GALLERY_ROWS = [
  { durationSeconds: 30, direction: 'left' },
  { durationSeconds: 25, direction: 'right' },
  { durationSeconds: 35, direction: 'left' },
] as const;
export const TESTIMONIAL_CAROUSEL_COUNT = 5;
export const BLOG_CARD_KEYWORDS = 3;
export const FEATURED_POST_KEYWORDS = 4;
