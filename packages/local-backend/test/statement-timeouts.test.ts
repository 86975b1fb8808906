/**
 * Statement time limits (docs/decisions/0005-statement-timeouts.md): hosted Supabase sets
 * `statement_timeout` on the API roles (anon 3 s, authenticated 8 s) and PostgREST applies the
 * role's settings to each request after switching to it; a statement over the limit is cancelled
 * (SQLSTATE 57014) and answered 500 with PostgREST's body, while other requests go on. On
 * PostgreSQL the stand-in does the same. On PGlite, which cannot interrupt a statement, a regex
 * filter whose cost has no bound is refused before it runs (400 PGRST127) and the rest is served.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../src/index';
import { API_ROLE_STATEMENT_TIMEOUTS } from '../src/postgres-server';
import { unboundedRegexReason } from '../src/query/regex';
import { sourcesOf, startOn, stopEngines, type EngineBackend } from './engines';

const SOURCES = sourcesOf(`
  create table public.notes (id bigint generated always as identity primary key, body text not null);
  alter table public.notes enable row level security;
  create policy "anyone reads" on public.notes for select to anon, authenticated using (true);
  grant select on public.notes to anon, authenticated;
  create function public.statement_timeout() returns text language sql stable as $$select current_setting('statement_timeout')$$;
  create function public.nap(seconds double precision) returns boolean language sql volatile as $$select true from pg_sleep(seconds)$$;
  grant execute on function public.statement_timeout(), public.nap(double precision) to anon, authenticated, service_role;
`);

/** A runaway pattern: back references make Postgres backtrack through every split of the text. */
const RUNAWAY = '(.*)(.*)\\2\\1';

const headersFor = (key: string) => ({ apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' });

async function authenticatedKey(): Promise<string> {
  return new SignJWT({ role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
}

afterAll(async () => {
  await stopEngines();
});

describe('on PostgreSQL 15: each role\'s statement_timeout, applied per request', () => {
  let b: EngineBackend;

  beforeAll(async () => {
    b = await startOn('postgres', SOURCES);
    await b.backend.db.exec("insert into public.notes (body) values ('short')");
  });

  afterAll(async () => {
    await b.stop();
  });

  it('the roles carry hosted Supabase\'s limits: anon 3 s, authenticated 8 s, service_role none', async () => {
    const { rows } = await b.backend.db.query<{ role: string; config: string[] | null }>(
      `select r.rolname as role, s.setconfig as config
         from pg_catalog.pg_roles r left join pg_catalog.pg_db_role_setting s on s.setrole = r.oid and s.setdatabase = 0
        where r.rolname in ('anon', 'authenticated', 'service_role') order by 1`,
    );
    expect(rows).toEqual([
      { role: 'anon', config: [`statement_timeout=${API_ROLE_STATEMENT_TIMEOUTS.anon}`] },
      { role: 'authenticated', config: [`statement_timeout=${API_ROLE_STATEMENT_TIMEOUTS.authenticated}`] },
      { role: 'service_role', config: null },
    ]);
  });

  it('a request runs with its own role\'s limit (SET ROLE alone would not apply it)', async () => {
    const seen: Record<string, unknown> = {};
    for (const [role, key] of [['anon', null], ['authenticated', await authenticatedKey()], ['service_role', LOCAL_SERVICE_ROLE_KEY]] as const) {
      const res = await b.rest('rpc/statement_timeout', { method: 'POST', body: '{}', headers: key ? headersFor(key) : { 'content-type': 'application/json' } });
      seen[role] = [res.status, await res.json()];
    }
    expect(seen).toEqual({ anon: [200, '3s'], authenticated: [200, '8s'], service_role: [200, '0'] });
  });

  it('a runaway anon request ends with 500 / 57014 at about 3 s, while another request is answered meanwhile', async () => {
    const started = performance.now();
    const runaway = b.rest('rpc/nap', { method: 'POST', body: '{"seconds": 60}', headers: { 'content-type': 'application/json' } }).then(async (res) => ({
      status: res.status,
      body: (await res.json()) as unknown,
      at: performance.now() - started,
    }));
    // Asked once the runaway statement is surely running: answered at once all the same.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = performance.now();
    const other = await b.rest('notes?select=body');
    const otherAt = performance.now() - started;
    expect([other.status, await other.json()]).toEqual([200, [{ body: 'short' }]]);
    expect(performance.now() - asked).toBeLessThan(1_000);
    const ended = await runaway;
    expect({ status: ended.status, body: ended.body }).toEqual({
      status: 500,
      body: { code: '57014', details: null, hint: null, message: 'canceling statement due to statement timeout' },
    });
    expect(otherAt).toBeLessThan(ended.at);
    expect(ended.at).toBeGreaterThanOrEqual(2_900);
    expect(ended.at).toBeLessThan(15_000);
    // The connection it ran on is back in service.
    expect((await b.rest('notes?select=body')).status).toBe(200);
  });
});

describe('on PostgreSQL 15: stopping while a runaway statement runs', () => {
  it('answers the statement in flight at its limit (500 / 57014), then stops: no hang, no crash', async () => {
    const b = await startOn('postgres', SOURCES);
    const started = performance.now();
    const runaway = b.rest('rpc/nap', { method: 'POST', body: '{"seconds": 60}', headers: { 'content-type': 'application/json' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await b.stop();
    const stoppedAt = performance.now() - started;
    const res = await runaway;
    expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([500, '57014']);
    expect(stoppedAt).toBeGreaterThanOrEqual(2_900);
    expect(stoppedAt).toBeLessThan(15_000);
  });
});

describe('on PGlite: regex filters whose cost has no bound are refused, the rest is served', () => {
  let b: EngineBackend;

  beforeAll(async () => {
    b = await startOn('pglite', SOURCES);
    await b.backend.db.exec(`insert into public.notes (body) values ('short'), (repeat('ab', 5000))`);
  });

  afterAll(async () => {
    await b.stop();
  });

  it.each([RUNAWAY, '(a+)+$', '^(.*)*x', '((ab)*)+', '(a{2,})*', '(x|y)\\1'])('match / imatch %s: 400 PGRST127, and the backend keeps answering', async (pattern) => {
    for (const op of ['match', 'imatch', 'not.match']) {
      const res = await b.rest(`notes?body=${op}.${encodeURIComponent(pattern)}`);
      const body = (await res.json()) as { code: string; message: string; details: string };
      expect({ op, status: res.status, code: body.code, message: body.message }).toEqual({ op, status: 400, code: 'PGRST127', message: 'Feature not implemented' });
      expect(body.details).toMatch(/^The (i)?match pattern of body has (a back reference|nested quantifiers)/);
    }
    expect((await b.rest('notes?select=id&limit=1')).status).toBe(200);
  });

  it('bounded patterns run as on PostgreSQL', async () => {
    const res = await b.rest(`notes?select=body&body=match.${encodeURIComponent('^sh(o|x)+rt$')}`);
    expect([res.status, await res.json()]).toEqual([200, [{ body: 'short' }]]);
    const long = await b.rest(`notes?select=id&body=imatch.${encodeURIComponent('^(AB)+$')}`);
    expect([long.status, ((await long.json()) as unknown[]).length]).toEqual([200, 1]);
  });
});

describe('unboundedRegexReason', () => {
  it('names back references and nested quantifiers, and nothing else', () => {
    const reasons = Object.fromEntries(
      [RUNAWAY, '(a)\\1', '(a+)+', '(?:a*)*', '((a)+)*', '(a{1,3})+', 'a+b*c?', '(ab)+', '(a|b)*c', '[\\d]+', '\\d+(\\.\\d+)?', '[(]+)*', '^x(?=a+)', '\\0', '(a+){2,5}', '(a+){1}', '(a*){0,1}', '']
        .map((p) => [p, unboundedRegexReason(p)]),
    );
    expect(reasons).toEqual({
      [RUNAWAY]: 'a back reference',
      '(a)\\1': 'a back reference',
      '(a+)+': 'nested quantifiers',
      '(?:a*)*': 'nested quantifiers',
      '((a)+)*': 'nested quantifiers',
      '(a{1,3})+': 'nested quantifiers',
      'a+b*c?': null,
      '(ab)+': null,
      '(a|b)*c': null,
      '[\\d]+': null,
      '\\d+(\\.\\d+)?': null,
      '[(]+)*': null,
      '^x(?=a+)': null,
      '\\0': null,
      '(a+){2,5}': 'nested quantifiers',
      '(a+){1}': null,
      '(a*){0,1}': null,
      '': null,
    });
  });
});
