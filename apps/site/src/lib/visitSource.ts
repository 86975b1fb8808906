import {
  LEAD_SOURCE_FORBIDDEN,
  LEAD_SOURCE_MAX_LENGTH,
  LEAD_SOURCE_PARAMETERS,
  SOURCE_REFERRER_PATTERN,
} from '@agency/domain';
import type { LeadSource } from '@agency/data';

/**
 * A value as the source columns take it: trimmed, at most {@link LEAD_SOURCE_MAX_LENGTH}
 * characters (code points, as Postgres counts them, so no emoji is cut in half), or `undefined`
 * when it is blank or holds a control character (NUL too, which Postgres text cannot hold at all).
 */
function clean(value: string | null): string | undefined {
  const text = Array.from(value?.trim() ?? '').slice(0, LEAD_SOURCE_MAX_LENGTH).join('').trim();
  return text && !LEAD_SOURCE_FORBIDDEN.test(text) && !text.includes('\u0000') ? text : undefined;
}

/** `text` as a URL, or `null` when it is not one. */
function urlOf(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * How a visit found the site, from what the browser knew when it began: the landing page's
 * address and the referrer (`document.referrer`). Untrusted input, kept only where it passes the
 * rules the database checks (`@agency/domain` `leadSource.ts`):
 * - `source_landing_path`: the landing page's path (no query, no fragment);
 * - `source_referrer`: the referring site's origin only (`https://www.youtube.com`, never its
 *   path), none when it is this site or not an http(s) page;
 * - `utm_source`, `utm_medium`, `utm_campaign`, `utm_term`, `utm_content`, `gclid`, `fbclid`:
 *   the landing address's parameters of those names (the first of each).
 * Each value trimmed and capped at 200 characters; a blank one or one with a control character
 * is dropped. When the referrer is a page of this site (a link followed before the app started
 * there, which is a plain page load), the visit began on that page: its path and parameters are
 * the landing's. A visit with no parameter and no other site's referrer has no source at all
 * (`{}`): a direct visit submits exactly the form's columns.
 * @param landing - the landing page's absolute URL.
 * @param referrer - `document.referrer` (`''` when there is none).
 * @returns the source columns that hold a value; `{}` for a direct visit or a malformed `landing`.
 * @see docs/privacy.md
 */
export function readVisitSource(landing: string, referrer: string): LeadSource {
  const page = urlOf(landing);
  if (!page) return {};
  const from = urlOf(referrer);
  const fromHere = from?.origin === page.origin;
  const start = fromHere && from ? from : page;
  const source: LeadSource = {};
  for (const parameter of LEAD_SOURCE_PARAMETERS) {
    const value = clean(start.searchParams.get(parameter));
    if (value) source[parameter] = value;
  }
  const origin = from && !fromHere && /^https?:$/.test(from.protocol) ? clean(from.origin) : undefined;
  if (origin && SOURCE_REFERRER_PATTERN.test(origin)) source.source_referrer = origin;
  if (Object.keys(source).length === 0) return {};
  const path = clean(start.pathname);
  return path?.startsWith('/') ? { source_landing_path: path, ...source } : source;
}

/** The visit's source, read once (see {@link visitSource}). */
let recorded: LeadSource | undefined;

/**
 * The source of this visit, for every lead insert (free sample, callback, contact; never the
 * newsletter): {@link readVisitSource} of the address the page was loaded at (the document's
 * navigation entry, which in-app navigation leaves as it was) and its referrer, read on the
 * first call and kept in this module's memory. Nothing is written anywhere: no cookie, no
 * storage, so a new page load (a reload, a new tab, a later visit) is a new visit, whose source
 * is what that load knew. First touch within one visit, then, and nothing across visits.
 * @returns the source columns; `{}` outside the browser or for a direct visit.
 * @see docs/privacy.md
 */
export function visitSource(): LeadSource {
  if (typeof window === 'undefined') return {};
  if (recorded === undefined) {
    const [navigation] = performance.getEntriesByType('navigation');
    recorded = readVisitSource(navigation?.name || window.location.href, document.referrer);
  }
  return recorded;
}
