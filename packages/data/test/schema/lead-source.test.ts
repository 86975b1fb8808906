/**
 * How a lead found the site, and a callback's time zone (migration
 * 20261202000100_lead_sources_and_time_zones.sql, docs/privacy.md): the source columns of the
 * three lead tables that notify and `callback_requests.visitor_time_zone`. Sent as visitors
 * through supabase-js, each from an address of its own:
 * - a visitor may insert exactly the form's columns and these, and still reads no lead;
 * - good values are stored as sent, `Subscribers` has none of the columns;
 * - what the site would never send is refused with PostgREST's 400 / 23514 and nothing stored;
 * - the 24-hour dedupe leaves the source out (two visits sending one request make one lead) but
 *   keeps the callback's time zone, part of its form.
 * Runs on PGlite (`data`) and PostgreSQL 15 (`schema-pg15-*`).
 */
import { LEAD_SOURCE_COLUMNS, LEAD_SOURCE_MAX_LENGTH, VISITOR_TIME_ZONE_MAX_LENGTH } from '@agency/domain';
import { startTestBackend, type TestBackend } from '@agency/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, fromNewAddress } from './support';
import { leadTable, qualified } from './tables';

/** The lead tables that carry a source (not "Subscribers": a subscriber is not a lead to answer). */
const SOURCED = ['free_sample_requests', 'callback_requests', 'ContactQueries'] as const;
/** The form's columns each visitor role may insert (the initial schema's grants). */
const FORM_COLUMNS: Record<(typeof SOURCED)[number], string[]> = {
  free_sample_requests: ['name', 'phone', 'email', 'video_title', 'channel_link'],
  callback_requests: ['name', 'phone', 'preferred_date', 'preferred_time_slot', 'channel_link', 'visitor_time_zone'],
  ContactQueries: ['name', 'email', 'subject', 'message', 'package_interest'],
};

let t: TestBackend;
let serial = 9000;

beforeAll(async () => {
  t = await startTestBackend();
});

afterAll(async () => {
  await t.stop();
});

/** A valid, unique row of `table` with `changes`. */
function rowOf(table: string, changes: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return { ...leadTable(table).row(serial), ...changes };
}

/** Inserts `row` as a visitor from an address of its own: status, code, and how many rows were stored. */
async function insert(table: string, row: Record<string, unknown>) {
  const before = await countRows(t.backend.db, table);
  const { status, error } = await fromNewAddress(t.anon.from(table).insert(row));
  return { status, code: error?.code ?? null, stored: (await countRows(t.backend.db, table)) - before };
}

const STORED = { status: 201, code: null, stored: 1 };
const REFUSED = { status: 400, code: '23514', stored: 0 };

/** A realistic source, as the site records it for a visitor from a YouTube bio link. */
const SOURCE = {
  source_landing_path: '/portfolio',
  source_referrer: 'https://www.youtube.com',
  utm_source: 'youtube',
  utm_medium: 'social',
  utm_campaign: 'bio-link',
  utm_term: 'gaming thumbnails',
  utm_content: 'pinned comment',
  gclid: 'EAIaIQobChMI8c2',
  fbclid: 'IwAR2xYz_Q-1',
};

describe('grants', () => {
  it.each(SOURCED)('%s: anon and authenticated may insert exactly the form and source columns, and read none', async (table) => {
    const { rows } = await t.backend.db.query<{ role: string; privilege: string; column: string }>(
      `select r.role, p.privilege, a.attname as column
         from (values ('anon'), ('authenticated')) r(role)
        cross join (values ('INSERT'), ('SELECT'), ('UPDATE')) p(privilege)
         join pg_catalog.pg_attribute a on a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
        where pg_catalog.has_column_privilege(r.role, a.attrelid, a.attnum, p.privilege)
        order by 1, 2, 3`,
      [qualified(table)],
    );
    const expected = [...FORM_COLUMNS[table], ...LEAD_SOURCE_COLUMNS].sort();
    for (const role of ['anon', 'authenticated']) {
      expect(rows.filter((r) => r.role === role && r.privilege === 'INSERT').map((r) => r.column).sort()).toEqual(expected);
      expect(rows.filter((r) => r.role === role && r.privilege !== 'INSERT')).toEqual([]);
    }
  });

  it('"Subscribers" has no source column', async () => {
    const { rows } = await t.backend.db.query<{ column: string }>(
      `select attname as column from pg_catalog.pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped order by 1`,
      [qualified('Subscribers')],
    );
    expect(rows.map((r) => r.column)).toEqual(['created_at', 'email', 'id']);
  });
});

describe('good values are stored as sent', () => {
  it.each(SOURCED)('%s: a full source', async (table) => {
    const row = rowOf(table, SOURCE);
    expect(await insert(table, row)).toEqual(STORED);
    const { data } = await t.service.from(table).select(LEAD_SOURCE_COLUMNS.join(',')).eq('name', row.name as string);
    expect(data).toEqual([SOURCE]);
  });

  it.each(SOURCED)('%s: no source at all (a direct visit): every source column null', async (table) => {
    const row = rowOf(table);
    expect(await insert(table, row)).toEqual(STORED);
    const { data } = await t.service.from(table).select(LEAD_SOURCE_COLUMNS.join(',')).eq('name', row.name as string);
    expect(data).toEqual([Object.fromEntries(LEAD_SOURCE_COLUMNS.map((column) => [column, null]))]);
  });

  it.each([
    ['a path of 200 characters', { source_landing_path: `/${'é'.repeat(LEAD_SOURCE_MAX_LENGTH - 1)}` }],
    ['a parameter of 200 characters', { utm_campaign: 'c'.repeat(LEAD_SOURCE_MAX_LENGTH) }],
    ['an origin with a port', { source_referrer: 'http://localhost:8080' }],
    ['an IPv6 origin', { source_referrer: 'http://[2001:db8::1]:3000' }],
    ['an IDN origin in punycode', { source_referrer: 'https://xn--bcher-kva.de' }],
    ['markup, stored as text', { utm_source: '<script>alert(1)</script>' }],
  ])('%s', async (_name, changes) => {
    expect(await insert('ContactQueries', rowOf('ContactQueries', changes))).toEqual(STORED);
  });

  it.each(['America/New_York', 'Europe/London', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'America/Port-au-Prince', 'EST5EDT'])(
    'visitor_time_zone %s',
    async (zone) => {
      const row = rowOf('callback_requests', { visitor_time_zone: zone });
      expect(await insert('callback_requests', row)).toEqual(STORED);
      const { data } = await t.service.from('callback_requests').select('visitor_time_zone').eq('name', row.name as string);
      expect(data).toEqual([{ visitor_time_zone: zone }]);
    },
  );
});

describe('what the site never sends is refused, nothing stored', () => {
  const overLong = 'x'.repeat(LEAD_SOURCE_MAX_LENGTH + 1);
  const everyColumn: [string, string, unknown][] = SOURCED.flatMap((table) =>
    LEAD_SOURCE_COLUMNS.flatMap((column): [string, string, unknown][] => {
      const long = column === 'source_landing_path' ? `/${overLong.slice(1)}` : column === 'source_referrer' ? `https://${overLong}.com` : overLong;
      return [
        [table, column, long],
        [table, column, ''],
        [table, column, ' \t '],
        [table, column, 'bio\nlink'],
        [table, column, 'a\u0085b'],
      ];
    }),
  );
  const shapes: [string, string, unknown][] = [
    ...['portfolio', 'https://site.example/portfolio', ' /portfolio'].map((v): [string, string, unknown] => ['callback_requests', 'source_landing_path', v]),
    ...[
      'https://www.youtube.com/watch?v=1', 'https://www.youtube.com/', 'https://user:pass@youtube.com', 'HTTPS://YOUTUBE.COM',
      'javascript:alert(1)', 'android-app://com.google.android.youtube', 'youtube.com', 'https://you tube.com', 'null',
    ].map((v): [string, string, unknown] => ['free_sample_requests', 'source_referrer', v]),
    ...[
      '', 'America/New York', 'America/New_York/', '/America', 'A/B/C/D', `${'A'.repeat(VISITOR_TIME_ZONE_MAX_LENGTH)}/B`, 'Europe/London\n',
      '../../etc/passwd', '+05:00',
    ].map((v): [string, string, unknown] => ['callback_requests', 'visitor_time_zone', v]),
  ];

  it.each([...everyColumn, ...shapes].map(([table, column, value]) => [`${table}.${column} = ${JSON.stringify(value).slice(0, 40)}`, table, column, value] as const))(
    '%s',
    async (_name, table, column, value) => {
      expect(await insert(table, rowOf(table, { [column]: value }))).toEqual(REFUSED);
    },
  );

  it('a visitor_time_zone of exactly 64 characters is stored, 65 refused', async () => {
    const zone = (n: number) => `A/${'b'.repeat(n - 2)}`;
    expect(await insert('callback_requests', rowOf('callback_requests', { visitor_time_zone: zone(VISITOR_TIME_ZONE_MAX_LENGTH) }))).toEqual(STORED);
    expect(await insert('callback_requests', rowOf('callback_requests', { visitor_time_zone: zone(VISITOR_TIME_ZONE_MAX_LENGTH + 1) }))).toEqual(REFUSED);
  });

  it('"Subscribers" takes no source: 400, the column is unknown', async () => {
    const { status, error } = await fromNewAddress(t.anon.from('Subscribers').insert({ email: `src-${serial}@example.com`, utm_source: 'youtube' }));
    expect([status, error?.code]).toEqual([400, 'PGRST204']);
  });
});

describe('dedupe: the form decides, the source does not', () => {
  it.each(SOURCED)('%s: the same request from two visits with other sources is stored once', async (table) => {
    const row = rowOf(table);
    expect(await insert(table, { ...row, ...SOURCE })).toEqual(STORED);
    expect(await insert(table, { ...row, utm_source: 'newsletter', source_landing_path: '/' })).toEqual({ ...STORED, stored: 0 });
    expect(await insert(table, row)).toEqual({ ...STORED, stored: 0 });
  });

  it('a callback in another time zone is another request; one without a zone is a duplicate of none', async () => {
    const row = rowOf('callback_requests');
    expect(await insert('callback_requests', { ...row, visitor_time_zone: 'America/New_York' })).toEqual(STORED);
    expect(await insert('callback_requests', { ...row, visitor_time_zone: 'Europe/London' })).toEqual(STORED);
    expect(await insert('callback_requests', row)).toEqual(STORED);
    expect(await insert('callback_requests', { ...row, visitor_time_zone: null })).toEqual({ ...STORED, stored: 0 });
  });
});
