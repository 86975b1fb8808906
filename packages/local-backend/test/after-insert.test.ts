/**
 * The local Database Webhook: `LocalBackendOptions.afterInsert` is called once per successful
 * insert request, never for a refused one nor for other requests; `afterInsertWebhook` posts
 * `{"table": …}` with its headers, fire-and-forget, logging a run of failures once; the CLI's
 * `--after-insert-url` wires it with `x-notify-leads-secret: $NOTIFY_LEADS_SECRET`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterInsertWebhook } from '../src/index';
import { SERVICE_HEADERS } from '../src/testing';
import { sourcesOf, startOn, stopEngines, type EngineBackend } from './engines';

const SOURCES = sourcesOf(`
  create table public.messages (id bigint generated always as identity primary key, body text not null check (body <> ''));
  alter table public.messages enable row level security;
  create policy "anyone writes" on public.messages for insert to anon with check (true);
  create policy "service reads" on public.messages for all to service_role using (true);
  create table public.closed (id bigint generated always as identity primary key, body text);
  alter table public.closed enable row level security;
  revoke all on public.messages, public.closed from anon, authenticated, service_role;
  grant insert on public.messages to anon;
  grant all on public.messages to service_role;

  create function public.check_message() returns trigger language plpgsql as $$
  begin
    if new.body = 'spam' then raise exception using errcode = 'PT429', message = 'Too many requests'; end if;
    return new;
  end $$;
  create trigger check_message before insert on public.messages for each row execute function public.check_message();
  create function public.ping() returns text language sql immutable as $$select 'pong'$$;
`);

/** A local HTTP endpoint recording what it receives. */
interface Receiver {
  url: string;
  received: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[];
  close(): Promise<void>;
}

async function startReceiver(status = 204): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/functions/v1/notify`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Lets pending promise callbacks and timers of already-settled work run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterAll(stopEngines);

describe('LocalBackendOptions.afterInsert', () => {
  let t: EngineBackend;
  const calls: string[] = [];
  let hook = (table: string) => {
    calls.push(table);
  };

  beforeAll(async () => {
    t = await startOn('pglite', SOURCES, { afterInsert: (table) => hook(table) });
  });

  afterAll(async () => {
    await t?.stop();
  });

  beforeEach(() => {
    calls.length = 0;
  });

  it('is called once per successful insert request, with the table', async () => {
    expect((await t.anon.from('messages').insert({ body: 'hello' })).status).toBe(201);
    expect(calls).toEqual(['messages']);
    await t.anon.from('messages').insert([{ body: 'a' }, { body: 'b' }, { body: 'c' }]);
    expect(calls).toEqual(['messages', 'messages']);
  });

  it('is not called for a refused insert: PTxyz from a trigger, a CHECK, missing grants, a bad payload', async () => {
    expect((await t.anon.from('messages').insert({ body: 'spam' })).status).toBe(429);
    expect((await t.anon.from('messages').insert({ body: '' })).status).toBe(400);
    expect((await t.anon.from('closed').insert({ body: 'x' })).status).toBe(401);
    expect((await t.anon.from('messages').insert({ nope: 'x' })).status).toBe(400);
    expect(calls).toEqual([]);
  });

  it('is not called for reads, updates, deletes or function calls', async () => {
    await t.service.from('messages').select('*');
    await t.service.from('messages').update({ body: 'x' }).eq('id', 1);
    await t.service.from('messages').delete().eq('id', 2);
    expect((await t.anon.rpc('ping')).data).toBe('pong');
    expect(calls).toEqual([]);
  });

  it('a hook that throws is logged; the insert is still answered 201 and the server keeps serving', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    hook = () => {
      throw new Error('hook on fire');
    };
    try {
      const res = await t.rest('messages', { method: 'POST', headers: { ...SERVICE_HEADERS, 'content-type': 'application/json' }, body: '{"body":"ok"}' });
      expect(res.status).toBe(201);
      expect(logged).toHaveBeenCalledWith('[local backend] unexpected error:', expect.objectContaining({ message: 'hook on fire' }));
    } finally {
      hook = (table) => {
        calls.push(table);
      };
      logged.mockRestore();
    }
    expect((await t.anon.from('messages').insert({ body: 'after' })).status).toBe(201);
    expect(calls).toEqual(['messages']);
  });
});

describe('afterInsertWebhook', () => {
  it('posts {"table"} as JSON with the given headers, without waiting for the answer', async () => {
    const receiver = await startReceiver();
    try {
      const notify = afterInsertWebhook(receiver.url, { headers: { 'x-notify-leads-secret': 's3cret' } });
      expect(notify('messages')).toBeUndefined();
      await vi.waitFor(() => expect(receiver.received).toHaveLength(1));
      const [request] = receiver.received;
      expect([request?.method, request?.url, request?.body]).toEqual(['POST', '/functions/v1/notify', '{"table":"messages"}']);
      expect(request?.headers['content-type']).toBe('application/json');
      expect(request?.headers['x-notify-leads-secret']).toBe('s3cret');
    } finally {
      await receiver.close();
    }
  });

  it('logs a run of failures once, and again after a success', async () => {
    const log = vi.fn();
    const answers = [500, 500, 200, 503];
    const fakeFetch = vi.fn(async () => new Response(null, { status: answers.shift() ?? 200 }));
    const notify = afterInsertWebhook('http://127.0.0.1:9/hook', { log, fetch: fakeFetch });
    notify('a');
    notify('b');
    await settle();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/^\[local backend\] after-insert webhook POST http:\/\/127\.0\.0\.1:9\/hook failed \(HTTP 500\)/);
    notify('c');
    await settle();
    notify('d');
    await settle();
    expect(fakeFetch).toHaveBeenCalledTimes(4);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('an unreachable URL is a logged failure, never a thrown one', async () => {
    const log = vi.fn();
    const notify = afterInsertWebhook('http://127.0.0.1:9/nothing-listens', { log, timeoutMs: 2000 });
    notify('messages');
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1));
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => afterInsertWebhook('ftp://example.test/x')).toThrow(TypeError);
    expect(() => afterInsertWebhook('not a url')).toThrow(TypeError);
  });
});

describe('agency-backend --after-insert-url', () => {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
  const supabaseDir = dirname(SOURCES.migrationsDir);

  it('posts to the URL with x-notify-leads-secret: $NOTIFY_LEADS_SECRET after an insert', async () => {
    const receiver = await startReceiver();
    const child = spawn(tsx, [cli, '--supabase-dir', supabaseDir, '--port', '0', '--data-dir', join(supabaseDir, 'data'), '--no-seed', '--after-insert-url', receiver.url], {
      env: { ...process.env, NOTIFY_LEADS_SECRET: 'from-env' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const restUrl = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString('utf8');
          const ready = /API ready: (\S+)/.exec(out);
          if (ready?.[1]) resolve(ready[1]);
        });
        child.on('exit', (code) => reject(new Error(`CLI exited with ${code}: ${out}`)));
      });
      const res = await fetch(new URL('messages', restUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"body":"hi"}' });
      expect(res.status).toBe(201);
      await vi.waitFor(() => expect(receiver.received).toHaveLength(1));
      expect(receiver.received[0]?.headers['x-notify-leads-secret']).toBe('from-env');
      expect(receiver.received[0]?.body).toBe('{"table":"messages"}');
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await receiver.close();
    }
  });

  it('refuses an invalid URL before starting', () => {
    const result = spawnSync(tsx, [cli, '--supabase-dir', supabaseDir, '--after-insert-url', 'ftp://example.test'], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Invalid --after-insert-url ftp:\/\/example\.test/);
  });
});
