/**
 * Lead delivery under faults and floods, with the real parts: the local backend (the migrations'
 * outbox, limits and dedupe), the notify-leads Edge Function under Deno and the maildev mail
 * catcher, each its own process, as `npm start` runs them (docs/architecture.md "Lead delivery").
 * - the catcher down while 20 leads arrive, then up again: exactly 20 emails, none lost, none twice;
 * - the function killed mid-batch (SIGKILL while an email is half-sent) and started again: the same;
 * - 1,000 inserts from one address beside 50 from 50 others: the limit stores 5 and answers the
 *   rest 429, the 50 are stored and notified, the backend answers afterwards.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '@agency/local-backend';
import { startTestBackend, type TestBackend } from '@agency/local-backend/testing';
import { listInbox, startMailCatcher, startNotifyFunction, type MailCatcher, type NotifyFunction } from '../../scripts/lead-delivery';
import { startSmtpGate, type SmtpGate } from './smtp-gate';

const SECRET = 'delivery-test-secret';
/** Retries and leases short enough for a test; production waits longer (the function's defaults). */
const FAST_RETRIES = { LEAD_RETRY_BASE_SECONDS: '3', LEAD_LEASE_SECONDS: '2' };

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function backend(): Promise<TestBackend> {
  const t = await startTestBackend();
  cleanups.push(() => t.stop());
  return t;
}

async function catcher(options: Parameters<typeof startMailCatcher>[0] = {}): Promise<MailCatcher> {
  const started = await startMailCatcher(options);
  cleanups.push(async () => {
    await started.stop();
    started.remove();
  });
  return started;
}

async function notifyFunction(t: TestBackend, smtpPort: number): Promise<NotifyFunction> {
  const fn = await startNotifyFunction({ apiUrl: t.backend.url, secret: SECRET, smtpPort, env: FAST_RETRIES });
  cleanups.push(() => fn.stop());
  return fn;
}

/** One free sample request posted as a visitor at `address` (as Supabase's proxy reports it). */
function postLead(t: TestBackend, name: string, address: string): Promise<Response> {
  return fetch(`${t.backend.restUrl}free_sample_requests`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ name, phone: '+44 7700 900123', email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`, video_title: `Video of ${name}` }),
  });
}

/** Posts `count` leads named `<prefix> N`, each from its own address; all must be stored. */
async function postLeads(t: TestBackend, prefix: string, count: number): Promise<string[]> {
  const names = Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);
  const statuses = await Promise.all(names.map((name, i) => postLead(t, name, `203.0.113.${i + 1}`).then((r) => r.status)));
  expect(statuses).toEqual(names.map(() => 201));
  return names;
}

/** The outbox per status, as the agency (service role) reads it. */
async function outbox(t: TestBackend): Promise<Record<string, number>> {
  const { data, error } = await t.service.rpc('lead_notification_counts');
  expect(error).toBeNull();
  return Object.fromEntries((data as { status: string; total: number }[]).map((row) => [row.status, Number(row.total)]));
}

/** Invokes the function, as Supabase Cron would (here every 500 ms), until `sent` emails are marked sent. */
async function drainUntilSent(t: TestBackend, fn: NotifyFunction, sent: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await outbox(t)).sent !== sent) {
    if (Date.now() > deadline) throw new Error(`not ${sent} sent within ${timeoutMs} ms: ${JSON.stringify(await outbox(t))}`);
    await fn.invoke();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Each subject of the inbox with how often it arrived. */
async function subjects(inboxUrl: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const email of await listInbox(inboxUrl)) counts.set(email.subject, (counts.get(email.subject) ?? 0) + 1);
  return counts;
}

function expectExactlyOnce(received: Map<string, number>, names: string[]): void {
  expect([...received.values()].every((n) => n === 1)).toBe(true);
  expect([...received.keys()].sort()).toEqual(names.map((name) => `New free sample request: ${name}`).sort());
}

describe('faults: none lost, none twice', () => {
  it('the mail catcher down while 20 leads arrive, then up again: exactly 20 emails', { timeout: 180_000 }, async () => {
    const t = await backend();
    const mailDirectory = mkdtempSync(path.join(tmpdir(), 'agency-inbox-'));
    const first = await catcher({ mailDirectory });
    const { smtpPort } = first;
    const inboxPort = Number(new URL(first.inboxUrl).port);
    await first.stop();
    const fn = await notifyFunction(t, smtpPort);

    const names = await postLeads(t, 'Down', 20);
    expect(await fn.invoke()).toMatchObject({ sent: 0, retried: 20, failed: 0 });
    expect(await outbox(t)).toEqual({ pending: 20 });

    const again = await catcher({ smtpPort, inboxPort, mailDirectory });
    await drainUntilSent(t, fn, 20);
    expect(await outbox(t)).toEqual({ sent: 20 });
    expectExactlyOnce(await subjects(again.inboxUrl), names);
  });

  it('the function killed mid-batch, half-way through an email, and started again: exactly 20 emails', { timeout: 180_000 }, async () => {
    const t = await backend();
    const inbox = await catcher();
    let gate: SmtpGate | null = await startSmtpGate(inbox.smtpPort, 7);
    cleanups.push(() => gate?.close());
    const names = await postLeads(t, 'Killed', 20);

    const doomed = await startNotifyFunction({ apiUrl: t.backend.url, secret: SECRET, smtpPort: gate.port, env: FAST_RETRIES });
    void doomed.invoke().catch(() => {});
    await gate.holding;
    await doomed.stop('SIGKILL');
    expect((await listInbox(inbox.inboxUrl)).length).toBe(7);
    gate.release();

    const restarted = await notifyFunction(t, gate.port);
    await drainUntilSent(t, restarted, 20);
    expectExactlyOnce(await subjects(inbox.inboxUrl), names);
    await gate.close();
    gate = null;
  });
});

describe('a flood from one address', () => {
  it('1,000 inserts from one address store 5 and get 429; 50 from 50 others are stored and notified; the backend answers after', { timeout: 180_000 }, async () => {
    const t = await backend();
    const inbox = await catcher();
    const fn = await notifyFunction(t, inbox.smtpPort);

    const started = Date.now();
    const flood: number[] = [];
    const floodRun = (async () => {
      for (let batch = 0; batch < 1000; batch += 8) {
        const size = Math.min(8, 1000 - batch);
        flood.push(...(await Promise.all(Array.from({ length: size }, (_, i) => postLead(t, `Flood ${batch + i}`, '198.51.100.66').then((r) => r.status)))));
      }
    })();
    const others = Array.from({ length: 50 }, (_, i) => `Visitor ${i + 1}`);
    const otherStatuses = await Promise.all(
      others.map(async (name, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 20));
        return (await postLead(t, name, `192.0.2.${i + 1}`)).status;
      }),
    );
    await floodRun;
    const seconds = (Date.now() - started) / 1000;

    const stored = flood.filter((s) => s === 201).length;
    const refused = flood.filter((s) => s === 429).length;
    console.log(`flood: ${flood.length} inserts from one address in ${seconds.toFixed(1)} s: ${stored} stored, ${refused} answered 429; 50 other visitors: ${otherStatuses.filter((s) => s === 201).length} stored`);
    expect({ stored, refused }).toEqual({ stored: 5, refused: 995 });
    expect(otherStatuses).toEqual(others.map(() => 201));

    await drainUntilSent(t, fn, 55);
    const received = await subjects(inbox.inboxUrl);
    for (const name of others) expect(received.get(`New free sample request: ${name}`)).toBe(1);
    expect([...received.values()].reduce((a, b) => a + b, 0)).toBe(55);

    expect((await fetch(`${t.backend.url}/health`)).status).toBe(200);
    const { error } = await t.anon.from('blogs').select('id').limit(1);
    expect(error).toBeNull();
  });
});
