/**
 * The drain loop of the lead-notification outbox: claim a batch of due rows, send each one's
 * email, mark it sent or failed (with a retry time or for good), until nothing is due or the
 * time budget is spent. Its dependencies are injected, so it runs against fakes in tests.
 * @see docs/architecture.md "Local backend and hosted Supabase"
 */
import type { LeadEmail } from './email.ts';
import { SendError } from './transport.ts';

/** One claimed outbox row, as `claim_lead_notifications` returns it (`attempts` counts this try). */
export interface ClaimedNotification {
  id: number;
  idempotency_key: string;
  lead_table: string;
  payload: unknown;
  attempts: number;
}

/** The outbox's RPC functions (see outbox.ts); each rejects when the call fails. */
export interface Outbox {
  claim(batchSize: number, leaseSeconds: number): Promise<ClaimedNotification[]>;
  complete(id: number): Promise<void>;
  /** `retryAfterSeconds` null: failed for good; else pending again that many seconds from now. */
  fail(id: number, error: string, retryAfterSeconds: number | null): Promise<void>;
}

/** What the loop uses: the outbox, a renderer (throws for a lead that cannot be rendered), a sender. */
export interface DrainDependencies {
  outbox: Outbox;
  render(notification: ClaimedNotification): LeadEmail;
  /** Rejects with a {@link SendError}; any other rejection counts as retryable. */
  send(email: LeadEmail, idempotencyKey: string): Promise<void>;
  /** Milliseconds since the epoch; default `Date.now`. */
  now?: () => number;
}

/** The retry policy and the loop's bounds. */
export interface DrainOptions {
  /** First retry delay in seconds; doubles with each attempt (`LEAD_RETRY_BASE_SECONDS`, default 60). */
  retryBaseSeconds: number;
  /** Tries before a row fails for good (`LEAD_MAX_ATTEMPTS`, default 8). */
  maxAttempts: number;
  /** Stop claiming once this many ms have passed (default 50 000). */
  budgetMs?: number;
  /** A send that takes longer fails as retryable (default 10 000 ms). */
  sendTimeoutMs?: number;
  /** Most rows per claim (default 10). */
  batchSize?: number;
  /**
   * Seconds a claim holds its rows (`LEAD_LEASE_SECONDS`, default {@link LEASE_SECONDS}); after
   * it, a row whose run died is claimed again. Keep it above a batch's worst case (5 sends ×
   * `sendTimeoutMs`), else a slow send's row may be claimed by another run; tests shorten it.
   */
  leaseSeconds?: number;
}

/** How many rows the run sent, put back for a retry, and failed for good. */
export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

/** The outbox failed (an RPC call): the loop stopped; `result` is what it did before. */
export class DrainError extends Error {
  override name = 'DrainError';
  constructor(message: string, readonly result: DrainResult) {
    super(message);
  }
}

/** Longest retry delay: one hour. */
export const MAX_RETRY_SECONDS = 3600;
/** Default lease of a claim in seconds: longer than the whole time budget, so a row being sent is never claimed twice. */
export const LEASE_SECONDS = 120;

/**
 * Seconds until the next try of a row that just failed its `attempts`-th try:
 * `retryBaseSeconds × 2^(attempts − 1)`, at most {@link MAX_RETRY_SECONDS}; `null` (fail for
 * good) when the error is permanent or `attempts ≥ maxAttempts`.
 */
export function retryAfterSeconds(attempts: number, retryable: boolean, options: Pick<DrainOptions, 'retryBaseSeconds' | 'maxAttempts'>): number | null {
  if (!retryable || attempts >= options.maxAttempts) return null;
  return Math.min(MAX_RETRY_SECONDS, options.retryBaseSeconds * 2 ** Math.max(0, attempts - 1));
}

/** `promise`, or a retryable {@link SendError} once `ms` have passed (a `setTimeout`, so fake clocks drive it). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendError(`Timed out after ${ms / 1000} s`, true)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Renders and sends one row: `null` when sent, else why not and whether a retry may help. */
async function attempt(deps: DrainDependencies, notification: ClaimedNotification, timeoutMs: number): Promise<{ retryable: boolean; error: string } | null> {
  let email: LeadEmail;
  try {
    email = deps.render(notification);
  } catch (error) {
    return { retryable: false, error: `Cannot render the email: ${messageOf(error)}` };
  }
  try {
    await withTimeout(deps.send(email, notification.idempotency_key), timeoutMs);
    return null;
  } catch (error) {
    return { retryable: error instanceof SendError ? error.retryable : true, error: messageOf(error) };
  }
}

/**
 * Drains the outbox. Each round claims `min(batchSize, ⌊time left / sendTimeoutMs⌋)` rows (so a
 * claimed batch is always sent within the budget, well inside the default lease), renders and
 * sends them one by one under `sendTimeoutMs`, then `complete`s each sent row or `fail`s it with
 * {@link retryAfterSeconds} (a rendering error is permanent; a timeout, a retryable
 * {@link SendError} or any other rejection is retryable). It stops when a claim returns nothing,
 * when no full send fits in the budget any more, or once a row it put back may be due again: one
 * run tries each row at most once (with the defaults, a 60 s backoff outlasts the 50 s budget).
 * @throws DrainError when an outbox call fails (with the counts so far).
 */
export async function drain(deps: DrainDependencies, options: DrainOptions): Promise<DrainResult> {
  const { budgetMs = 50_000, sendTimeoutMs = 10_000, batchSize = 10, leaseSeconds = LEASE_SECONDS } = options;
  const now = deps.now ?? Date.now;
  const deadline = now() + budgetMs;
  const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
  /** When the first row this run put back becomes due again (ms since the epoch). */
  let dueAgainAt = Infinity;
  const outboxCall = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw new DrainError(`${what} failed: ${messageOf(error)}`, { ...result });
    }
  };

  for (;;) {
    const size = Math.min(batchSize, Math.floor((deadline - now()) / sendTimeoutMs));
    if (size < 1 || now() >= dueAgainAt) break;
    const batch = await outboxCall('claim_lead_notifications', () => deps.outbox.claim(size, leaseSeconds));
    if (batch.length === 0) break;
    for (const notification of batch) {
      const failure = await attempt(deps, notification, sendTimeoutMs);
      if (!failure) {
        await outboxCall('complete_lead_notification', () => deps.outbox.complete(notification.id));
        result.sent += 1;
        continue;
      }
      const after = retryAfterSeconds(notification.attempts, failure.retryable, options);
      const failedAt = now();
      await outboxCall('fail_lead_notification', () => deps.outbox.fail(notification.id, failure.error, after));
      if (after === null) {
        result.failed += 1;
      } else {
        result.retried += 1;
        dueAgainAt = Math.min(dueAgainAt, failedAt + after * 1000);
      }
    }
  }
  return result;
}
