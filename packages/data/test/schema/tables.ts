/**
 * The 14 tables of `supabase/migrations/20261121000000_initial_schema.sql`, each with what the
 * security tests need: its kind in the access model of docs/architecture.md ("Security model"), valid rows and a valid patch.
 */

/**
 * A callback date `days` after today's UTC date, as ISO `YYYY-MM-DD`: the database accepts
 * `current_date - 1` to `current_date + 7` (UTC), the form's today and next 6 days with a day of
 * slack each side (migration 20261126000000_api_hardening.sql; docs/requirements.md §5). Fixtures
 * use 2 and 3, at least a day away from either edge, so a test running across midnight UTC holds.
 */
export function callbackDate(days: number, now: Date = new Date()): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return day.toISOString().slice(0, 10);
}

/** Content readable by visitors; `active-only`: only rows with `is_active` (offers, tooltips); `lead`: insert-only. */
export type TableKind = 'content' | 'active-only' | 'lead';

/** One table of the migration. */
export interface TableCase {
  name: string;
  kind: TableKind;
  /** The `n`-th valid row (unique where the table has unique keys); lead rows use only the form's columns. */
  row(n: number): Record<string, unknown>;
  /** A valid change of one row, applied by the update cells. */
  patch: Record<string, unknown>;
}

/** Every table of the migration, in migration order. */
export const TABLES: readonly TableCase[] = [
  { name: 'HomeThumbnails', kind: 'content', row: (n) => ({ image_url: `/images/home/${n}.webp`, alt_text: `Thumbnail ${n}` }), patch: { alt_text: 'Changed' } },
  { name: 'Thumbnail_Work', kind: 'content', row: (n) => ({ title: `Work ${n}`, category: 'Automotive' }), patch: { title: 'Changed' } },
  { name: 'FeaturedPortfolio', kind: 'content', row: (n) => ({ title: `Featured ${n}` }), patch: { title: 'Changed' } },
  { name: 'CaseStudies', kind: 'content', row: (n) => ({ client_name: `Client ${n}`, image_urls: ['/a.webp'] }), patch: { client_name: 'Changed' } },
  { name: 'Team', kind: 'content', row: (n) => ({ name: `Member ${n}`, bio: '<p>Bio</p>' }), patch: { name: 'Changed' } },
  {
    name: 'site_assets',
    kind: 'content',
    // asset_name is unique and one of two values, so the table holds at most two rows.
    row: (n) => ({ asset_name: n === 0 ? 'favicon' : 'logo_dark_background', asset_url: `/images/brand/${n}.svg` }),
    patch: { asset_url: '/changed.svg' },
  },
  { name: 'testimonials', kind: 'content', row: (n) => ({ name: `Client ${n}`, comment: 'Great work', stars: 5 }), patch: { stars: 1 } },
  { name: 'blogs', kind: 'content', row: (n) => ({ title: `Post ${n}`, slug: `post-${n}`, keywords: ['a'] }), patch: { title: 'Changed' } },
  { name: 'offers', kind: 'active-only', row: (n) => ({ message: `Offer ${n}`, is_active: n % 2 === 0 }), patch: { message: 'Changed' } },
  { name: 'whatsapp_tooltips', kind: 'active-only', row: (n) => ({ message: `Tooltip ${n}`, is_active: n % 2 === 0 }), patch: { message: 'Changed' } },
  {
    name: 'free_sample_requests',
    kind: 'lead',
    row: (n) => ({ name: `Ann ${n}`, phone: '+44 20 7946 0000', email: `ann-${n}@example.com`, video_title: 'My video', channel_link: 'https://youtube.com/@ann' }),
    patch: { name: 'Changed' },
  },
  {
    name: 'callback_requests',
    kind: 'lead',
    row: (n) => ({ name: `Bob ${n}`, phone: '555 0100', preferred_date: callbackDate(2), preferred_time_slot: '07:00-08:00', channel_link: null }),
    patch: { name: 'Changed' },
  },
  {
    name: 'ContactQueries',
    kind: 'lead',
    row: (n) => ({ name: `Cid ${n}`, email: `cid-${n}@example.com`, subject: 'Hello', message: 'A message', package_interest: 'Pro Engage' }),
    patch: { subject: 'Changed' },
  },
  { name: 'Subscribers', kind: 'lead', row: (n) => ({ email: `dee-${n}@example.com` }), patch: { email: 'changed@example.com' } },
];

/** The four lead tables. */
export const LEAD_TABLES = TABLES.filter((t) => t.kind === 'lead');

/** The lead table named `name`; throws for any other name. */
export function leadTable(name: string): TableCase {
  const table = LEAD_TABLES.find((x) => x.name === name);
  if (!table) throw new Error(`unknown lead table ${name}`);
  return table;
}

/** `"public"."Name"`: a table name from {@link TABLES} quoted for SQL written by the tests. */
export function qualified(name: string): string {
  return `"public"."${name.replaceAll('"', '""')}"`;
}
