/**
 * The request headers PostgREST negotiates on: `Prefer`, `Accept`, `Accept-Profile` /
 * `Content-Profile` and `Content-Type`.
 */
import { invalidBody, notImplemented, PgrstError } from '../errors';

/** The `Prefer` preferences this stand-in honours (unknown ones are ignored, as PostgREST does by default). */
export interface Preferences {
  /** `return=`: `minimal` (the default; `headers-only` is treated the same) or `representation`. */
  return: 'minimal' | 'representation' | null;
  /** `count=exact|planned|estimated`: all three count exactly here. */
  count: 'exact' | 'planned' | 'estimated' | null;
  /** `missing=default`: absent payload keys take the column default instead of null. */
  missing: 'default' | 'null' | null;
}

/**
 * Reads every `Prefer` header (comma-separated `key=value` tokens).
 *
 * @throws {@link PgrstError} 400 PGRST127 for `resolution=` (upserts are not supported).
 */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = { return: null, count: null, missing: null };
  const tokens = (Array.isArray(header) ? header : [header ?? ''])
    .flatMap((h) => h.split(','))
    .map((t) => t.trim())
    .filter(Boolean);
  for (const token of tokens) {
    const [key, value] = token.split('=', 2).map((s) => s.trim());
    if (key === 'return' && (value === 'minimal' || value === 'headers-only')) prefs.return = 'minimal';
    else if (key === 'return' && value === 'representation') prefs.return = 'representation';
    else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) prefs.count = value;
    else if (key === 'missing' && (value === 'default' || value === 'null')) prefs.missing = value;
    else if (key === 'resolution') throw notImplemented('Upserts (Prefer: resolution) are not supported by the local backend');
  }
  return prefs;
}

/** How to shape the response body: a JSON array or one object, optionally without null fields. */
export interface ResponseShape {
  /** `object` for `application/vnd.pgrst.object+json`, else `array`. */
  kind: 'array' | 'object';
  /** The `nulls=stripped` media type parameter (supabase-js `.stripNulls()`). */
  stripNulls: boolean;
}

const ARRAY_TYPES = ['application/json', 'application/vnd.pgrst.array+json', 'application/vnd.pgrst.array', 'application/*', '*/*'];
const OBJECT_TYPES = ['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object'];

/**
 * Picks the response shape from `Accept` (first acceptable media type wins; none means JSON).
 *
 * @throws {@link PgrstError} 406 PGRST107 when no listed type is available (e.g. `text/csv`).
 */
export function negotiateAccept(accept: string | undefined): ResponseShape {
  if (accept === undefined || accept.trim() === '') return { kind: 'array', stripNulls: false };
  const ranges = accept.split(',').map((range) => range.split(';').map((part) => part.trim().toLowerCase()));
  for (const [type = '', ...params] of ranges) {
    const stripNulls = params.includes('nulls=stripped');
    if (OBJECT_TYPES.includes(type)) return { kind: 'object', stripNulls };
    if (ARRAY_TYPES.includes(type)) return { kind: 'array', stripNulls };
  }
  const listed = ranges.map(([type]) => type).filter(Boolean).join(', ');
  throw new PgrstError(406, 'PGRST107', `None of these media types are available: ${listed}`);
}

/**
 * Checks `Accept-Profile` / `Content-Profile`: only schema `public` is exposed.
 *
 * @throws {@link PgrstError} 406 PGRST106.
 */
export function checkProfile(profile: string | undefined): void {
  if (profile === undefined || profile.trim() === '' || profile.trim() === 'public') return;
  throw new PgrstError(406, 'PGRST106', `Invalid schema: ${profile.trim()}`, null, 'Only the following schemas are exposed: public');
}

/**
 * Checks that a write's body is JSON (`application/json`, or no `Content-Type`, as PostgREST assumes).
 *
 * @throws {@link PgrstError} 400 PGRST102 `Content-Type not acceptable: <type>`.
 */
export function checkJsonContentType(contentType: string | undefined): void {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '' || type === 'application/json' || type === 'application/vnd.pgrst.object+json') return;
  throw invalidBody(`Content-Type not acceptable: ${type}`);
}
