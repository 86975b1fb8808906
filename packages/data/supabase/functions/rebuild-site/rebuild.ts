/**
 * One rebuild request: take the burst of content changes that is due (if any), call the host's
 * build hook once for it, and record the outcome: done, or back in the queue with a doubling
 * delay. The debouncing itself is the database's (`claim_site_rebuild`, migration
 * 20261202000050_site_rebuilds.sql), with this function's settings.
 * @see docs/decisions/0006-publishing.md
 */
import { callRpc, type RpcClient } from '../_shared/rpc.ts';
import type { RebuildConfig } from './config.ts';

export type { RpcClient };

/** A burst of content changes handed out for one build request. */
export interface ClaimedBurst {
  claimId: string;
  /** ISO instants of the burst's first and latest change. */
  pendingSince: string;
  changedAt: string;
  /** This request's number for the burst: 1, then 2 after a failure, … */
  attempts: number;
}

/** The database side: the three service-role functions of the migration. */
export interface RebuildQueue {
  /** The due burst, leased, or `null` when nothing is due (none waits, not quiet yet, a request in flight, a retry not due). */
  claim(settings: { quietSeconds: number; maxWaitSeconds: number; leaseSeconds: number }, asOf?: Date): Promise<ClaimedBurst | null>;
  complete(claimId: string, asOf?: Date): Promise<void>;
  fail(claimId: string, error: string, retryAfterSeconds: number, asOf?: Date): Promise<void>;
}

/** What a request did. */
export type RebuildOutcome =
  | { requested: false }
  | { requested: true; attempts: number }
  | { requested: false; attempts: number; error: string; retryAfterSeconds: number };

/** A build hook that did not accept the request; the message never holds the hook's URL (a credential). */
export class BuildHookError extends Error {
  override name = 'BuildHookError';
}

/**
 * The delay before the next request of a burst whose `attempts`-th request failed: `baseSeconds`,
 * doubling per attempt, at most `maxSeconds`.
 */
export function retryAfterSeconds(attempts: number, baseSeconds: number, maxSeconds: number): number {
  return Math.min(maxSeconds, baseSeconds * 2 ** Math.max(0, attempts - 1));
}

/**
 * Calls a build hook the way Netlify, Cloudflare Pages and Vercel document it: `POST`, an empty
 * JSON body. Any 2xx answer is accepted (the host queues the build).
 * @throws {BuildHookError} on a network error, a timeout after `timeoutMs`, or another status.
 */
export async function callBuildHook(url: string, timeoutMs: number, send: typeof fetch = fetch): Promise<void> {
  let response: Response;
  try {
    response = await send(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'the request failed';
    throw new BuildHookError(`The build hook could not be reached: ${reason}.`);
  }
  await response.body?.cancel();
  if (!response.ok) throw new BuildHookError(`The build hook answered HTTP ${response.status}.`);
}

/**
 * One request: claim the due burst; if there is one, call the hook; complete the claim, or fail
 * it with {@link retryAfterSeconds} so the burst is requested again later (never twice for one
 * burst while the first request stands).
 * @param deps.queue - the database side ({@link supabaseRebuildQueue}).
 * @param deps.callHook - calls the hook ({@link callBuildHook} with the config's URL).
 * @param deps.now - the instant to act at, for tests on a fake clock (default: the database's `now()`).
 * @returns what happened; rejects when the database cannot be reached (the claim is then left
 *   to its lease).
 */
export async function requestRebuild(
  config: Pick<RebuildConfig, 'quietSeconds' | 'maxWaitSeconds' | 'leaseSeconds' | 'retryBaseSeconds' | 'retryMaxSeconds'>,
  deps: { queue: RebuildQueue; callHook: () => Promise<void>; now?: () => Date },
): Promise<RebuildOutcome> {
  const { queue, callHook, now } = deps;
  const burst = await queue.claim(config, now?.());
  if (!burst) return { requested: false };
  try {
    await callHook();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retry = retryAfterSeconds(burst.attempts, config.retryBaseSeconds, config.retryMaxSeconds);
    await queue.fail(burst.claimId, message, retry, now?.());
    return { requested: false, attempts: burst.attempts, error: message, retryAfterSeconds: retry };
  }
  await queue.complete(burst.claimId, now?.());
  return { requested: true, attempts: burst.attempts };
}

/** `as_of` only when the caller has a clock of its own (tests); else the database's `now()`. */
const asOfArg = (asOf: Date | undefined) => (asOf ? { as_of: asOf.toISOString() } : {});

/**
 * The {@link RebuildQueue} over a service-role supabase-js client: `claim_site_rebuild`,
 * `complete_site_rebuild`, `fail_site_rebuild` (`POST /rest/v1/rpc/<fn>`). Every method rejects
 * with the RPC's error message; `claim` also when its answer is not what the function returns.
 */
export function supabaseRebuildQueue(client: RpcClient): RebuildQueue {
  return {
    async claim({ quietSeconds, maxWaitSeconds, leaseSeconds }, asOf) {
      const data = await callRpc(client, 'claim_site_rebuild', {
        quiet_seconds: quietSeconds,
        max_wait_seconds: maxWaitSeconds,
        lease_seconds: leaseSeconds,
        ...asOfArg(asOf),
      });
      if (!Array.isArray(data)) throw new Error('claim_site_rebuild: the answer is not an array');
      const row = data[0] as Record<string, unknown> | undefined;
      if (!row) return null;
      if (typeof row.claim_id !== 'string' || typeof row.attempts !== 'number') {
        throw new Error(`claim_site_rebuild: unexpected row ${JSON.stringify(row).slice(0, 200)}`);
      }
      return { claimId: row.claim_id, pendingSince: String(row.pending_since), changedAt: String(row.changed_at), attempts: row.attempts };
    },
    async complete(claimId, asOf) {
      await callRpc(client, 'complete_site_rebuild', { claim: claimId, ...asOfArg(asOf) });
    },
    async fail(claimId, error, retry, asOf) {
      await callRpc(client, 'fail_site_rebuild', { claim: claimId, error, retry_after_seconds: retry, ...asOfArg(asOf) });
    },
  };
}
