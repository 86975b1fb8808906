/**
 * The product's facts that the components take as their defaults and limits, exported under
 * the library's names for apps that consume the packed @agency/ui.
 *
 * Every value is defined once, in the workspace @agency/domain, which the build bundles into
 * the library (a build-time dependency, not a runtime one). This module is the only one of the
 * library that imports it: the components read their facts from here. Each is declared as a
 * constant rather than re-exported with `export … from`, so the emitted `.d.ts` carries the
 * value and never names the unpublished workspace.
 * @see docs/requirements.md §3, §5, §9
 */
import * as domain from '@agency/domain';

/** Delay before the chat button's tooltip shows, in ms (3000). @see docs/requirements.md §9 */
export const TOOLTIP_DELAY_MS = domain.TOOLTIP_DELAY_MS;
/** How long the chat button's tooltip stays, in ms (6000). @see docs/requirements.md §9 */
export const TOOLTIP_VISIBLE_MS = domain.TOOLTIP_VISIBLE_MS;
/** How many toasts show at once (1). @see docs/requirements.md §9 */
export const TOAST_LIMIT = domain.TOAST_LIMIT;
/** A toast's default lifetime, in ms (5000). @see docs/requirements.md §9 */
export const TOAST_DURATION_MS = domain.TOAST_DURATION_MS;
/** How far a toast must be swiped right to dismiss it, in px (50). @see docs/requirements.md §9 */
export const TOAST_SWIPE_THRESHOLD_PX = domain.TOAST_SWIPE_THRESHOLD_PX;
/** The key that moves focus to the toasts (`'F8'`). @see docs/requirements.md §9 */
export const TOAST_HOTKEY = domain.TOAST_HOTKEY;
/** Time between a carousel's automatic advances, in ms (5000). @see docs/requirements.md §9 */
export const CAROUSEL_INTERVAL_MS = domain.CAROUSEL_INTERVAL_MS;
/** Time each offer message shows when there are several, in ms (5000). @see docs/requirements.md §9 */
export const OFFER_ROTATION_MS = domain.OFFER_ROTATION_MS;
/** Seconds one loop of a gallery row takes by default (20). @see docs/requirements.md §9 */
export const GALLERY_DURATION_SECONDS = domain.GALLERY_DURATION_SECONDS;
/** The alt text of a gallery thumbnail that has none (`'Dynamic thumbnail design'`). @see docs/requirements.md §3.1 */
export const DEFAULT_THUMBNAIL_ALT = domain.HOME_THUMBNAIL_DEFAULT_ALT_TEXT;
/** The most stars a testimonial card shows (5). @see docs/requirements.md §3.1 */
export const MAX_STARS = domain.TESTIMONIAL_MAX_STARS;
/** How many keywords a blog card shows at most (3). @see docs/requirements.md §9 */
export const BLOG_CARD_MAX_KEYWORDS = domain.BLOG_CARD_MAX_KEYWORDS;
/** How many keywords the featured post card shows at most (4). @see docs/requirements.md §9 */
export const FEATURED_POST_MAX_KEYWORDS = domain.FEATURED_POST_MAX_KEYWORDS;
/** How many images a case study card shows at most (4). @see docs/requirements.md §9 */
export const CASE_STUDY_CARD_MAX_IMAGES = domain.CASE_STUDY_CARD_MAX_IMAGES;
/** Time between a select's scroll steps while the pointer rests on a scroll button, in ms (50). @see docs/requirements.md §9 */
export const SELECT_SCROLL_INTERVAL_MS = domain.SELECT_SCROLL_INTERVAL_MS;
/** How long a select's typeahead remembers the keys typed, in ms (1000). @see docs/requirements.md §9 */
export const SELECT_TYPEAHEAD_RESET_MS = domain.SELECT_TYPEAHEAD_RESET_MS;
/** The email pattern of every form; the database checks the same one. @see docs/requirements.md §5 */
export const EMAIL_PATTERN = domain.EMAIL_PATTERN;
/** The most characters each lead field holds, by column name; the forms' `maxLength`. @see docs/requirements.md §3.1, §5 */
export const FIELD_MAX_LENGTH = domain.FIELD_MAX_LENGTH;
/** The callback's 16 hourly time slots as stored, `'07:00-08:00'` … `'22:00-23:00'`. @see docs/requirements.md §5, §9 */
export const CALLBACK_TIME_SLOTS = domain.CALLBACK_TIME_SLOTS;
/** How many dates the callback form offers: today plus the next 6 days (7). @see docs/requirements.md §9 */
export const CALLBACK_DATE_OPTION_COUNT = domain.CALLBACK_DATE_OPTION_COUNT;
/** The contact form's package options: the three packages, then 'Need Custom Package'. @see docs/requirements.md §5 */
export const PACKAGE_OPTIONS = domain.PACKAGE_OPTIONS;
/** One of {@link PACKAGE_OPTIONS}. */
export type PackageOption = (typeof PACKAGE_OPTIONS)[number];
/** The time zone the callback slots mean: UK time (`'Europe/London'`), as the agency works. @see docs/requirements.md §5 */
export const CALLBACK_TIME_ZONE = domain.CALLBACK_TIME_ZONE;
/** The most characters of a visitor's time zone name the database stores (64). @see docs/requirements.md §5 */
export const VISITOR_TIME_ZONE_MAX_LENGTH = domain.VISITOR_TIME_ZONE_MAX_LENGTH;
/** The shape of an IANA time zone name the database stores, e.g. `America/New_York`. @see docs/requirements.md §5 */
export const VISITOR_TIME_ZONE_PATTERN = domain.VISITOR_TIME_ZONE_PATTERN;
