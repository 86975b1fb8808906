/**
 * Malformed and refused requests get PostgREST's error JSON `{code, details, hint, message}` and
 * status, never a crash; plus CORS preflights, /health and method/path handling.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_JWT_SECRET } from '../src/index';
import { SERVICE_HEADERS, startTestBackend, type TestBackend } from '../src/testing';

let t: TestBackend;
const MAX_BODY_BYTES = 4096;

beforeAll(async () => {
  t = await startTestBackend({ maxBodyBytes: MAX_BODY_BYTES });
  await t.backend.db.exec("insert into public.blogs (title, slug) values ('A', 'a'), ('B', 'b')");
});

afterAll(async () => {
  await t.stop();
});

async function expectError(res: Response, status: number, body: Record<string, unknown>): Promise<void> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const json = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(json).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(json).toMatchObject(body);
}

const post = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body,
});

async function token(claims: Record<string, unknown>, expiresAt: number | string, secret = LOCAL_JWT_SECRET): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(expiresAt).sign(new TextEncoder().encode(secret));
}

describe('names and syntax', () => {
  it('unknown table: 404 PGRST205', async () => {
    await expectError(await t.rest('nope?select=*'), 404, {
      code: 'PGRST205',
      message: "Could not find the table 'public.nope' in the schema cache",
    });
    const viaClient = await t.anon.from('nope').select('*');
    expect([viaClient.status, viaClient.error?.code]).toEqual([404, 'PGRST205']);
  });

  it('table names are case-sensitive, as in Postgres', async () => {
    await expectError(await t.rest('Blogs'), 404, { code: 'PGRST205' });
  });

  it('unknown column in select, filter or order: 400 42703', async () => {
    const message = 'column blogs.nope does not exist';
    await expectError(await t.rest('blogs?select=id,nope'), 400, { code: '42703', message });
    await expectError(await t.rest('blogs?nope=eq.1'), 400, { code: '42703', message });
    await expectError(await t.rest('blogs?order=nope.desc'), 400, { code: '42703', message });
  });

  it('unknown payload key: 400 PGRST204', async () => {
    await expectError(await t.rest('blogs', post('{"title":"x","nope":1}', SERVICE_HEADERS)), 400, {
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'blogs' in the schema cache",
    });
  });

  it('unknown operator: 400 PGRST100 with the parse position', async () => {
    await expectError(await t.rest('blogs?id=noop.1'), 400, {
      code: 'PGRST100',
      message: '"failed to parse filter (noop.1)" (line 1, column 6)',
      details: 'unknown single value operator noop',
    });
  });

  it('bad select, order, limit syntax: 400 PGRST100', async () => {
    await expectError(await t.rest('blogs?select=id,,title'), 400, { code: 'PGRST100' });
    await expectError(await t.rest('blogs?order=id.sideways'), 400, {
      code: 'PGRST100',
      details: 'unexpected "s" expecting "asc", "desc", "nullsfirst" or "nullslast"',
    });
    await expectError(await t.rest('blogs?limit=ten'), 400, { code: 'PGRST100' });
    await expectError(await t.rest('blogs?id=in.(1,2'), 400, { code: 'PGRST100' });
  });

  it('embedding a relation that does not exist: 400 PGRST200', async () => {
    await expectError(await t.rest('blogs?select=id,authors(name)'), 400, { code: 'PGRST200' });
  });

  it('a value of the wrong type: 400 22P02 from Postgres', async () => {
    await expectError(await t.rest('blogs?id=eq.abc'), 400, { code: '22P02' });
  });

  it('what the local backend does not support: 400 PGRST127, never a silent wrong answer', async () => {
    await expectError(await t.rest('blogs?or=(id.eq.1,id.eq.2)'), 400, { code: 'PGRST127' });
    await expectError(await t.rest('blogs?on_conflict=slug', post('{"title":"x","slug":"x"}', SERVICE_HEADERS)), 400, { code: 'PGRST127' });
  });
});

describe('single objects and bodies', () => {
  it('single with 0 rows: 406 PGRST116, details "The result contains 0 rows"', async () => {
    const { status, error } = await t.anon.from('blogs').select('*').eq('slug', 'none').single();
    expect(status).toBe(406);
    expect(error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
    });
  });

  it('invalid or empty JSON body: 400 PGRST102', async () => {
    await expectError(await t.rest('blogs', post('{"title":', SERVICE_HEADERS)), 400, { code: 'PGRST102', message: 'Empty or invalid json' });
    await expectError(await t.rest('blogs', post('', SERVICE_HEADERS)), 400, { code: 'PGRST102' });
  });

  it('objects with different keys and no columns=: 400 PGRST102', async () => {
    await expectError(await t.rest('blogs', post('[{"title":"x","slug":"x"},{"title":"y"}]', SERVICE_HEADERS)), 400, {
      code: 'PGRST102',
      message: 'All object keys must match',
    });
  });

  it('a body over maxBodyBytes: 413, and the server keeps serving', async () => {
    const big = JSON.stringify({ email: `${'x'.repeat(MAX_BODY_BYTES)}@example.com` });
    await expectError(await t.rest('Subscribers', post(big)), 413, { code: 'PGRST102' });
    expect((await t.rest('blogs?select=id&limit=1')).status).toBe(200);
  });

  it('CHECK violations: 400 23514 (bad email, bad time slot)', async () => {
    const email = await t.anon.from('Subscribers').insert({ email: 'not-an-email' });
    expect([email.status, email.error?.code]).toEqual([400, '23514']);
    expect(email.error?.message).toMatch(/^new row for relation "Subscribers" violates check constraint/);
    const slot = await t.anon.from('callback_requests').insert({
      name: 'Ann', phone: '1', preferred_date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10), preferred_time_slot: '06:00-07:00',
    });
    expect([slot.status, slot.error?.code]).toEqual([400, '23514']);
  });

  it('an unacceptable Accept: 406 PGRST107', async () => {
    await expectError(await t.rest('blogs', { headers: { accept: 'text/csv' } }), 406, { code: 'PGRST107' });
  });

  it('a schema other than public: 406 PGRST106', async () => {
    await expectError(await t.rest('blogs', { headers: { 'accept-profile': 'private' } }), 406, { code: 'PGRST106' });
  });
});

describe('JWT', () => {
  it('a malformed token: 401 PGRST301', async () => {
    await expectError(await t.rest('blogs', { headers: { authorization: 'Bearer not-a-jwt' } }), 401, {
      code: 'PGRST301',
      message: 'Expected 3 parts in JWT; got 1',
    });
  });

  it('a token signed with another secret: 401 PGRST301', async () => {
    const forged = await token({ role: 'service_role' }, '1h', 'another-secret-another-secret-another-secret');
    const res = await t.rest('Subscribers', { headers: { authorization: `Bearer ${forged}`, apikey: forged } });
    await expectError(res, 401, { code: 'PGRST301', message: 'JWT cryptographic operation failed' });
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
  });

  it('an expired token: 401 PGRST303 "JWT expired"', async () => {
    const expired = await token({ role: 'anon' }, Math.floor(Date.now() / 1000) - 3600);
    await expectError(await t.rest('blogs', { headers: { authorization: `Bearer ${expired}` } }), 401, {
      code: 'PGRST303',
      message: 'JWT expired',
    });
  });

  it('a role other than anon, authenticated, service_role: 401', async () => {
    const superuser = await token({ role: 'postgres' }, '1h');
    const res = await t.rest('blogs', { headers: { authorization: `Bearer ${superuser}` } });
    expect(res.status).toBe(401);
  });

  it('no token at all is anon', async () => {
    const res = await fetch(new URL('blogs?select=id&order=id', t.backend.restUrl));
    expect(await res.json()).toEqual([{ id: 1 }, { id: 2 }]);
    const leads = await fetch(new URL('Subscribers', t.backend.restUrl));
    expect(leads.status).toBe(401);
  });
});

describe('HTTP', () => {
  it('GET /health: 200 {"status":"ok"}', async () => {
    const res = await fetch(new URL('/health', t.backend.url));
    expect([res.status, await res.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('an unsupported method: 405 PGRST117', async () => {
    await expectError(await t.rest('blogs', { method: 'PUT', body: '{}' }), 405, { code: 'PGRST117', message: 'Unsupported HTTP method: PUT' });
  });

  it('paths outside /rest/v1/<table>: 404', async () => {
    expect((await fetch(new URL('/auth/v1/user', t.backend.url))).status).toBe(404);
    await expectError(await t.rest('blogs/1'), 404, { code: 'PGRST125' });
    await expectError(await t.rest('rpc/anything', { method: 'POST', body: '{}' }), 404, { code: 'PGRST202' });
  });

  it('answers a CORS preflight from any origin as Supabase\'s gateway: *, never credentials, the headers supabase-js needs', async () => {
    for (const origin of ['http://localhost:4173', 'https://elsewhere.example', 'null']) {
      const res = await fetch(new URL('blogs', t.backend.restUrl), {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'apikey, authorization, x-client-info, content-type, content-profile, prefer, x-forwarded-for',
        },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
      for (const h of ['apikey', 'authorization', 'x-client-info', 'content-type', 'accept-profile', 'content-profile', 'prefer', 'range', 'accept', 'x-forwarded-for']) {
        expect(allowed).toContain(h);
      }
      expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
      expect(res.headers.get('access-control-max-age')).toMatch(/^\d+$/);
    }
  });

  it('answers actual requests with Access-Control-Allow-Origin: * and no credentials, with or without an Origin, errors included', async () => {
    const answers = [
      await t.rest('blogs?select=id', { headers: { origin: 'http://localhost:4173' } }),
      await t.rest('blogs?select=id', { headers: { origin: 'null' } }),
      await t.rest('blogs?select=id'),
      await t.rest('no_such_table', { headers: { origin: 'https://elsewhere.example' } }),
      await fetch(new URL('/health', t.backend.url), { headers: { origin: 'null' } }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 404, 200]);
    for (const res of answers) {
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('vary')).toBeNull();
    }
  });

  it('an unexpected internal error: 500 with a PostgREST-shaped body, then keeps serving', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = vi.spyOn(t.backend.db, 'transaction').mockRejectedValueOnce(new Error('disk on fire'));
    await expectError(await t.rest('blogs'), 500, { code: 'PGRSTX00' });
    expect(logged).toHaveBeenCalled();
    failing.mockRestore();
    logged.mockRestore();
    expect((await t.rest('blogs?select=id&limit=1')).status).toBe(200);
  });
});
