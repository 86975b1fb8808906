/**
 * How a lead found the site, as one short line of the agency's email: the source columns the
 * site stores with each lead (docs/privacy.md), trusted for nothing.
 * @see docs/requirements.md §5
 */
import { singleLine } from './text.ts';

/** `https://www.youtube.com` → `youtube.com`, `http://localhost:8080` → `localhost:8080`. */
const hostOf = (origin: string) => origin.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/^www\./i, '');

/** Each part of the line: the column it shows, and how (the value already on one line). */
const PARTS: [column: string, show: (value: string) => string][] = [
  ['utm_source', (v) => v],
  ['utm_medium', (v) => `medium ${v}`],
  ['utm_campaign', (v) => `campaign ${v}`],
  ['utm_term', (v) => `term ${v}`],
  ['utm_content', (v) => `content ${v}`],
  ['source_landing_path', (v) => `landed on ${v}`],
  ['source_referrer', (v) => `from ${hostOf(v)}`],
  ['gclid', () => 'a Google Ads click (gclid)'],
  ['fbclid', () => 'a Facebook or Instagram link (fbclid)'],
];

/**
 * The lead's source in one line, its parts joined by ` · `, e.g.
 * `youtube · campaign bio-link · landed on /portfolio · from youtube.com`: the UTM values as the
 * link carried them, the landing path, the referrer's host (`www.` left out), and whether an ad
 * click id came with it (the id itself stays in the row). Each value on one line (control
 * characters as spaces); the caller escapes it for HTML like every other field.
 * @param row - the lead's row (`to_jsonb(new)`); columns that are absent, empty or not text are left out.
 * @returns the line, or `null` when the lead has no source (a direct visit, or a lead stored
 *   before the source columns existed).
 */
export function sourceLine(row: Record<string, unknown>): string | null {
  const parts = PARTS.flatMap(([column, show]) => {
    const value = row[column];
    const text = typeof value === 'string' ? singleLine(value) : '';
    return text ? [show(text)] : [];
  });
  return parts.length > 0 ? parts.join(' · ') : null;
}
