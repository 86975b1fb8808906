/**
 * What SQL can say back over HTTP, on PGlite and on PostgreSQL 15: a `PTxyz` SQLSTATE answers
 * HTTP status xyz with PostgREST's body and reason phrase (from a function call or from a trigger
 * refusing an insert), and `request.headers` carries the `x-forwarded-for` Supabase's gateway
 * would add.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, sourcesOf, startOn, stopEngines, type EngineBackend } from './engines';

const SOURCES = sourcesOf(`
  create table public.messages (id bigint generated always as identity primary key, body text not null, client text);
  alter table public.messages enable row level security;
  create policy "anyone writes" on public.messages for insert to anon with check (true);
  revoke all on public.messages from anon, authenticated, service_role;
  grant insert on public.messages to anon;

  create function public.check_message() returns trigger language plpgsql as $$
  begin
    if new.body = 'spam' then
      raise exception using errcode = 'PT429', message = 'Too many requests',
        detail = 'At most 5 messages per client address per 10 minutes', hint = 'Try again later.';
    end if;
    new.client := current_setting('request.headers', true)::json->>'x-forwarded-for';
    return new;
  end $$;
  create trigger check_message before insert on public.messages for each row execute function public.check_message();

  create function public.refuse(code text, message text) returns void language plpgsql as $$
  begin
    raise exception using errcode = code, message = message, detail = 'Some detail', hint = 'Some hint';
  end $$;
  create function public.forwarded_for() returns text language sql stable
    as $$select current_setting('request.headers', true)::json->>'x-forwarded-for'$$;

  revoke execute on all functions in schema public from public, anon, authenticated, service_role;
  grant execute on function public.refuse(text, text), public.forwarded_for() to anon, authenticated, service_role;
`);

const call = (args: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(args),
});

afterAll(stopEngines);

describe.each(ENGINES)('on %s', (engine) => {
  let t: EngineBackend;

  beforeAll(async () => {
    t = await startOn(engine, SOURCES);
  });

  afterAll(async () => {
    await t?.stop();
  });

  describe('PTxyz: the HTTP status a function or trigger raises', () => {
    it('PT429 answers 429 with PostgREST body and the message as reason phrase', async () => {
      const res = await t.rest('rpc/refuse', call({ code: 'PT429', message: 'Too many requests' }));
      expect([res.status, res.statusText, res.headers.get('content-type'), res.headers.get('www-authenticate')]).toEqual([
        429, 'Too many requests', 'application/json; charset=utf-8', null,
      ]);
      expect(await res.json()).toEqual({ code: 'PT429', message: 'Too many requests', details: 'Some detail', hint: 'Some hint' });
    });

    it('a trigger refusing an insert with PT429: 429 through supabase-js, nothing stored', async () => {
      const refused = await t.anon.from('messages').insert({ body: 'spam' });
      expect([refused.status, refused.statusText, refused.data]).toEqual([429, 'Too many requests', null]);
      expect(refused.error).toEqual({
        code: 'PT429',
        message: 'Too many requests',
        details: 'At most 5 messages per client address per 10 minutes',
        hint: 'Try again later.',
      });
      expect((await t.backend.db.query('select 1 from public.messages')).rows).toEqual([]);
    });

    it('any three digits: PT402 is 402, PT401 is 401 with WWW-Authenticate: Bearer', async () => {
      const payment = await t.rest('rpc/refuse', call({ code: 'PT402', message: 'Payment Required' }));
      expect([payment.status, payment.statusText]).toEqual([402, 'Payment Required']);
      const unauthorized = await t.rest('rpc/refuse', call({ code: 'PT401', message: 'Who are you' }));
      expect([unauthorized.status, unauthorized.statusText, unauthorized.headers.get('www-authenticate')]).toEqual([401, 'Who are you', 'Bearer']);
    });

    it('PT and no three digits is 500, as PostgREST; a line break never reaches the status line, UTF-8 does', async () => {
      const letters = await t.rest('rpc/refuse', call({ code: 'PT4Z9', message: 'odd' }));
      expect([letters.status, letters.statusText, ((await letters.json()) as { code: string }).code]).toEqual([500, 'Internal Server Error', 'PT4Z9']);
      const multiline = await t.rest('rpc/refuse', call({ code: 'PT418', message: 'Short\r\nand stout' }));
      expect([multiline.status, multiline.statusText, ((await multiline.json()) as { message: string }).message]).toEqual([
        418, 'Short  and stout', 'Short\r\nand stout',
      ]);
      const accented = await t.rest('rpc/refuse', call({ code: 'PT429', message: 'Trop de requêtes' }));
      expect([accented.status, ((await accented.json()) as { message: string }).message]).toEqual([429, 'Trop de requêtes']);
    });
  });

  describe('request.headers x-forwarded-for', () => {
    it('is the socket address when the request has none', async () => {
      const res = await t.rest('rpc/forwarded_for', call({}));
      expect(await res.json()).toBe('127.0.0.1');
    });

    it('passes one the request carries unchanged', async () => {
      const res = await t.rest('rpc/forwarded_for', call({}, { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }));
      expect(await res.json()).toBe('203.0.113.9, 10.0.0.1');
    });

    it('reaches the SQL of table requests too (a trigger records it)', async () => {
      await t.anon.from('messages').insert({ body: 'hello' });
      await t.rest('messages', { ...call({ body: 'hi' }), headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.4' } });
      const { rows } = await t.backend.db.query<{ body: string; client: string }>('select body, client from public.messages order by id');
      expect(rows).toEqual([
        { body: 'hello', client: '127.0.0.1' },
        { body: 'hi', client: '198.51.100.4' },
      ]);
    });
  });
});
