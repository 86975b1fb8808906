/**
 * The notify-leads drain loop (supabase/functions/notify-leads/drain.ts) with a fake outbox and
 * fake sender, on a fake clock: sent rows completed, failures retried with doubling backoff capped
 * at an hour, failed for good after the last attempt or on a permanent error, the idempotency key
 * handed to the sender, a hung send timed out as retryable, and the time budget kept.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  drain, DrainError, LEASE_SECONDS, retryAfterSeconds,
  type ClaimedNotification, type DrainDependencies, type Outbox,
} from '../../supabase/functions/notify-leads/drain.ts';
import { renderLeadEmail, type LeadEmail } from '../../supabase/functions/notify-leads/email.ts';
import { SendError } from '../../supabase/functions/notify-leads/transport.ts';
import { CONTACT, FREE_SAMPLE, SETTINGS } from './fixtures';

const POLICY = { retryBaseSeconds: 60, maxAttempts: 8 };

/** An outbox holding `rows`: each claim hands out the next ones, recording every call. */
class FakeOutbox implements Outbox {
  claims: { batchSize: number; leaseSeconds: number }[] = [];
  completed: number[] = [];
  failed: { id: number; error: string; retryAfterSeconds: number | null }[] = [];
  constructor(private rows: ClaimedNotification[]) {}
  async claim(batchSize: number, leaseSeconds: number) {
    this.claims.push({ batchSize, leaseSeconds });
    return this.rows.splice(0, batchSize);
  }
  async complete(id: number) {
    this.completed.push(id);
  }
  async fail(id: number, error: string, retryAfterSeconds: number | null) {
    this.failed.push({ id, error, retryAfterSeconds });
  }
}

const row = (id: number, attempts = 1, lead: typeof FREE_SAMPLE | typeof CONTACT = FREE_SAMPLE): ClaimedNotification => ({
  id,
  attempts,
  lead_table: lead.lead_table,
  idempotency_key: `${lead.lead_table}/key-${id}`,
  payload: lead.payload,
});

function deps(outbox: Outbox, send: DrainDependencies['send']): DrainDependencies {
  return { outbox, render: (n) => renderLeadEmail(n, SETTINGS), send };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-07-01T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('retryAfterSeconds', () => {
  it('doubles from the base with each attempt, caps at 3600 s, and gives up at the last attempt or a permanent error', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempts) => retryAfterSeconds(attempts, true, POLICY))).toEqual([60, 120, 240, 480, 960, 1920, 3600]);
    expect(retryAfterSeconds(8, true, POLICY)).toBeNull();
    expect(retryAfterSeconds(9, true, POLICY)).toBeNull();
    expect(retryAfterSeconds(1, false, POLICY)).toBeNull();
    expect(retryAfterSeconds(3, true, { retryBaseSeconds: 5, maxAttempts: 4 })).toBe(20);
    expect(retryAfterSeconds(4, true, { retryBaseSeconds: 5, maxAttempts: 4 })).toBeNull();
  });
});

describe('drain', () => {
  it('sends every claimed row with its idempotency key, completes each, and stops when nothing is claimed', async () => {
    const outbox = new FakeOutbox([row(1), row(2, 1, CONTACT), row(3)]);
    const sent: { subject: string; key: string }[] = [];
    const result = await drain(deps(outbox, async (email, key) => void sent.push({ subject: email.subject, key })), POLICY);
    expect(result).toEqual({ sent: 3, retried: 0, failed: 0 });
    expect(sent).toEqual([
      { subject: 'New free sample request: Riley Parker', key: 'free_sample_requests/key-1' },
      { subject: 'New contact message: Jordan Lee', key: 'ContactQueries/key-2' },
      { subject: 'New free sample request: Riley Parker', key: 'free_sample_requests/key-3' },
    ]);
    expect(outbox.completed).toEqual([1, 2, 3]);
    expect(outbox.failed).toEqual([]);
    // 50 s budget / 10 s per send: at most 5 rows per claim, each leased for 120 s by default; the empty claim ends it.
    expect(outbox.claims).toEqual([{ batchSize: 5, leaseSeconds: LEASE_SECONDS }, { batchSize: 5, leaseSeconds: LEASE_SECONDS }]);
  });

  it('a retryable failure puts the row back with the backoff of its attempt; the last attempt fails it for good', async () => {
    const outbox = new FakeOutbox([row(1, 1), row(2, 3), row(3, 7), row(4, 8)]);
    const result = await drain(deps(outbox, async () => Promise.reject(new SendError('Resend answered 503', true, 503))), POLICY);
    expect(result).toEqual({ sent: 0, retried: 3, failed: 1 });
    expect(outbox.failed).toEqual([
      { id: 1, error: 'Resend answered 503', retryAfterSeconds: 60 },
      { id: 2, error: 'Resend answered 503', retryAfterSeconds: 240 },
      { id: 3, error: 'Resend answered 503', retryAfterSeconds: 3600 },
      { id: 4, error: 'Resend answered 503', retryAfterSeconds: null },
    ]);
  });

  it('follows LEAD_RETRY_BASE_SECONDS and LEAD_MAX_ATTEMPTS', async () => {
    const outbox = new FakeOutbox([row(1, 2), row(2, 3)]);
    await drain(deps(outbox, () => Promise.reject(new SendError('busy', true))), { retryBaseSeconds: 10, maxAttempts: 3 });
    expect(outbox.failed.map((f) => f.retryAfterSeconds)).toEqual([20, null]);
  });

  it('a permanent error fails the row at once; an error of unknown kind is retried', async () => {
    const outbox = new FakeOutbox([row(1), row(2)]);
    const errors = [new SendError('Resend answered 422 validation_error: bad from', false, 422), new TypeError('socket hang up')];
    const result = await drain(deps(outbox, async () => Promise.reject(errors.shift())), POLICY);
    expect(result).toEqual({ sent: 0, retried: 1, failed: 1 });
    expect(outbox.failed).toEqual([
      { id: 1, error: 'Resend answered 422 validation_error: bad from', retryAfterSeconds: null },
      { id: 2, error: 'socket hang up', retryAfterSeconds: 60 },
    ]);
  });

  it('a row that cannot be rendered fails for good without a send', async () => {
    const outbox = new FakeOutbox([{ ...row(1), lead_table: 'Subscribers' }, { ...row(2), payload: { name: 'No fields' } }]);
    const send = vi.fn(async () => {});
    const result = await drain(deps(outbox, send), POLICY);
    expect(result).toEqual({ sent: 0, retried: 0, failed: 2 });
    expect(send).not.toHaveBeenCalled();
    expect(outbox.failed).toEqual([
      { id: 1, error: 'Cannot render the email: Not a lead table: "Subscribers"', retryAfterSeconds: null },
      { id: 2, error: 'Cannot render the email: The lead has no phone', retryAfterSeconds: null },
    ]);
  });

  it('a send that hangs times out after 10 s and is retried; the loop goes on with the next row', async () => {
    const outbox = new FakeOutbox([row(1), row(2)]);
    const sends: string[] = [];
    const send = (_email: LeadEmail, key: string) => {
      sends.push(key);
      return key.endsWith('key-1') ? new Promise<void>(() => {}) : Promise.resolve();
    };
    const running = drain(deps(outbox, send), POLICY);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(outbox.failed).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(running).resolves.toEqual({ sent: 1, retried: 1, failed: 0 });
    expect(outbox.failed).toEqual([{ id: 1, error: 'Timed out after 10 s', retryAfterSeconds: 60 }]);
    expect(outbox.completed).toEqual([2]);
    expect(sends).toEqual(['free_sample_requests/key-1', 'free_sample_requests/key-2']);
  });

  it('keeps to its 50 s budget: claims only what can be sent in the time left, then stops', async () => {
    let next = 1;
    const endless: Outbox & { claims: number[] } = {
      claims: [],
      async claim(batchSize) {
        endless.claims.push(batchSize);
        return Array.from({ length: batchSize }, () => row(next++));
      },
      complete: async () => {},
      fail: async () => {},
    };
    // Each send takes 3 s of (fake) time.
    const slowSend = () => new Promise<void>((resolve) => setTimeout(resolve, 3_000));
    const started = Date.now();
    const running = drain({ ...deps(endless, slowSend), now: () => Date.now() }, POLICY).then((result) => ({ result, elapsed: Date.now() - started }));
    await vi.advanceTimersByTimeAsync(60_000);
    const { result, elapsed } = await running;
    // 5 rows (15 s), then ⌊35/10⌋ = 3 (9 s), ⌊26/10⌋ = 2 (6 s), ⌊20/10⌋ = 2 (6 s), ⌊14/10⌋ = 1 (3 s), ⌊11/10⌋ = 1 (3 s), then 8 s left: stop.
    expect(endless.claims).toEqual([5, 3, 2, 2, 1, 1]);
    expect(result).toEqual({ sent: 14, retried: 0, failed: 0 });
    expect(elapsed).toBe(42_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tries each row at most once per run: claims stop once a row it put back may be due again', async () => {
    // An outbox that keeps each row's next attempt time and lease on the (fake) clock, as the migration does.
    const rows = [1, 2, 3, 4, 5].map((id) => ({ id, attempts: 0, dueAt: Date.now(), lockedUntil: 0 }));
    const claims: number[][] = [];
    const outbox: Outbox = {
      async claim(batchSize, leaseSeconds) {
        const due = rows.filter((r) => r.dueAt <= Date.now() && r.lockedUntil < Date.now()).slice(0, batchSize);
        for (const r of due) Object.assign(r, { attempts: r.attempts + 1, lockedUntil: Date.now() + leaseSeconds * 1000 });
        claims.push(due.map((r) => r.id));
        return due.map((r) => row(r.id, r.attempts));
      },
      complete: async () => {},
      async fail(id, _error, after) {
        Object.assign(rows.find((r) => r.id === id)!, { lockedUntil: 0, dueAt: Date.now() + (after ?? Infinity) * 1000 });
      },
    };
    // Each send fails after 1 s; with a 2 s backoff, row 1 is due again at 3 s, while row 4 is still being tried.
    const failingSend = () => new Promise<void>((_, reject) => setTimeout(() => reject(new SendError('down', true)), 1_000));
    const running = drain({ ...deps(outbox, failingSend), now: () => Date.now() }, { retryBaseSeconds: 2, maxAttempts: 8, leaseSeconds: 30 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await running).toEqual({ sent: 0, retried: 5, failed: 0 });
    expect(claims).toEqual([[1, 2, 3, 4, 5]]);
    expect(rows.map((r) => r.attempts)).toEqual([1, 1, 1, 1, 1]);
  });

  it('an outbox error stops the loop with a DrainError that says which call failed and what was done', async () => {
    const outbox = new FakeOutbox([row(1), row(2)]);
    outbox.complete = async (id: number) => {
      if (id === 2) throw new Error('complete_lead_notification: permission denied (42501)');
      outbox.completed.push(id);
    };
    const error = await drain(deps(outbox, async () => {}), POLICY).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DrainError);
    expect((error as DrainError).message).toBe('complete_lead_notification failed: complete_lead_notification: permission denied (42501)');
    expect((error as DrainError).result).toEqual({ sent: 1, retried: 0, failed: 0 });

    const unreachable = new FakeOutbox([]);
    unreachable.claim = () => Promise.reject(new Error('claim_lead_notifications: TypeError: fetch failed'));
    await expect(drain(deps(unreachable, async () => {}), POLICY)).rejects.toMatchObject({
      name: 'DrainError',
      message: 'claim_lead_notifications failed: claim_lead_notifications: TypeError: fetch failed',
      result: { sent: 0, retried: 0, failed: 0 },
    });
  });
});
