/**
 * The lead limits and dedupe of migration 20261125000000 (docs/requirements.md §5, §6), sent as
 * visitors through raw HTTP and supabase-js, each visitor at the address Supabase's proxy would
 * report in `x-forwarded-for`:
 * - per client address: 5 inserts per lead table per 10 minutes, the 6th is HTTP 429 with
 *   PostgREST's error body and code PT429; another address is not affected; the rightmost
 *   x-forwarded-for entry is the address (entries a client adds to its left change nothing);
 * - per table: 60 inserts per minute from all addresses together;
 * - each row of an array insert counts, and an array over the limit is refused whole;
 * - a refused insert (a CHECK, a limit) uses up nothing;
 * - an exact duplicate within 24 hours is answered 201 and stored once, the email in any letter
 *   case; a changed field is a new lead; after 24 hours the same lead is stored again.
 * The clock is moved by moving every timestamp the limits read back, as the owner (`timePasses`).
 * Concurrent bursts check that the counts are exact with many connections (PostgreSQL 15) too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '@agency/local-backend';
import { startTestBackend, type TestBackend } from '@agency/local-backend/testing';
import { clientAt, countRows, FORWARDED_FOR, nextAddress, timePasses } from './support';
import { callbackDate, LEAD_TABLES, leadTable } from './tables';

/** The numbers of private.lead_limits(). */
const PER_ADDRESS = 5;
const PER_ADDRESS_MINUTES = 10;
const PER_TABLE = 60;
const DEDUPE_HOURS = 24;

let t: TestBackend;
let serial = 0;

beforeAll(async () => {
  t = await startTestBackend();
});

afterAll(async () => {
  await t.stop();
});

/** A valid row of `table` no other call returned (so never a duplicate), with `changes`. */
function freshRow(table: string, changes: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return { ...leadTable(table).row(10_000 + serial), ...changes };
}

interface Answer {
  status: number;
  body: unknown;
}

/** POSTs `body` to `table` as a visitor whose request carries `forwardedFor` (none: no header). */
async function post(table: string, body: unknown, forwardedFor: string | null): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (forwardedFor !== null) headers[FORWARDED_FOR] = forwardedFor;
  const res = await t.rest(encodeURIComponent(table), { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

/** PostgREST's answer to the per-address limit of `table`. */
function perAddressRefusal(table: string): Answer {
  return {
    status: 429,
    body: { code: 'PT429', details: `At most ${PER_ADDRESS} ${table} per client address per ${PER_ADDRESS_MINUTES} minutes`, hint: 'Try again later.', message: 'Too many requests' },
  };
}

/** PostgREST's answer to the per-table ceiling of `table`. */
function perTableRefusal(table: string): Answer {
  return { status: 429, body: { code: 'PT429', details: `At most ${PER_TABLE} ${table} per minute`, hint: 'Try again later.', message: 'Too many requests' } };
}

const STORED: Answer = { status: 201, body: null };

/** Sends `count` fresh rows of `table` one after the other from `address`; returns the statuses. */
async function sendFresh(table: string, count: number, address: string | null): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await post(table, freshRow(table), address)).status);
  return statuses;
}

describe('the numbers', () => {
  it('are in one place, private.lead_limits(): 5 per address per 10 minutes, 60 per table per minute, dedupe 24 hours', async () => {
    const { rows } = await t.backend.db.query('select * from private.lead_limits()');
    expect(rows).toEqual([{ per_address_max: PER_ADDRESS, per_address_minutes: PER_ADDRESS_MINUTES, global_max: PER_TABLE, global_minutes: 1, dedupe_hours: DEDUPE_HOURS }]);
  });
});

describe('per client address: 5 per lead table per 10 minutes', () => {
  it.each(LEAD_TABLES.map((table) => table.name))('%s: the 6th insert from one address is 429 PT429, nothing stored; another address is not affected', async (table) => {
    const address = nextAddress();
    const before = await countRows(t.backend.db, table);
    expect(await sendFresh(table, PER_ADDRESS, address)).toEqual(Array(PER_ADDRESS).fill(201));
    expect(await post(table, freshRow(table), address)).toEqual(perAddressRefusal(table));
    expect(await countRows(t.backend.db, table)).toBe(before + PER_ADDRESS);
    expect(await post(table, freshRow(table), nextAddress())).toEqual(STORED);
    expect(await countRows(t.backend.db, table)).toBe(before + PER_ADDRESS + 1);
  });

  it('counts per table: an address at its limit for one table may still use another', async () => {
    const address = nextAddress();
    expect(await sendFresh('ContactQueries', PER_ADDRESS, address)).toEqual(Array(PER_ADDRESS).fill(201));
    expect((await post('ContactQueries', freshRow('ContactQueries'), address)).status).toBe(429);
    expect(await post('callback_requests', freshRow('callback_requests'), address)).toEqual(STORED);
  });

  it('the same answer through supabase-js, which the site uses', async () => {
    const visitor = clientAt(t.backend.url, LOCAL_ANON_KEY);
    for (let i = 0; i < PER_ADDRESS; i += 1) expect((await visitor.from('Subscribers').insert(freshRow('Subscribers'))).status).toBe(201);
    const { status, error, data } = await visitor.from('Subscribers').insert(freshRow('Subscribers'));
    expect({ status, error, data }).toEqual({ status: 429, error: perAddressRefusal('Subscribers').body, data: null });
  });

  it('after 10 minutes the address may insert again', async () => {
    const address = nextAddress();
    expect(await sendFresh('free_sample_requests', PER_ADDRESS, address)).toEqual(Array(PER_ADDRESS).fill(201));
    await timePasses(t.backend.db, PER_ADDRESS_MINUTES * 60 - 30);
    expect(await post('free_sample_requests', freshRow('free_sample_requests'), address)).toEqual(perAddressRefusal('free_sample_requests'));
    await timePasses(t.backend.db, 31);
    expect(await sendFresh('free_sample_requests', PER_ADDRESS, address)).toEqual(Array(PER_ADDRESS).fill(201));
    expect(await post('free_sample_requests', freshRow('free_sample_requests'), address)).toEqual(perAddressRefusal('free_sample_requests'));
  });

  it('a request without x-forwarded-for is limited too (the local backend falls back to the socket address, as the proxy reports it)', async () => {
    expect(await sendFresh('callback_requests', PER_ADDRESS, null)).toEqual(Array(PER_ADDRESS).fill(201));
    expect(await post('callback_requests', freshRow('callback_requests'), null)).toEqual(perAddressRefusal('callback_requests'));
  });

  it('20 concurrent inserts from one address: exactly 5 stored, 15 answered 429', async () => {
    const address = nextAddress();
    const before = await countRows(t.backend.db, 'ContactQueries');
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('ContactQueries', freshRow('ContactQueries'), address)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(PER_ADDRESS);
    expect(answers.filter((a) => a.status !== 201)).toEqual(Array(20 - PER_ADDRESS).fill(perAddressRefusal('ContactQueries')));
    expect(await countRows(t.backend.db, 'ContactQueries')).toBe(before + PER_ADDRESS);
  });
});

describe('the address is the rightmost x-forwarded-for entry', () => {
  it('entries a client puts to the left of the proxy’s change nothing; the rightmost, trimmed, is counted', async () => {
    const address = nextAddress();
    expect(await sendFresh('free_sample_requests', PER_ADDRESS, address)).toEqual(Array(PER_ADDRESS).fill(201));
    // A client at `address` that forges entries: the proxy appends `address` after them.
    for (const forged of [`${nextAddress()}, ${address}`, `${nextAddress()},${nextAddress()}, ${address}`, `unknown, ${address}`, ` ${address} `, `${address}\t`]) {
      expect(await post('free_sample_requests', freshRow('free_sample_requests'), forged), forged).toEqual(perAddressRefusal('free_sample_requests'));
    }
    // The same text reached through another proxy hop: the last hop's address is the one counted.
    expect(await post('free_sample_requests', freshRow('free_sample_requests'), `${address}, ${nextAddress()}`)).toEqual(STORED);
  });

  it('private.client_address() reads the request headers PostgREST sets; none (the SQL editor, a migration) is "unknown"', async () => {
    const cases: [string | null, string][] = [
      [null, 'unknown'],
      ['{}', 'unknown'],
      ['{"x-forwarded-for":""}', 'unknown'],
      ['{"x-forwarded-for":"203.0.113.7"}', '203.0.113.7'],
      ['{"x-forwarded-for":"198.51.100.1, 203.0.113.7"}', '203.0.113.7'],
      ['{"x-forwarded-for":" 198.51.100.1 ,\\t2001:db8::7 "}', '2001:db8::7'],
    ];
    for (const [headers, expected] of cases) {
      const { rows } = await t.backend.db.query<{ address: string }>(
        `with request as materialized (select set_config('request.headers', coalesce($1, ''), true) as set)
         select private.client_address() as address from request`,
        [headers],
      );
      expect(rows[0]?.address, String(headers)).toBe(expected);
    }
  });
});

describe('per lead table: 60 per minute from all addresses together', () => {
  it('70 concurrent inserts from 70 addresses: exactly 60 stored, 10 answered 429; a minute later a new one is stored', async () => {
    const table = 'callback_requests';
    const { rows } = await t.backend.db.query<{ n: number }>(
      `select count(*)::int as n from private.lead_inserts where lead_table = $1 and created_at > now() - interval '1 minute'`,
      [table],
    );
    const room = PER_TABLE - (rows[0]?.n ?? 0);
    const before = await countRows(t.backend.db, table);
    const answers = await Promise.all(Array.from({ length: room + 10 }, () => post(table, freshRow(table), nextAddress())));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(room);
    expect(answers.filter((a) => a.status !== 201)).toEqual(Array(10).fill(perTableRefusal(table)));
    expect(await countRows(t.backend.db, table)).toBe(before + room);
    expect(await post(table, freshRow(table), nextAddress())).toEqual(perTableRefusal(table));
    await timePasses(t.backend.db, 61);
    expect(await post(table, freshRow(table), nextAddress())).toEqual(STORED);
  });
});

describe('an array insert counts each row', () => {
  it('6 rows from one address are refused whole; 5 are stored; then a single one is refused', async () => {
    const table = 'free_sample_requests';
    const address = nextAddress();
    const before = await countRows(t.backend.db, table);
    const six = Array.from({ length: PER_ADDRESS + 1 }, () => freshRow(table));
    expect(await post(table, six, address)).toEqual(perAddressRefusal(table));
    expect(await countRows(t.backend.db, table)).toBe(before);
    expect(await post(table, six.slice(0, PER_ADDRESS), address)).toEqual(STORED);
    expect(await countRows(t.backend.db, table)).toBe(before + PER_ADDRESS);
    expect(await post(table, six[PER_ADDRESS], address)).toEqual(perAddressRefusal(table));
  });

  it('an array that crosses the limit stores none of its rows', async () => {
    const table = 'ContactQueries';
    const address = nextAddress();
    expect(await sendFresh(table, 3, address)).toEqual([201, 201, 201]);
    const before = await countRows(t.backend.db, table);
    expect(await post(table, [freshRow(table), freshRow(table), freshRow(table)], address)).toEqual(perAddressRefusal(table));
    expect(await countRows(t.backend.db, table)).toBe(before);
    expect(await post(table, [freshRow(table), freshRow(table)], address)).toEqual(STORED);
  });
});

describe('a refused insert uses up nothing', () => {
  it('10 inserts refused by a CHECK, then 5 valid ones are stored, then the limit', async () => {
    const table = 'Subscribers';
    const address = nextAddress();
    for (let i = 0; i < 10; i += 1) {
      const answer = await post(table, { email: `not-an-email-${i}` }, address);
      expect([answer.status, (answer.body as { code?: string }).code]).toEqual([400, '23514']);
    }
    expect(await sendFresh(table, PER_ADDRESS, address)).toEqual(Array(PER_ADDRESS).fill(201));
    expect(await post(table, freshRow(table), address)).toEqual(perAddressRefusal(table));
  });

  it('a duplicate subscription (409) uses up nothing either', async () => {
    const address = nextAddress();
    const row = freshRow('Subscribers');
    expect(await post('Subscribers', row, address)).toEqual(STORED);
    for (let i = 0; i < 6; i += 1) expect((await post('Subscribers', row, address)).status).toBe(409);
    expect(await sendFresh('Subscribers', PER_ADDRESS - 1, address)).toEqual(Array(PER_ADDRESS - 1).fill(201));
  });
});

const DEDUPED = LEAD_TABLES.filter((table) => table.name !== 'Subscribers').map((table) => table.name);

/** The form fields of `table` that a visitor fills in (the fixture's keys). */
const fieldsOf = (table: string) => Object.keys(leadTable(table).row(0));

/** A different valid value for `field` of `row`. */
function changed(field: string, row: Record<string, unknown>): unknown {
  const value = row[field];
  if (field === 'email') return `other.${String(value)}`;
  if (field === 'channel_link') return value === null ? 'https://youtube.com/@other' : null;
  if (field === 'preferred_date') return callbackDate(3);
  if (field === 'preferred_time_slot') return '08:00-09:00';
  if (field === 'package_interest') return value === 'Starter Spark' ? 'Pro Engage' : 'Starter Spark';
  return `${String(value)} 2`;
}

describe('dedupe: an exact duplicate within 24 hours is stored once, and still answered 201', () => {
  it.each(DEDUPED)('%s: sent three times (twice from one address, once from another): 201 each, one row, one outbox row', async (table) => {
    const row = freshRow(table);
    const address = nextAddress();
    const before = await countRows(t.backend.db, table);
    expect(await post(table, row, address)).toEqual(STORED);
    expect(await post(table, row, address)).toEqual(STORED);
    expect(await post(table, row, nextAddress())).toEqual(STORED);
    expect(await countRows(t.backend.db, table)).toBe(before + 1);
    const { rows } = await t.backend.db.query<{ n: number }>(
      `select count(*)::int as n from private.lead_notifications where lead_table = $1 and payload @> $2::jsonb`,
      [table, JSON.stringify(row)],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it.each(DEDUPED.flatMap((table) => fieldsOf(table).map((field) => [table, field] as const)))('%s: a changed %s is a new lead', async (table, field) => {
    const row = freshRow(table);
    const before = await countRows(t.backend.db, table);
    expect(await post(table, row, nextAddress())).toEqual(STORED);
    expect(await post(table, { ...row, [field]: changed(field, row) }, nextAddress())).toEqual(STORED);
    expect(await countRows(t.backend.db, table)).toBe(before + 2);
  });

  it.each(['free_sample_requests', 'ContactQueries'])('%s: the email in another letter case is the same lead', async (table) => {
    const row = freshRow(table, { email: `Case.${serial}@Example.COM` });
    const before = await countRows(t.backend.db, table);
    expect(await post(table, row, nextAddress())).toEqual(STORED);
    expect(await post(table, { ...row, email: String(row.email).toLowerCase() }, nextAddress())).toEqual(STORED);
    expect(await countRows(t.backend.db, table)).toBe(before + 1);
  });

  it('a duplicate within one array insert is stored once', async () => {
    const row = freshRow('callback_requests');
    const before = await countRows(t.backend.db, 'callback_requests');
    expect(await post('callback_requests', [row, row, freshRow('callback_requests')], nextAddress())).toEqual(STORED);
    expect(await countRows(t.backend.db, 'callback_requests')).toBe(before + 2);
  });

  it('10 concurrent copies from 10 addresses: all 201, one row', async () => {
    const row = freshRow('free_sample_requests');
    const before = await countRows(t.backend.db, 'free_sample_requests');
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('free_sample_requests', row, nextAddress())));
    expect(answers).toEqual(Array(10).fill(STORED));
    expect(await countRows(t.backend.db, 'free_sample_requests')).toBe(before + 1);
  });

  it('a duplicate uses up none of the address’s 5, and is answered 201 even past them', async () => {
    const address = nextAddress();
    const row = freshRow('ContactQueries');
    expect(await post('ContactQueries', row, address)).toEqual(STORED);
    for (let i = 0; i < 6; i += 1) expect(await post('ContactQueries', row, address)).toEqual(STORED);
    expect(await sendFresh('ContactQueries', PER_ADDRESS - 1, address)).toEqual(Array(PER_ADDRESS - 1).fill(201));
    expect(await post('ContactQueries', row, address)).toEqual(STORED);
    expect(await post('ContactQueries', freshRow('ContactQueries'), address)).toEqual(perAddressRefusal('ContactQueries'));
  });

  it('after 24 hours the same lead is stored again, with an outbox row of its own', async () => {
    const table = 'free_sample_requests';
    const row = freshRow(table);
    const before = await countRows(t.backend.db, table);
    expect(await post(table, row, nextAddress())).toEqual(STORED);
    await timePasses(t.backend.db, DEDUPE_HOURS * 3600 - 60);
    expect(await post(table, row, nextAddress())).toEqual(STORED);
    expect(await countRows(t.backend.db, table)).toBe(before + 1);
    await timePasses(t.backend.db, 61);
    expect(await post(table, row, nextAddress())).toEqual(STORED);
    expect(await countRows(t.backend.db, table)).toBe(before + 2);
    const { rows } = await t.backend.db.query<{ n: number }>(
      `select count(*)::int as n from private.lead_notifications where lead_table = $1 and payload @> $2::jsonb`,
      [table, JSON.stringify(row)],
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('Subscribers has no dedupe: its unique email index answers a repeat 409 23505, as the newsletter form expects', async () => {
    const row = freshRow('Subscribers');
    expect(await post('Subscribers', row, nextAddress())).toEqual(STORED);
    const again = await post('Subscribers', row, nextAddress());
    expect([again.status, (again.body as { code?: string }).code]).toEqual([409, '23505']);
  });
});
