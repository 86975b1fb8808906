/**
 * How a lead found the site, and the callback's time zones: the facts the site, the database's
 * CHECK constraints and the schema tests share. What is kept of a visitor and why:
 * docs/privacy.md.
 * @see docs/requirements.md §5
 */

/**
 * The URL parameters a visit's source is read from, in the order of their columns (each is a
 * column of the same name in `free_sample_requests`, `callback_requests` and `"ContactQueries"`).
 */
export const LEAD_SOURCE_PARAMETERS = [
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid',
] as const;

/** One of {@link LEAD_SOURCE_PARAMETERS}, e.g. `'utm_campaign'`. */
export type LeadSourceParameter = (typeof LEAD_SOURCE_PARAMETERS)[number];

/**
 * Every source column of a lead table: the landing path (`/portfolio`), the referrer's origin
 * (`https://www.youtube.com`), then the parameters.
 */
export const LEAD_SOURCE_COLUMNS = ['source_landing_path', 'source_referrer', ...LEAD_SOURCE_PARAMETERS] as const;

/** One of {@link LEAD_SOURCE_COLUMNS}. */
export type LeadSourceColumn = (typeof LEAD_SOURCE_COLUMNS)[number];

/** The most characters each source column holds (200; characters, not bytes). */
export const LEAD_SOURCE_MAX_LENGTH = 200;

/**
 * Characters no source value may hold: the C0 and C1 control characters, DEL, and the line and
 * paragraph separators (spelled out so JavaScript and Postgres read the class alike; NUL cannot
 * be stored in Postgres text at all).
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
export const LEAD_SOURCE_FORBIDDEN = /[\u0001-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A referrer as stored: an http(s) origin and nothing more (no path, query or credentials), as
 * the browser's `URL.origin` writes it: lower case, a host name (IDN in punycode) or an IPv6
 * address in brackets, an optional port.
 */
export const SOURCE_REFERRER_PATTERN = /^https?:\/\/([a-z0-9_-]+(\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$/;

/** The time zone whose wall clock the callback slots mean: the agency works on UK time. */
export const CALLBACK_TIME_ZONE = 'Europe/London';

/** The most characters `callback_requests.visitor_time_zone` holds (64). */
export const VISITOR_TIME_ZONE_MAX_LENGTH = 64;

/**
 * An IANA time zone name as browsers report it (`Intl.DateTimeFormat().resolvedOptions()`):
 * `UTC`, `America/New_York`, `America/Argentina/Buenos_Aires`, `Etc/GMT+5`,
 * `America/Port-au-Prince`. A shape, not a list: a zone newer than a server's time zone data
 * must not fail a visitor's booking.
 */
export const VISITOR_TIME_ZONE_PATTERN = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/** A landing path as stored: the page's path, which always starts with `/` (no query, no fragment). */
export const SOURCE_LANDING_PATH_PATTERN = /^\//;
