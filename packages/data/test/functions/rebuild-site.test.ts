/**
 * The rebuild-site function (supabase/functions/rebuild-site/) against the local backend on real
 * Postgres, with a fake clock (the `as_of` of the database functions) and a fake build hook: a
 * burst of edits is one build request, whenever Cron calls; a hook that fails is retried later and
 * the burst is never requested twice; concurrent calls request once; and the HTTP handler's
 * secret and configuration checks.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '@agency/local-backend/testing';
import { readRebuildConfig } from '../../supabase/functions/rebuild-site/config.ts';
import { createRebuildHandler, REBUILD_SECRET_HEADER } from '../../supabase/functions/rebuild-site/handler.ts';
import {
  BuildHookError,
  callBuildHook,
  requestRebuild,
  retryAfterSeconds,
  supabaseRebuildQueue,
  type RebuildQueue,
} from '../../supabase/functions/rebuild-site/rebuild.ts';

const SETTINGS = { quietSeconds: 120, maxWaitSeconds: 900, leaseSeconds: 120, retryBaseSeconds: 60, retryMaxSeconds: 3600 };

let t: TestBackend;
let queue: RebuildQueue;

beforeAll(async () => {
  t = await startTestBackend();
  queue = supabaseRebuildQueue(t.service);
});

afterAll(async () => {
  await t.stop();
});

beforeEach(async () => {
  // Every test starts with nothing waiting and no request in flight.
  await t.backend.db.query(
    `update private.site_rebuild set pending_since = null, changed_at = null, claim_id = null, claimed_since = null,
       claimed_changed_at = null, locked_until = null, attempts = 0, next_attempt_at = null, last_error = null,
       windows_seen_until = now()`,
  );
});

/** The database's clock now, the fake clock's start. */
async function databaseNow(): Promise<number> {
  const { rows } = await t.backend.db.query<{ now: Date }>('select clock_timestamp() as now');
  return new Date(rows[0]!.now).getTime();
}

/** A fake clock at `startMs`, moved on by the test. */
function fakeClock(startMs: number) {
  let nowMs = startMs;
  return { now: () => new Date(nowMs), advance: (seconds: number) => (nowMs += seconds * 1000) };
}

/** A build hook that records its calls and answers as `answers` says, one answer per call (then the last again). */
function fakeHook(...answers: ('ok' | 'fail')[]) {
  const calls: number[] = [];
  return {
    calls,
    call: async () => {
      calls.push(calls.length);
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? 'ok';
      if (answer === 'fail') throw new BuildHookError('The build hook answered HTTP 500.');
    },
  };
}

/** One content edit through the Data API, as the agency's admin script would make it (service role). */
async function editContent(n: number): Promise<void> {
  const { error } = await t.service.from('testimonials').insert([{ name: `Client ${n}`, comment: 'Great work', stars: 5 }]);
  expect(error).toBeNull();
}

describe('one build request per burst of edits', () => {
  it('fifty content edits within two minutes, Cron calling every minute: exactly one request, once the edits have settled', async () => {
    const hook = fakeHook('ok');
    const clock = fakeClock(await databaseNow());
    // Cron calls while the agency edits (ten edits between calls): the burst is not quiet yet.
    for (let round = 0; round < 5; round += 1) {
      for (let i = 0; i < 10; i += 1) await editContent(round * 10 + i);
      const outcome = await requestRebuild(SETTINGS, { queue, callHook: hook.call, now: clock.now });
      expect(outcome).toEqual({ requested: false });
    }
    expect(hook.calls).toHaveLength(0);
    // Then every minute for ten minutes.
    const outcomes = [];
    for (let minute = 1; minute <= 10; minute += 1) {
      clock.advance(60);
      outcomes.push(await requestRebuild(SETTINGS, { queue, callHook: hook.call, now: clock.now }));
    }
    expect(hook.calls).toHaveLength(1);
    expect(outcomes.filter((o) => o.requested)).toEqual([{ requested: true, attempts: 1 }]);
    const { data } = await t.service.rpc('site_rebuild_status');
    expect(data).toEqual([expect.objectContaining({ pending_since: null, requesting: false, attempts: 0, last_error: null })]);
  });

  it('a hook that fails is retried after its delay, doubling, and once it answers the burst is never requested again', async () => {
    const hook = fakeHook('fail', 'fail', 'ok');
    const clock = fakeClock(await databaseNow());
    await editContent(100);
    clock.advance(121);
    expect(await requestRebuild(SETTINGS, { queue, callHook: hook.call, now: clock.now })).toEqual({
      requested: false,
      attempts: 1,
      error: 'The build hook answered HTTP 500.',
      retryAfterSeconds: 60,
    });
    // Not before its delay.
    clock.advance(59);
    expect(await requestRebuild(SETTINGS, { queue, callHook: hook.call, now: clock.now })).toEqual({ requested: false });
    clock.advance(1);
    expect(await requestRebuild(SETTINGS, { queue, callHook: hook.call, now: clock.now })).toMatchObject({ attempts: 2, retryAfterSeconds: 120 });
    clock.advance(120);
    expect(await requestRebuild(SETTINGS, { queue, callHook: hook.call, now: clock.now })).toEqual({ requested: true, attempts: 3 });
    for (let minute = 0; minute < 30; minute += 1) {
      clock.advance(60);
      expect(await requestRebuild(SETTINGS, { queue, callHook: hook.call, now: clock.now })).toEqual({ requested: false });
    }
    expect(hook.calls).toHaveLength(3);
  });

  it('edits made while a request is in flight are a burst of their own: one more request, after they settle', async () => {
    const clock = fakeClock(await databaseNow());
    await editContent(200);
    clock.advance(121);
    let edited = false;
    const hook = fakeHook('ok');
    const outcome = await requestRebuild(SETTINGS, {
      queue,
      callHook: async () => {
        await editContent(201); // the agency saves again while the host is asked to build
        edited = true;
        await hook.call();
      },
      now: clock.now,
    });
    expect([outcome, edited]).toEqual([{ requested: true, attempts: 1 }, true]);
    // That edit was stamped by the database's real clock, before the fake clock's "now".
    clock.advance(121);
    expect(await requestRebuild(SETTINGS, { queue, callHook: hook.call, now: clock.now })).toEqual({ requested: true, attempts: 1 });
    expect(hook.calls).toHaveLength(2);
  });

  it('Cron calling five times at once requests once', async () => {
    const hook = fakeHook('ok');
    const clock = fakeClock(await databaseNow());
    await editContent(300);
    clock.advance(121);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => requestRebuild(SETTINGS, { queue, callHook: hook.call, now: clock.now })));
    expect(outcomes.filter((o) => o.requested)).toHaveLength(1);
    expect(hook.calls).toHaveLength(1);
  });

  it('an edit that never stops still goes live after max_wait_seconds', async () => {
    const hook = fakeHook('ok');
    await editContent(400);
    const clock = fakeClock(await databaseNow());
    const settings = { ...SETTINGS, quietSeconds: 120, maxWaitSeconds: 0 };
    expect(await requestRebuild(settings, { queue, callHook: hook.call, now: clock.now })).toEqual({ requested: true, attempts: 1 });
  });
});

describe('callBuildHook', () => {
  it('POSTs an empty JSON body; a 2xx is accepted, another status or no answer is a BuildHookError that does not quote the URL', async () => {
    const requests: { method?: string; type?: string; body: string }[] = [];
    let status = 200;
    const server = createServer(async (req: IncomingMessage, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      requests.push({ method: req.method, type: req.headers['content-type'], body });
      if (req.url?.includes('hang')) return; // never answers
      res.statusCode = status;
      res.end('{}');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/secret-id`;
    try {
      await callBuildHook(base, 2000);
      expect(requests[0]).toEqual({ method: 'POST', type: 'application/json', body: '{}' });
      status = 404;
      const failure = await callBuildHook(base, 2000).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(BuildHookError);
      expect((failure as Error).message).toBe('The build hook answered HTTP 404.');
      const hung = await callBuildHook(`${base}/hang`, 200).catch((e: unknown) => e);
      expect((hung as Error).message).toBe('The build hook could not be reached: no answer within 200 ms.');
      expect(String((hung as Error).message)).not.toContain('secret-id');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('retries wait 60 s, doubling, at most an hour', () => {
    expect([1, 2, 3, 7, 8, 20].map((n) => retryAfterSeconds(n, 60, 3600))).toEqual([60, 120, 240, 3600, 3600, 3600]);
  });
});

describe('the HTTP handler', () => {
  const ENV = {
    REBUILD_SITE_SECRET: 's3cret',
    SUPABASE_URL: 'http://127.0.0.1:9',
    SUPABASE_SECRET_KEYS: '{"default":"sb_secret_x"}',
    BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/abc',
  };
  const post = (headers: Record<string, string> = { [REBUILD_SECRET_HEADER]: 's3cret' }) =>
    new Request('http://127.0.0.1/functions/v1/rebuild-site', { method: 'POST', headers, body: '{}' });

  it('refuses every request without its secret, a wrong secret, or another method', async () => {
    const run = async () => ({ requested: false as const });
    expect((await createRebuildHandler(() => ({ ...ENV, REBUILD_SITE_SECRET: '' }), run)(post())).status).toBe(500);
    expect((await createRebuildHandler(() => ENV, run)(post({}))).status).toBe(401);
    expect((await createRebuildHandler(() => ENV, run)(post({ [REBUILD_SECRET_HEADER]: 'nope' }))).status).toBe(401);
    const get = new Request('http://127.0.0.1/', { headers: { [REBUILD_SECRET_HEADER]: 's3cret' } });
    expect((await createRebuildHandler(() => ENV, run)(get)).status).toBe(405);
  });

  it('answers what the request did: 200 with or without a request, 502 when the hook failed, 500 when the database is out of reach', async () => {
    const answer = async (outcome: () => Promise<unknown>) => {
      const response = await createRebuildHandler(() => ENV, outcome as never)(post());
      return [response.status, await response.json()];
    };
    expect(await answer(async () => ({ requested: true, attempts: 1 }))).toEqual([200, { requested: true, attempts: 1 }]);
    expect(await answer(async () => ({ requested: false, attempts: 1, error: 'The build hook answered HTTP 500.', retryAfterSeconds: 60 }))).toEqual([
      502,
      { requested: false, attempts: 1, error: 'The build hook answered HTTP 500.', retryAfterSeconds: 60 },
    ]);
    expect(await answer(async () => Promise.reject(new Error('claim_site_rebuild: fetch failed')))).toEqual([500, { error: 'claim_site_rebuild: fetch failed' }]);
  });

  it('names each missing or malformed variable, never quoting the hook', () => {
    expect(readRebuildConfig({})).toEqual({
      problems: [
        'SUPABASE_URL is not set.',
        expect.stringContaining('No service key'),
        'BUILD_HOOK_URL is not set: the host\'s build or deploy hook (README "Publishing").',
      ],
    });
    const bad = readRebuildConfig({ ...ENV, BUILD_HOOK_URL: 'api.netlify.com/secret-id', REBUILD_QUIET_SECONDS: '-1' });
    expect(bad).toEqual({ problems: ['BUILD_HOOK_URL must be an absolute http(s) URL.', 'REBUILD_QUIET_SECONDS must be a whole number from 0 to 86400 (got "-1").'] });
    expect(JSON.stringify(bad)).not.toContain('secret-id');
    expect(readRebuildConfig({ ...ENV, SUPABASE_SECRET_KEYS: '', SUPABASE_SERVICE_ROLE_KEY: 'legacy-jwt' })).toMatchObject({ config: { serviceKey: 'legacy-jwt', quietSeconds: 120, maxWaitSeconds: 900 } });
  });
});
