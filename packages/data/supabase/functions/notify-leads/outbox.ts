/**
 * The outbox's drain API through supabase-js: the RPC functions `claim_lead_notifications`,
 * `complete_lead_notification` and `fail_lead_notification` of the lead-delivery migration,
 * which only the service role may execute.
 * @see docs/architecture.md "Security model"
 */
import { callRpc, type RpcClient } from '../_shared/rpc.ts';
import type { ClaimedNotification, Outbox } from './drain.ts';

export type { RpcClient };

/** One row of `claim_lead_notifications`, checked field by field. */
function claimedRow(row: unknown): ClaimedNotification {
  const r = (row ?? {}) as Record<string, unknown>;
  const id = typeof r.id === 'string' ? Number(r.id) : r.id; // bigint may arrive as a string
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || typeof r.idempotency_key !== 'string'
    || typeof r.lead_table !== 'string' || typeof r.attempts !== 'number') {
    throw new Error(`claim_lead_notifications: unexpected row ${JSON.stringify(row).slice(0, 200)}`);
  }
  return { id, idempotency_key: r.idempotency_key, lead_table: r.lead_table, payload: r.payload, attempts: r.attempts };
}

/**
 * The {@link Outbox} over a service-role supabase-js client (`POST /rest/v1/rpc/<fn>` with the
 * named arguments `batch_size` and `lease_seconds`; `notification_id`; `notification_id`,
 * `error`, `retry_after_seconds`). Every method rejects with the RPC's error message; `claim`
 * also when the answer is not an array of outbox rows.
 */
export function supabaseOutbox(client: RpcClient): Outbox {
  return {
    async claim(batchSize, leaseSeconds) {
      const data = await callRpc(client, 'claim_lead_notifications', { batch_size: batchSize, lease_seconds: leaseSeconds });
      if (!Array.isArray(data)) throw new Error('claim_lead_notifications: the answer is not an array');
      return data.map(claimedRow);
    },
    async complete(id) {
      await callRpc(client, 'complete_lead_notification', { notification_id: id });
    },
    async fail(id, error, retryAfterSeconds) {
      await callRpc(client, 'fail_lead_notification', { notification_id: id, error, retry_after_seconds: retryAfterSeconds });
    },
  };
}
