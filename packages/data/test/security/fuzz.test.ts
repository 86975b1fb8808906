/**
 * Property-based fuzzing of the local backend's REST API: 1,000 random and
 * malformed requests (seeded, fixed run count, so the run is the same every time and bounded)
 * against one backend. Every answer is below 500; every error is PostgREST's JSON
 * (`code`, `details`, `hint`, `message`); no request as a visitor changes a row that existed, the
 * schema, the grants or the policies; and the server still answers a normal query afterwards.
 * Then a fixed sweep of SQL-injection strings through every place a name or value goes, and the
 * request size limits (413 for bodies, 431 for URLs).
 */
import { connect } from 'node:net';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from '@agency/local-backend';
import { startTestBackend, type TestBackend } from '@agency/local-backend/testing';
import { INJECTIONS, requestArbitrary, type FuzzTokens } from './fuzz-requests';
import { closeRawClient, rawRequest, type RawRequest, type RawResponse } from './raw-http';
import { authenticatedJwt, isPostgrestError, resetTable, snapshot } from '../schema/support';
import { TABLES } from '../schema/tables';

const FUZZ_RUNS = 1000;
const FUZZ_SEED = 20261121;
const MAX_BODY_BYTES = 1024 * 1024;

let t: TestBackend;
let tokens: FuzzTokens;
const fixtureIds = new Map<string, string[]>();
const statuses = new Map<number, number>();
let sent = 0;
let serverErrors = 0;

const sign = (claims: Record<string, unknown>, secret = LOCAL_JWT_SECRET, exp: string | number = '1h') =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(exp).sign(new TextEncoder().encode(secret));

function unsignedToken(claims: Record<string, unknown>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

beforeAll(async () => {
  t = await startTestBackend({ maxBodyBytes: MAX_BODY_BYTES });
  for (const table of TABLES) {
    const rows = [table.row(0), table.row(1)].slice(0, table.name === 'site_assets' ? 1 : 2);
    fixtureIds.set(table.name, await resetTable(t.backend.db, table.name, rows));
  }
  tokens = {
    anon: LOCAL_ANON_KEY,
    authenticated: await authenticatedJwt(),
    forged: [
      await sign({ role: 'service_role' }, 'not-the-secret-but-at-least-32-characters-long'),
      await sign({ role: 'postgres' }),
      await sign({ role: 'supabase_admin' }),
      await sign({ role: 'service_role"; DROP TABLE blogs; --' }),
      await sign({ role: ['service_role'] }),
      await sign({ role: 'anon' }, LOCAL_JWT_SECRET, Math.floor(Date.now() / 1000) - 3600),
      unsignedToken({ role: 'service_role' }),
      `${LOCAL_ANON_KEY.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`,
    ],
  };
});

afterAll(async () => {
  closeRawClient();
  await t.stop();
});

/** Everything a visitor must never be able to change, as the superuser sees it. */
async function protectedState(): Promise<Record<string, unknown>> {
  const db = t.backend.db;
  const state: Record<string, unknown> = {};
  for (const table of TABLES) {
    // A lead table may gain rows (a visitor may insert a valid lead); its fixture rows must stay as they are.
    const rows = await snapshot(db, table.name);
    const ids = fixtureIds.get(table.name) ?? [];
    state[table.name] = table.kind === 'lead' ? rows.filter((r) => ids.includes(String((JSON.parse(r) as { id: unknown }).id))) : rows;
  }
  const catalog = await db.query(
    `select (select json_agg(c.relname order by c.relname) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public') as relations,
            (select json_agg(p order by p.tablename, p.policyname) from pg_policies p where p.schemaname = 'public') as policies,
            (select json_agg(g order by g.table_name, g.grantee, g.privilege_type) from information_schema.role_table_grants g where g.table_schema = 'public') as grants,
            (select json_agg(g order by g.table_name, g.column_name, g.grantee, g.privilege_type) from information_schema.column_privileges g where g.table_schema = 'public') as column_grants,
            (select json_agg(r order by r.rolname) from (select rolname, rolsuper, rolbypassrls, rolcanlogin, rolinherit from pg_roles) r) as roles`,
  );
  state.catalog = catalog.rows[0];
  return state;
}

const codes = new Set<string>();

function tally(res: RawResponse): void {
  sent += 1;
  const code = /^\{"code":"([^"]+)"/.exec(res.body)?.[1];
  if (code) codes.add(code);
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  if (res.status >= 500) serverErrors += 1;
}

/** The invariants every answer keeps; returns a description of the first broken one, or null. */
function brokenInvariant(req: RawRequest, res: RawResponse): string | null {
  if (res.status >= 500) return `status ${res.status}: ${res.body.slice(0, 300)}`;
  if (res.status < 400 || req.method === 'HEAD') return null;
  if (!String(res.headers['content-type']).startsWith('application/json')) return `error without JSON content type: ${res.headers['content-type']}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    return `error body is not JSON: ${res.body.slice(0, 200)}`;
  }
  return isPostgrestError(parsed) ? null : `error body is not PostgREST-shaped: ${res.body.slice(0, 200)}`;
}

async function healthy(): Promise<void> {
  const { data, error, status } = await t.anon.from('blogs').select('slug').order('slug');
  expect({ data, error, status }).toEqual({ data: [{ slug: 'post-0' }, { slug: 'post-1' }], error: null, status: 200 });
  expect((await fetch(new URL('/health', t.backend.url))).status).toBe(200);
}

describe('fuzz', () => {
  it(`${FUZZ_RUNS} random and malformed requests: no 5xx, PostgREST-shaped errors, no data changed`, { timeout: 120_000 }, async () => {
    const before = await protectedState();
    await fc.assert(
      fc.asyncProperty(requestArbitrary(tokens), async (req) => {
        const res = await rawRequest(t.backend.url, req);
        tally(res);
        const broken = brokenInvariant(req, res);
        if (broken) throw new Error(`${req.method} ${req.path.slice(0, 300)} → ${broken}`);
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
    const histogram = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
    console.log(`fuzz: ${sent} requests sent, ${serverErrors} answered 5xx; statuses ${histogram}; ${codes.size} error codes: ${[...codes].sort().join(' ')}`);
    expect(sent).toBeGreaterThanOrEqual(FUZZ_RUNS);
    expect(serverErrors).toBe(0);
    expect(statuses.size).toBeGreaterThan(8); // the requests really were varied, and reached Postgres:
    expect([...codes].filter((c) => /^[0-9]{2}[0-9A-Z]{3}$/.test(c)).length).toBeGreaterThan(5);
    expect(await protectedState()).toEqual(before);
    await healthy();
  });
});

describe('SQL injection sweep', () => {
  const places: [string, (s: string) => RawRequest][] = [
    ['table name', (s) => get(`/rest/v1/${encodeURIComponent(s)}`)],
    ['select list', (s) => get(`/rest/v1/blogs?select=${encodeURIComponent(s)}`)],
    ['quoted select', (s) => get(`/rest/v1/blogs?select=${encodeURIComponent(`"${s}"`)}`)],
    ['filter column', (s) => get(`/rest/v1/blogs?${encodeURIComponent(s)}=eq.1`)],
    ['filter value', (s) => get(`/rest/v1/blogs?slug=eq.${encodeURIComponent(s)}`)],
    ['in list', (s) => get(`/rest/v1/blogs?slug=in.(${encodeURIComponent(`"${s}"`)})`)],
    ['like pattern', (s) => get(`/rest/v1/blogs?title=ilike.${encodeURIComponent(s)}`)],
    ['order', (s) => get(`/rest/v1/blogs?order=${encodeURIComponent(s)}.desc`)],
    ['update filter', (s) => ({ ...get(`/rest/v1/offers?message=eq.${encodeURIComponent(s)}`), method: 'PATCH', body: Buffer.from('{"is_active":true}') })],
    ['delete filter', (s) => ({ ...get(`/rest/v1/blogs?slug=neq.${encodeURIComponent(s)}`), method: 'DELETE' })],
    ['JSON key', (s) => post('/rest/v1/Subscribers', { [s]: 'x@example.com' })],
    ['JSON value', (s) => post('/rest/v1/Subscribers', { email: s })],
    ['columns', (s) => post(`/rest/v1/Subscribers?columns=${encodeURIComponent(s)}`, { email: 'y@example.com' })],
    ['schema header', (s) => ({ ...get('/rest/v1/blogs'), headers: { apikey: LOCAL_ANON_KEY, 'accept-profile': s.replace(/[^\x20-\x7e]/g, '') } })],
  ];

  it(`${INJECTIONS.length} injection strings × ${places.length} places change nothing`, { timeout: 60_000 }, async () => {
    const before = await protectedState();
    const failures: string[] = [];
    for (const [place, build] of places) {
      for (const injection of INJECTIONS) {
        const req = build(injection);
        const res = await rawRequest(t.backend.url, req);
        tally(res);
        const broken = brokenInvariant(req, res);
        if (broken) failures.push(`${place} ${JSON.stringify(injection)}: ${broken}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await protectedState()).toEqual(before);
    await healthy();
  });
});

describe('size limits', () => {
  it('a body over the limit is 413 PGRST102, one at the limit is read', async () => {
    const over = post('/rest/v1/Subscribers', { email: `${'a'.repeat(MAX_BODY_BYTES)}@example.com` });
    const res = await rawRequest(t.backend.url, over);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'PGRST102', message: `Request body too large: the local backend accepts at most ${MAX_BODY_BYTES} bytes` });
    const filler = MAX_BODY_BYTES - JSON.stringify({ email: '@example.com' }).length;
    const atLimit = post('/rest/v1/Subscribers', { email: `${'a'.repeat(filler)}@example.com` });
    expect(atLimit.body?.length).toBe(MAX_BODY_BYTES);
    const read = await rawRequest(t.backend.url, atLimit);
    expect([read.status, JSON.parse(read.body).code]).toEqual([400, '23514']); // read and checked, then refused by the bound
  });

  it('a URL past 16 KiB is 431 with PostgREST-shaped JSON; an unknown method token is 400', async () => {
    const long = await rawRequest(t.backend.url, get(`/rest/v1/blogs?slug=eq.${'a'.repeat(20_000)}`));
    expect(long.status).toBe(431);
    expect(JSON.parse(long.body)).toEqual({ code: 'PGRSTX01', details: 'HPE_HEADER_OVERFLOW', hint: null, message: 'Request header fields too large' });
    const odd = await rawRequest(t.backend.url, { ...get('/rest/v1/blogs'), method: 'FOO' });
    expect(odd.status).toBe(400);
    expect(JSON.parse(odd.body)).toMatchObject({ code: 'PGRSTX01', message: 'Malformed HTTP request' });
    await healthy();
  });

  it('the 431 answer to a HEAD sent in one packet has no body', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(t.backend.port, '127.0.0.1', () => socket.write(`HEAD /rest/v1/blogs?slug=eq.${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
    expect(answer.endsWith('\r\n\r\n')).toBe(true);
  });
});

function get(path: string): RawRequest {
  return { method: 'GET', path, headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}` }, body: null };
}

function post(path: string, json: unknown): RawRequest {
  const req = get(path);
  return { ...req, method: 'POST', headers: { ...req.headers, 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(json)) };
}
