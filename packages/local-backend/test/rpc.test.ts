/**
 * `POST /rest/v1/rpc/<function>` as supabase-js's `.rpc(name, args)` calls it, on PGlite and on
 * PostgreSQL 15 (hardened default privileges: EXECUTE only where granted): answers shaped as
 * PostgREST 12+ shapes them, EXECUTE grants deciding, PostgREST's errors for unknown and
 * ambiguous calls.
 */
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from '../src/index';
import { SERVICE_HEADERS } from '../src/testing';
import { ENGINES, sourcesOf, startOn, stopEngines, type EngineBackend } from './engines';

const SOURCES = sourcesOf(`
  create table public.notes (id bigint generated always as identity primary key, body text not null, author text);
  alter table public.notes enable row level security;
  create policy "anyone reads" on public.notes for select using (true);
  create policy "service writes" on public.notes for insert to service_role with check (true);
  revoke all on public.notes from anon, authenticated, service_role;
  grant select on public.notes to anon, authenticated, service_role;
  grant insert on public.notes to service_role;

  create function public.notes_by(who text) returns setof public.notes language sql stable
    as 'select * from public.notes where author = who order by id';
  create function public.note_stats(min_id bigint default 0) returns table (author text, total bigint) language sql stable
    as 'select author, count(*) from public.notes where id >= min_id group by author order by author';
  create function public.note_ids() returns setof bigint language sql stable as 'select id from public.notes order by id';
  create function public.first_note() returns public.notes language sql stable as 'select * from public.notes order by id limit 1';
  create function public.add_them(a integer, b integer) returns integer language sql immutable as 'select a + b';
  create function public.nothing() returns text language sql immutable as 'select null::text';
  create function public.whoami() returns text language sql stable as 'select current_user::text';
  create function public.read_only() returns text language sql stable as $$select current_setting('transaction_read_only')$$;
  create function public.read_write() returns text language sql volatile as $$select current_setting('transaction_read_only')$$;
  create function public.add_note(body text, author text default null) returns void language sql
    as 'insert into public.notes (body, author) values (body, author)';
  create function public.pick(x integer) returns text language sql immutable as $$select 'integer'$$;
  create function public.pick(x text) returns text language sql immutable as $$select 'text'$$;
  create function public.pick(x integer, y integer) returns text language sql immutable as $$select 'two'$$;
  create function public.echo_body(payload jsonb) returns jsonb language sql immutable as 'select payload';
  create function public.total(variadic n integer[]) returns integer language sql immutable as 'select sum(v)::int from unnest(n) v';
  create function public.untyped() returns record language sql immutable as $$select 1, 'a'$$;
  create function public.secret() returns text language sql immutable as $$select 'classified'$$;
  create function public.shout(words text) returns text language sql immutable as 'select upper(words)';

  revoke execute on all functions in schema public from public, anon, authenticated, service_role;
  grant execute on all functions in schema public to anon, authenticated, service_role;
  revoke execute on function public.secret() from anon, authenticated;
`);

async function authenticatedKey(): Promise<string> {
  return new SignJWT({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
}

const post = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body,
});

afterAll(stopEngines);

describe.each(ENGINES)('RPC on %s', (engine) => {
  let t: EngineBackend;

  beforeAll(async () => {
    t = await startOn(engine, SOURCES);
    await t.backend.db.exec(
      "insert into public.notes (body, author) values ('one', 'ann'), ('two', 'bob'), ('three', 'ann')",
    );
  });

  afterAll(async () => {
    await t?.stop();
  });

  it('supabase-js sends POST /rest/v1/rpc/<fn> with the arguments as a JSON object', async () => {
    const sent: { method?: string; url: string; headers: Headers; body: unknown }[] = [];
    const spy: typeof fetch = (input, init) => {
      sent.push({ method: init?.method, url: String(input), headers: new Headers(init?.headers), body: init?.body });
      return fetch(input, init);
    };
    const client = createClient(t.backend.url, LOCAL_ANON_KEY, { auth: { persistSession: false }, global: { fetch: spy } });
    const { data, error, status } = await client.rpc('add_them', { a: 1, b: 2 });
    expect([data, error, status]).toEqual([3, null, 200]);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect([request?.method, request?.url, request?.body]).toEqual(['POST', `${t.backend.restUrl}rpc/add_them`, '{"a":1,"b":2}']);
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('content-profile')).toBe('public');
    expect(request?.headers.get('prefer')).toBeNull();
  });

  it('a scalar function answers its JSON value, with Content-Range 0-0/*', async () => {
    const res = await t.rest('rpc/add_them', post('{"a": 40, "b": 2}'));
    expect([res.status, res.headers.get('content-type'), res.headers.get('content-range'), await res.text()]).toEqual([
      200, 'application/json; charset=utf-8', '0-0/*', '42',
    ]);
    expect((await t.anon.rpc('nothing')).data).toBeNull();
    expect(await (await t.rest('rpc/nothing', post('{}'))).text()).toBe('null');
  });

  it('runs as the JWT role', async () => {
    expect((await t.anon.rpc('whoami')).data).toBe('anon');
    expect((await t.service.rpc('whoami')).data).toBe('service_role');
  });

  it('a set-returning or table function answers a JSON array of objects; a set of scalars an array of values', async () => {
    expect((await t.anon.rpc('notes_by', { who: 'ann' })).data).toEqual([
      { id: 1, body: 'one', author: 'ann' },
      { id: 3, body: 'three', author: 'ann' },
    ]);
    expect((await t.anon.rpc('notes_by', { who: 'nobody' })).data).toEqual([]);
    expect((await t.anon.rpc('note_stats')).data).toEqual([
      { author: 'ann', total: 2 },
      { author: 'bob', total: 1 },
    ]);
    expect((await t.anon.rpc('note_stats', { min_id: 2 })).data).toEqual([
      { author: 'ann', total: 1 },
      { author: 'bob', total: 1 },
    ]);
    expect((await t.anon.rpc('note_ids')).data).toEqual([1, 2, 3]);
    const res = await t.rest('rpc/notes_by', post('{"who":"ann"}'));
    expect(res.headers.get('content-range')).toBe('0-1/*');
  });

  it('a function returning one row answers an object', async () => {
    expect((await t.anon.rpc('first_note')).data).toEqual({ id: 1, body: 'one', author: 'ann' });
  });

  it('count: exact counts the rows; single() asks for exactly one', async () => {
    const counted = await t.anon.rpc('notes_by', { who: 'ann' }, { count: 'exact' });
    expect([counted.count, counted.status]).toEqual([2, 200]);
    expect((await t.anon.rpc('notes_by', { who: 'bob' }).single()).data).toEqual({ id: 2, body: 'two', author: 'bob' });
    const many = await t.anon.rpc('notes_by', { who: 'ann' }).single();
    expect([many.status, many.error?.code]).toEqual([406, 'PGRST116']);
  });

  it('a void function answers 204 No Content, its writes committed', async () => {
    const res = await t.rest('rpc/add_note', post('{"body":"four","author":"cid"}', SERVICE_HEADERS));
    expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([204, null, '']);
    const viaClient = await t.service.rpc('add_note', { body: 'five' });
    expect(viaClient).toMatchObject({ status: 204, data: null, error: null });
    const { rows } = await t.backend.db.query<{ body: string; author: string | null }>(
      "select body, author from public.notes where body in ('four', 'five') order by id",
    );
    expect(rows).toEqual([{ body: 'four', author: 'cid' }, { body: 'five', author: null }]);
  });

  it('EXECUTE and table grants decide: 401 as anon, 403 as authenticated (42501)', async () => {
    const anon = await t.anon.rpc('secret');
    expect([anon.status, anon.error?.code, anon.error?.message]).toEqual([401, '42501', 'permission denied for function secret']);
    const raw = await t.rest('rpc/secret', post('{}'));
    expect(raw.headers.get('www-authenticate')).toBe('Bearer');
    const key = await authenticatedKey();
    const authenticated = createClient(t.backend.url, LOCAL_ANON_KEY, {
      auth: { persistSession: false },
      global: { headers: { Authorization: `Bearer ${key}` } },
    });
    const refused = await authenticated.rpc('secret');
    expect([refused.status, refused.error?.code]).toEqual([403, '42501']);
    expect((await t.service.rpc('secret')).data).toBe('classified');
    const write = await t.anon.rpc('add_note', { body: 'sneaky' });
    expect([write.status, write.error?.message]).toEqual([401, 'permission denied for table notes']);
    expect((await t.backend.db.query("select 1 from public.notes where body = 'sneaky'")).rows).toEqual([]);
  });

  it('a stable or immutable function runs in a read-only transaction, a volatile one does not', async () => {
    expect((await t.anon.rpc('read_only')).data).toBe('on');
    expect((await t.anon.rpc('read_write')).data).toBe('off');
  });

  it('unknown function: 404 PGRST202 with PostgREST message, details and hint', async () => {
    const typo = await t.anon.rpc('add_the', { a: 1, b: 2 });
    expect(typo.status).toBe(404);
    expect(typo.error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.add_the(a, b) in the schema cache',
      details:
        'Searched for the function public.add_the with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add_them',
    });
    const unlike = await t.anon.rpc('zzz_unheard_of');
    expect(unlike.error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.zzz_unheard_of without parameters in the schema cache',
      details:
        'Searched for the function public.zzz_unheard_of without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
    });
  });

  it('unknown argument names: 404 PGRST202, the hint naming the parameters', async () => {
    const wrong = await t.anon.rpc('add_them', { a: 1, c: 2 });
    expect([wrong.status, wrong.error?.code, wrong.error?.message, wrong.error?.hint]).toEqual([
      404,
      'PGRST202',
      'Could not find the function public.add_them(a, c) in the schema cache',
      'Perhaps you meant to call the function public.add_them(a, b)',
    ]);
    const missing = await t.anon.rpc('add_them', { a: 1 });
    expect([missing.status, missing.error?.details]).toEqual([
      404,
      'Searched for the function public.add_them with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    ]);
  });

  it('overloads are told apart by argument names; the same names are 300 PGRST203', async () => {
    expect((await t.anon.rpc('pick', { x: 1, y: 2 })).data).toBe('two');
    const res = await t.rest('rpc/pick', post('{"x":1}'));
    expect(res.status).toBe(300);
    expect(await res.json()).toEqual({
      code: 'PGRST203',
      message: 'Could not choose the best candidate function between: public.pick(x => integer), public.pick(x => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  });

  it('a single json/jsonb parameter takes its argument by name, else the whole body; variadic takes an array', async () => {
    expect((await t.anon.rpc('echo_body', { payload: { a: [1, 'x'] } })).data).toEqual({ a: [1, 'x'] });
    expect((await t.anon.rpc('echo_body', { b: 2 })).data).toEqual({ b: 2 });
    expect((await t.anon.rpc('total', { n: [1, 2, 3] })).data).toBe(6);
  });

  it('arguments convert as PostgREST converts them: a JSON string to an integer, a wrong one 22P02', async () => {
    expect((await t.anon.rpc('add_them', { a: '40', b: 2 })).data).toBe(42);
    const bad = await t.anon.rpc('add_them', { a: 'forty', b: 2 });
    expect([bad.status, bad.error?.code]).toEqual([400, '22P02']);
  });

  it('methods other than POST: 405 PGRST101 (GET and HEAD: PGRST127, not supported here)', async () => {
    const patch = await t.rest('rpc/add_them', { method: 'PATCH', body: '{}' });
    expect([patch.status, await patch.json()]).toEqual([
      405,
      { code: 'PGRST101', message: 'Cannot use the PATCH method on RPC', details: null, hint: null },
    ]);
    expect((await t.rest('rpc/add_them', { method: 'DELETE' })).status).toBe(405);
    const get = await t.rest('rpc/add_them?a=1&b=2');
    expect([get.status, ((await get.json()) as { code: string }).code]).toEqual([400, 'PGRST127']);
  });

  it('what the local backend does not support is PGRST127: filters on the result, array bodies, untyped records', async () => {
    const filtered = await t.anon.rpc('notes_by', { who: 'ann' }).eq('id', 1);
    expect([filtered.status, filtered.error?.code]).toEqual([400, 'PGRST127']);
    const bulk = await t.rest('rpc/add_them', post('[{"a":1,"b":2}]'));
    expect(((await bulk.json()) as { code: string }).code).toBe('PGRST127');
    const untyped = await t.anon.rpc('untyped');
    expect([untyped.status, untyped.error?.code]).toEqual([400, 'PGRST127']);
  });

  it('a raw text body: PostgREST 404 PGRST202 when no function takes one, PGRST127 when one does', async () => {
    const raw = await t.rest('rpc/add_them', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect([raw.status, await raw.json()]).toEqual([
      404,
      {
        code: 'PGRST202',
        message: 'Could not find the function public.add_them in the schema cache',
        details: 'Searched for the function public.add_them with a single unnamed text parameter, but no matches were found in the schema cache.',
        hint: null,
      },
    ]);
    const shout = await t.rest('rpc/shout', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect([shout.status, ((await shout.json()) as { code: string }).code]).toEqual([400, 'PGRST127']);
    expect((await t.anon.rpc('shout', { words: 'hi' })).data).toBe('HI');
  });

  it('an empty body is no arguments; invalid JSON is 400 PGRST102', async () => {
    const empty = await t.rest('rpc/whoami', { method: 'POST', headers: { ...SERVICE_HEADERS, 'content-type': 'application/json' } });
    expect([empty.status, await empty.json()]).toEqual([200, 'service_role']);
    const invalid = await t.rest('rpc/whoami', post('{"a":'));
    expect([invalid.status, ((await invalid.json()) as { code: string }).code]).toEqual([400, 'PGRST102']);
  });
});
