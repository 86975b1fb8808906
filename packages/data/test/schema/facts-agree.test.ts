/**
 * Where the database must repeat a product fact, it agrees with @agency/domain, where the fact is
 * defined: the lead fields' lengths (`FIELD_MAX_LENGTH`), the email pattern (`EMAIL_PATTERN`),
 * the portfolio categories, the contact form's package options, the callback's time slots, the
 * home thumbnails' default alt text and the testimonials' most stars; the source columns' bound and
 * patterns (`LEAD_SOURCE_*`, `SOURCE_*_PATTERN`) and the callback's time zone's
 * (`VISITOR_TIME_ZONE_*`).
 *
 * Each fact is read from the catalog of the migrated database (`pg_constraint` through
 * `pg_get_constraintdef`, the columns' defaults), so a CHECK that drifts from the constant, or a
 * bound with no constant, fails here; then proven where it bites: inserted through the API, the
 * value at the limit is stored and one past it is refused with 23514 (check_violation).
 * @see docs/requirements.md §3, §5, §9
 */
import {
  CALLBACK_TIME_SLOTS,
  CATEGORY_ALL,
  EMAIL_PATTERN,
  FIELD_MAX_LENGTH,
  HOME_THUMBNAIL_DEFAULT_ALT_TEXT,
  LEAD_SOURCE_COLUMNS,
  LEAD_SOURCE_FORBIDDEN,
  LEAD_SOURCE_MAX_LENGTH,
  PACKAGE_OPTIONS,
  PORTFOLIO_CATEGORIES,
  TESTIMONIAL_MAX_STARS,
  SOURCE_LANDING_PATH_PATTERN,
  SOURCE_REFERRER_PATTERN,
  THUMBNAIL_WORK_CATEGORIES,
  VISITOR_TIME_ZONE_MAX_LENGTH,
  VISITOR_TIME_ZONE_PATTERN,
  type LeadField,
} from '@agency/domain';
import { startTestBackend, type TestBackend } from '@agency/local-backend/testing';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromNewAddress } from './support';
import { LEAD_TABLES, qualified, TABLES } from './tables';

let t: TestBackend;
let serial = 5000;

beforeAll(async () => {
  t = await startTestBackend();
});

afterAll(async () => {
  await t.stop();
});

/** The definitions of `table`'s CHECK constraints, as Postgres prints them back. */
async function checksOf(table: string): Promise<string[]> {
  const { rows } = await t.backend.db.query<{ def: string }>(
    `select pg_catalog.pg_get_constraintdef(oid) as def
       from pg_catalog.pg_constraint
      where contype = 'c' and conrelid = $1::regclass
      order by conname`,
    [qualified(table)],
  );
  return rows.map((r) => r.def);
}

/** Columns bounded by facts other than FIELD_MAX_LENGTH: how the visit found the site, the callback's time zone. */
const OTHER_BOUNDS: Record<string, number> = {
  ...Object.fromEntries(LEAD_SOURCE_COLUMNS.map((column) => [column, LEAD_SOURCE_MAX_LENGTH])),
  visitor_time_zone: VISITOR_TIME_ZONE_MAX_LENGTH,
};

/** `{ column: max }` for every `char_length(column) <= max` in `table`'s CHECKs (`all`: also {@link OTHER_BOUNDS}' columns). */
async function lengthBoundsOf(table: string, { all = false } = {}): Promise<Record<string, number>> {
  const defs = (await checksOf(table)).join('\n');
  return Object.fromEntries(
    [...defs.matchAll(/char_length\("?(\w+)"?\) <= (\d+)/g)].map((m) => [m[1]!, Number(m[2])]).filter(([column]) => all || !(String(column) in OTHER_BOUNDS)),
  );
}

/** The patterns `table`'s CHECKs test `column` against with `operator` (`~` or `!~`), as written. */
async function patternsOf(table: string, column: string, operator: '~' | '!~'): Promise<string[]> {
  return (await checksOf(table)).flatMap((def) =>
    [...def.matchAll(new RegExp(`\\(${column} ${operator} '((?:[^']|'')*)'::text\\)`, 'g'))].map((m) => m[1]!.replaceAll("''", "'")),
  );
}

/** The string literals of the one CHECK of `table` that names `column` in `column = ANY (ARRAY[...])`, in order. */
async function allowedValuesOf(table: string, column: string): Promise<string[]> {
  const defs = (await checksOf(table)).filter((def) => new RegExp(`\\(${column} = ANY \\(ARRAY\\[`).test(def));
  expect(defs, `one CHECK lists the values of ${table}.${column}`).toHaveLength(1);
  return [...defs[0]!.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1]!.replaceAll("''", "'"));
}

/** A valid, unique row of `table` (the security tests' fixtures) with `changes` applied. */
function rowOf(table: string, changes: Record<string, unknown>): Record<string, unknown> {
  const fixture = TABLES.find((x) => x.name === table);
  if (!fixture) throw new Error(`no fixture row for ${table}`);
  serial += 1;
  return { ...fixture.row(serial), ...changes };
}

/** Inserts one row with `client`, from an address of its own; returns the status and the Postgres error code (null when stored). */
async function insert(client: SupabaseClient, table: string, changes: Record<string, unknown>) {
  const { status, error } = await fromNewAddress(client.from(table).insert(rowOf(table, changes)));
  return { status, code: error?.code ?? null };
}

const STORED = { status: 201, code: null };
const REFUSED = { status: 400, code: '23514' };

/** A value of exactly `length` characters that is otherwise valid for `field` (characters, not bytes). */
function valueOfLength(field: LeadField, length: number): string {
  const unique = `${serial}`;
  if (field === 'email') return `${unique}${'a'.repeat(length - unique.length - '@example.com'.length)}@example.com`;
  if (field === 'channel_link') return `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;
  return 'é'.repeat(length);
}

describe('field lengths: FIELD_MAX_LENGTH', () => {
  it.each(LEAD_TABLES.map((table) => table.name))('%s: every length bound of its CHECKs is FIELD_MAX_LENGTH', async (table) => {
    const bounds = await lengthBoundsOf(table);
    expect(Object.keys(bounds).length, `${table} bounds its text columns`).toBeGreaterThan(0);
    const expected = Object.fromEntries(Object.keys(bounds).map((column) => [column, FIELD_MAX_LENGTH[column as LeadField]]));
    expect(bounds).toEqual(expected);
  });

  it('every field of FIELD_MAX_LENGTH bounds a column of a lead table', async () => {
    const columns = new Set<string>();
    for (const table of LEAD_TABLES) for (const column of Object.keys(await lengthBoundsOf(table.name))) columns.add(column);
    expect([...columns].sort()).toEqual(Object.keys(FIELD_MAX_LENGTH).sort());
  });

  const bounded: [string, LeadField][] = [
    ...(['name', 'phone', 'email', 'video_title', 'channel_link'] as const).map((f): [string, LeadField] => ['free_sample_requests', f]),
    ...(['name', 'phone', 'channel_link'] as const).map((f): [string, LeadField] => ['callback_requests', f]),
    ...(['name', 'email', 'subject', 'message'] as const).map((f): [string, LeadField] => ['ContactQueries', f]),
    ['Subscribers', 'email'],
  ];

  it('the boundary cases below are every bound of the catalog', async () => {
    const catalog: string[] = [];
    for (const table of LEAD_TABLES) for (const column of Object.keys(await lengthBoundsOf(table.name))) catalog.push(`${table.name}.${column}`);
    expect(bounded.map(([table, field]) => `${table}.${field}`).sort()).toEqual(catalog.sort());
  });

  it.each(bounded)('%s.%s: a visitor stores the limit, one character more is refused', async (table, field) => {
    const max = FIELD_MAX_LENGTH[field];
    expect(await insert(t.anon, table, { [field]: valueOfLength(field, max) })).toEqual(STORED);
    expect(await insert(t.anon, table, { [field]: valueOfLength(field, max + 1) })).toEqual(REFUSED);
  });
});

describe('email: EMAIL_PATTERN', () => {
  const EMAIL_TABLES = ['free_sample_requests', 'ContactQueries', 'Subscribers'];

  it.each(EMAIL_TABLES)('%s checks its email with the very pattern of EMAIL_PATTERN', async (table) => {
    const patterns = (await checksOf(table)).flatMap((def) =>
      [...def.matchAll(/\(email ~ '((?:[^']|'')*)'::text\)/g)].map((m) => m[1]!.replaceAll("''", "'")),
    );
    expect(patterns).toEqual([EMAIL_PATTERN.source]);
  });

  /** Addresses on both sides of the pattern, with the whitespace and `@` cases it turns on (each distinct: the table is unique by address). */
  const CANDIDATES = [
    'ann@example.com', 'a@b.co', 'ann.lee+tag@mail.example.co.uk', 'ann@example..com', 'ünï@exämple.de',
    'ann@example', 'ann@@example.com', '@example.com', 'ann@.com', 'ann@example.', 'plain',
    'ann lee@example.com', 'ann@exa\tmple.com', 'ann@example.com\n', 'ann@exa\u00a0mple.com', 'ann@exa\u2003mple.com',
    'ann@exa\u0085mple.com', 'ann@exa\u202fmple.com', 'ann@exa\u1680mple.com', 'ann@example.com\ufeff', 'ann@exa\u3000mple.com',
  ];

  /** JSON, with every character outside printable ASCII as `\\uXXXX`, so the test's name shows it. */
  const shown = (text: string) => JSON.stringify(text).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

  it.each(CANDIDATES.map((email) => [shown(email), email] as const))('%s: the database stores it exactly when EMAIL_PATTERN matches', async (_name, email) => {
    expect(await insert(t.anon, 'Subscribers', { email })).toEqual(EMAIL_PATTERN.test(email) ? STORED : REFUSED);
  });
});

describe('categories: THUMBNAIL_WORK_CATEGORIES and PORTFOLIO_CATEGORIES', () => {
  it('"Thumbnail_Work".category allows exactly THUMBNAIL_WORK_CATEGORIES, in their order', async () => {
    expect(await allowedValuesOf('Thumbnail_Work', 'category')).toEqual([...THUMBNAIL_WORK_CATEGORIES]);
  });

  it('the 13 portfolio categories are All and the categories a work may have', () => {
    expect(PORTFOLIO_CATEGORIES).toHaveLength(13);
    expect(PORTFOLIO_CATEGORIES).toEqual([CATEGORY_ALL, ...THUMBNAIL_WORK_CATEGORIES]);
  });

  it.each([...THUMBNAIL_WORK_CATEGORIES])('a work in %s is stored', async (category) => {
    expect(await insert(t.service, 'Thumbnail_Work', { category })).toEqual(STORED);
  });

  it(`"${CATEGORY_ALL}" is a filter, never a work's category`, async () => {
    expect(await insert(t.service, 'Thumbnail_Work', { category: CATEGORY_ALL })).toEqual(REFUSED);
  });
});

describe('package options: PACKAGE_OPTIONS', () => {
  it('"ContactQueries".package_interest allows exactly PACKAGE_OPTIONS, in their order', async () => {
    expect(await allowedValuesOf('ContactQueries', 'package_interest')).toEqual([...PACKAGE_OPTIONS]);
  });

  it.each([...PACKAGE_OPTIONS])('a visitor interested in %s is stored', async (option) => {
    expect(await insert(t.anon, 'ContactQueries', { package_interest: option })).toEqual(STORED);
  });
});

describe('time slots: CALLBACK_TIME_SLOTS', () => {
  it('callback_requests.preferred_time_slot allows exactly CALLBACK_TIME_SLOTS, in their order', async () => {
    expect(await allowedValuesOf('callback_requests', 'preferred_time_slot')).toEqual([...CALLBACK_TIME_SLOTS]);
    expect(CALLBACK_TIME_SLOTS).toHaveLength(16);
  });
});

describe('source columns and the time zone: LEAD_SOURCE_*, SOURCE_*_PATTERN, VISITOR_TIME_ZONE_*', () => {
  const SOURCED = ['free_sample_requests', 'callback_requests', 'ContactQueries'];

  it.each(SOURCED)('%s bounds each of LEAD_SOURCE_COLUMNS at LEAD_SOURCE_MAX_LENGTH, and refuses LEAD_SOURCE_FORBIDDEN in each', async (table) => {
    const bounds = await lengthBoundsOf(table, { all: true });
    expect(Object.fromEntries(LEAD_SOURCE_COLUMNS.map((column) => [column, bounds[column]]))).toEqual(
      Object.fromEntries(LEAD_SOURCE_COLUMNS.map((column) => [column, LEAD_SOURCE_MAX_LENGTH])),
    );
    for (const column of LEAD_SOURCE_COLUMNS) expect(await patternsOf(table, column, '!~')).toEqual([LEAD_SOURCE_FORBIDDEN.source]);
  });

  it.each(SOURCED)('%s checks the landing path and the referrer with SOURCE_LANDING_PATH_PATTERN and SOURCE_REFERRER_PATTERN', async (table) => {
    expect(await patternsOf(table, 'source_landing_path', '~')).toEqual(['[^[:space:]]', SOURCE_LANDING_PATH_PATTERN.source]);
    expect(await patternsOf(table, 'source_referrer', '~')).toEqual(['[^[:space:]]', SOURCE_REFERRER_PATTERN.source]);
  });

  it('callback_requests.visitor_time_zone: VISITOR_TIME_ZONE_MAX_LENGTH and VISITOR_TIME_ZONE_PATTERN', async () => {
    expect((await lengthBoundsOf('callback_requests', { all: true })).visitor_time_zone).toBe(VISITOR_TIME_ZONE_MAX_LENGTH);
    expect(await patternsOf('callback_requests', 'visitor_time_zone', '~')).toEqual([VISITOR_TIME_ZONE_PATTERN.source]);
  });

  it('a visitor stores a source value at the limit; one character more is refused', async () => {
    expect(await insert(t.anon, 'ContactQueries', { utm_term: 'é'.repeat(LEAD_SOURCE_MAX_LENGTH) })).toEqual(STORED);
    expect(await insert(t.anon, 'ContactQueries', { utm_term: 'é'.repeat(LEAD_SOURCE_MAX_LENGTH + 1) })).toEqual(REFUSED);
  });
});

describe('content facts', () => {
  it('"HomeThumbnails".alt_text defaults to HOME_THUMBNAIL_DEFAULT_ALT_TEXT', async () => {
    const { rows } = await t.backend.db.query<{ def: string }>(
      `select pg_catalog.pg_get_expr(d.adbin, d.adrelid) as def
         from pg_catalog.pg_attrdef d
         join pg_catalog.pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
        where d.adrelid = $1::regclass and a.attname = 'alt_text'`,
      [qualified('HomeThumbnails')],
    );
    expect(rows.map((r) => r.def)).toEqual([`'${HOME_THUMBNAIL_DEFAULT_ALT_TEXT.replaceAll("'", "''")}'::text`]);
  });

  it('a testimonial holds at most TESTIMONIAL_MAX_STARS stars', async () => {
    expect(await insert(t.service, 'testimonials', { stars: TESTIMONIAL_MAX_STARS })).toEqual(STORED);
    expect(await insert(t.service, 'testimonials', { stars: TESTIMONIAL_MAX_STARS + 1 })).toEqual(REFUSED);
  });
});
