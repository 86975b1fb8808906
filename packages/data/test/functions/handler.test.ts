/**
 * The notify-leads function's HTTP handler, configuration and outbox client
 * (supabase/functions/notify-leads/handler.ts, config.ts, outbox.ts): POST only, the shared
 * secret compared in constant time, a missing configuration answered with what is missing, the
 * drain's counts as JSON, an unreachable database a 500 with a JSON error; and the RPC calls
 * supabase-js makes, against a local `node:http` stand-in for PostgREST.
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig, type Config } from '../../supabase/functions/notify-leads/config.ts';
import { DrainError } from '../../supabase/functions/notify-leads/drain.ts';
import { createHandler, secretMatches } from '../../supabase/functions/notify-leads/handler.ts';
import { supabaseOutbox } from '../../supabase/functions/notify-leads/outbox.ts';

const SECRET = 's3cret-value-for-tests';
const ENV = {
  NOTIFY_LEADS_SECRET: SECRET,
  SUPABASE_URL: 'http://127.0.0.1:9',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
  LEADS_EMAIL_FROM: 'ThumbCraft Studio website <website@thumbcraft.studio>',
  LEADS_EMAIL_TO: 'leads@thumbcraft.studio',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: '1025',
};

const post = (headers: Record<string, string> = { 'x-notify-leads-secret': SECRET }) =>
  new Request('http://127.0.0.1/functions/v1/notify-leads', { method: 'POST', headers, body: '{"table":"free_sample_requests"}' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createHandler', () => {
  const ok = async () => ({ sent: 2, retried: 1, failed: 0 });

  it('answers 405 to anything but POST from a caller with the secret, 401 to one without', async () => {
    const run = vi.fn(ok);
    const get = (headers: Record<string, string>) => createHandler(() => ENV, run)(new Request('http://127.0.0.1/', { method: 'GET', headers }));
    const allowed = await get({ 'x-notify-leads-secret': SECRET });
    expect(allowed.status).toBe(405);
    expect(allowed.headers.get('allow')).toBe('POST');
    expect((await get({})).status).toBe(401);
    expect(run).not.toHaveBeenCalled();
  });

  it('answers 500 with a clear message when NOTIFY_LEADS_SECRET is not configured, whatever the header', async () => {
    const run = vi.fn(ok);
    for (const value of [undefined, '']) {
      const response = await createHandler(() => ({ ...ENV, NOTIFY_LEADS_SECRET: value }), run)(post({ 'x-notify-leads-secret': '' }));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'NOTIFY_LEADS_SECRET is not set: the function refuses every request until it is.' });
    }
    expect(run).not.toHaveBeenCalled();
  });

  it('answers 401 without the right x-notify-leads-secret, and drains nothing', async () => {
    const run = vi.fn(ok);
    const handler = createHandler(() => ENV, run);
    const attempts: Record<string, string>[] = [{}, { 'x-notify-leads-secret': 'wrong' }, { 'x-notify-leads-secret': `${SECRET}x` }, { authorization: `Bearer ${SECRET}` }];
    for (const headers of attempts) {
      const response = await handler(post(headers));
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(await response.json()).toEqual({ error: 'Missing or wrong x-notify-leads-secret header.' });
    }
    expect(run).not.toHaveBeenCalled();
  });

  it('drains with the configuration read from the environment and answers its counts', async () => {
    const run = vi.fn(async (_config: Config) => ({ sent: 2, retried: 1, failed: 0 }));
    const response = await createHandler(() => ENV, run)(post());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ sent: 2, retried: 1, failed: 0 });
    expect(run.mock.calls[0]![0]).toEqual({
      supabaseUrl: 'http://127.0.0.1:9',
      serviceKey: 'service-role-key',
      from: ENV.LEADS_EMAIL_FROM,
      to: ['leads@thumbcraft.studio'],
      timeZone: 'Europe/London',
      messageIdDomain: 'thumbcraft.studio',
      transport: { kind: 'smtp', host: '127.0.0.1', port: 1025, secure: false },
      retryBaseSeconds: 60,
      maxAttempts: 8,
      leaseSeconds: 120,
    });
  });

  it('answers 500 with the problems when the rest of the configuration is missing or malformed', async () => {
    const response = await createHandler(() => ({ NOTIFY_LEADS_SECRET: SECRET, LEAD_MAX_ATTEMPTS: 'many' }), ok)(post());
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: 'The function is not configured.',
      problems: [
        'SUPABASE_URL is not set.',
        'No service key: set SUPABASE_SECRET_KEYS (hosted functions get it), SUPABASE_SECRET_KEY or the legacy SUPABASE_SERVICE_ROLE_KEY.',
        'LEADS_EMAIL_FROM is not set.',
        'LEADS_EMAIL_TO is not set.',
        'Neither RESEND_API_KEY nor SMTP_HOST is set.',
        'LEAD_MAX_ATTEMPTS must be a whole number of at least 1 (got "many").',
      ],
    });
  });

  it('answers 500 with the error and the counts so far when the drain fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = async () => {
      throw new DrainError('fail_lead_notification failed: boom', { sent: 1, retried: 0, failed: 0 });
    };
    const response = await createHandler(() => ENV, failing)(post());
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'fail_lead_notification failed: boom', sent: 1, retried: 0, failed: 0 });
  });

  it('with a database that is not there, the real drain answers 500 with a JSON error naming the claim', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await createHandler(() => ENV)(post());
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toMatchObject({ sent: 0, retried: 0, failed: 0 });
    expect(body.error).toMatch(/^claim_lead_notifications failed: claim_lead_notifications: .*fetch failed/);
    expect(logged).toHaveBeenCalledOnce();
  });
});

describe('secretMatches', () => {
  it('matches only the same string, whatever the lengths', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches('', SECRET)).toBe(false);
    expect(secretMatches(null, SECRET)).toBe(false);
    expect(secretMatches(SECRET.slice(0, -1), SECRET)).toBe(false);
    expect(secretMatches(`${SECRET} `, SECRET)).toBe(false);
    expect(secretMatches('é', 'é')).toBe(true);
  });
});

describe('readConfig', () => {
  it("reads the service key from Supabase's current variables before the legacy service-role key", () => {
    const key = (env: Record<string, string | undefined>) => {
      const read = readConfig({ ...ENV, ...env });
      return 'config' in read ? read.config.serviceKey : read.problems;
    };
    expect(key({ SUPABASE_SECRET_KEYS: '{"default":"sb_secret_default"}' })).toBe('sb_secret_default');
    expect(key({ SUPABASE_SECRET_KEY: 'sb_secret_one' })).toBe('sb_secret_one');
    expect(key({})).toBe('service-role-key');
    expect(key({ SUPABASE_SECRET_KEYS: 'sb_secret_not_json' })).toEqual(['SUPABASE_SECRET_KEYS must be a JSON object of secret keys, such as {"default":"sb_secret_…"}.']);
  });

  it('Resend when RESEND_API_KEY is set; several recipients; the agency’s time zone, the retry policy and the lease from the environment', () => {
    const read = readConfig({ ...ENV, RESEND_API_KEY: 're_123', LEADS_EMAIL_TO: 'a@x.example, b@y.example', AGENCY_TIME_ZONE: 'America/New_York', LEAD_RETRY_BASE_SECONDS: '30', LEAD_MAX_ATTEMPTS: '5', LEAD_LEASE_SECONDS: '2' });
    expect(read).toEqual({
      config: expect.objectContaining({ transport: { kind: 'resend', apiKey: 're_123' }, to: ['a@x.example', 'b@y.example'], timeZone: 'America/New_York', retryBaseSeconds: 30, maxAttempts: 5, leaseSeconds: 2 }),
    });
  });

  it('SMTP defaults: secure on 465 (the port hosted functions may use), login when SMTP_USER is set', () => {
    const smtp = (env: Record<string, string>) => {
      const read = readConfig({ ...ENV, SMTP_PORT: undefined, ...env });
      return 'config' in read ? read.config.transport : read.problems;
    };
    expect(smtp({})).toEqual({ kind: 'smtp', host: '127.0.0.1', port: 587, secure: false });
    expect(smtp({ SMTP_SECURE: 'true' })).toEqual({ kind: 'smtp', host: '127.0.0.1', port: 465, secure: true });
    expect(smtp({ SMTP_PORT: '465', SMTP_USER: 'u', SMTP_PASS: 'p' })).toEqual({ kind: 'smtp', host: '127.0.0.1', port: 465, secure: true, user: 'u', pass: 'p' });
    expect(smtp({ SMTP_SECURE: 'maybe', SMTP_PORT: '0' })).toEqual(['SMTP_SECURE must be true or false.', 'SMTP_PORT must be a whole number of at least 1 (got "0").']);
  });

  it('refuses a sender or recipient that is not an address, and an unknown time zone', () => {
    expect(readConfig({ ...ENV, LEADS_EMAIL_FROM: 'ThumbCraft', LEADS_EMAIL_TO: 'leads', AGENCY_TIME_ZONE: 'Mars/Olympus' })).toEqual({
      problems: [
        'LEADS_EMAIL_FROM must be an address like leads@example.com or Name <leads@example.com>.',
        'LEADS_EMAIL_TO must be email addresses separated by commas.',
        'AGENCY_TIME_ZONE is not a time zone (got "Mars/Olympus").',
      ],
    });
  });
});

describe('supabaseOutbox', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** PostgREST's stand-in: records each RPC call; answers claims with `rows`, the others 204. */
  async function postgrest(answer: (fn: string) => { status: number; body?: unknown }) {
    const calls: { path: string; headers: IncomingHttpHeaders; body: unknown }[] = [];
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        calls.push({ path: req.url!, headers: req.headers, body: body ? JSON.parse(body) : null });
        const { status, body: out } = answer(req.url!.replace('/rest/v1/rpc/', ''));
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(out === undefined ? undefined : JSON.stringify(out));
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const client = createClient(url, 'service-role-key', { auth: { persistSession: false, autoRefreshToken: false } });
    return { calls, outbox: supabaseOutbox(client) };
  }

  it('calls the three RPC functions with their named arguments, as the service role', async () => {
    const row = { id: 3, idempotency_key: 'ContactQueries/u', lead_table: 'ContactQueries', payload: { name: 'J' }, attempts: 1 };
    const { calls, outbox } = await postgrest((fn) => (fn === 'claim_lead_notifications' ? { status: 200, body: [row] } : { status: 204 }));
    expect(await outbox.claim(5, 120)).toEqual([row]);
    await outbox.complete(3);
    await outbox.fail(4, 'Resend answered 500', 60);
    await outbox.fail(5, 'Resend answered 422', null);
    expect(calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/rest/v1/rpc/claim_lead_notifications', body: { batch_size: 5, lease_seconds: 120 } },
      { path: '/rest/v1/rpc/complete_lead_notification', body: { notification_id: 3 } },
      { path: '/rest/v1/rpc/fail_lead_notification', body: { notification_id: 4, error: 'Resend answered 500', retry_after_seconds: 60 } },
      { path: '/rest/v1/rpc/fail_lead_notification', body: { notification_id: 5, error: 'Resend answered 422', retry_after_seconds: null } },
    ]);
    expect(calls[0]!.headers).toMatchObject({ apikey: 'service-role-key', authorization: 'Bearer service-role-key' });
  });

  it('rejects with PostgREST’s message and code, and on an answer that is not outbox rows', async () => {
    const answers = [
      { status: 401, body: { code: '42501', message: 'permission denied for function claim_lead_notifications', details: null, hint: null } },
      { status: 200, body: [{ id: 'x', idempotency_key: 'k', lead_table: 'ContactQueries', attempts: 1 }] },
      { status: 200, body: { id: 1 } },
    ];
    const { outbox } = await postgrest(() => answers.shift()!);
    await expect(outbox.claim(1, 120)).rejects.toThrow('claim_lead_notifications: permission denied for function claim_lead_notifications (42501)');
    await expect(outbox.claim(1, 120)).rejects.toThrow(/^claim_lead_notifications: unexpected row \{"id":"x"/);
    await expect(outbox.claim(1, 120)).rejects.toThrow('claim_lead_notifications: the answer is not an array');
  });
});
