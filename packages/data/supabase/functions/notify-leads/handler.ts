/**
 * The HTTP face of the function: `POST` with the shared secret in `x-notify-leads-secret` drains
 * the lead-notification outbox and answers `{sent, retried, failed}`. index.ts serves it.
 * @see docs/architecture.md "Security model"
 */
import { createClient } from '@supabase/supabase-js';
import { secretMatches } from '../_shared/shared-secret.ts';
import { readConfig, type Config, type Env } from './config.ts';
import { drain, DrainError, type DrainResult } from './drain.ts';
import { renderLeadEmail } from './email.ts';
import { supabaseOutbox } from './outbox.ts';
import { resendTransport, smtpTransport } from './transport.ts';

export { secretMatches };

/** The header carrying the shared secret (`NOTIFY_LEADS_SECRET`) of the cron job and the webhook. */
export const SECRET_HEADER = 'x-notify-leads-secret';

/**
 * One real drain: a supabase-js client with the service key (no session; it sends the key as
 * `apikey` and as Bearer, which Supabase's gateway accepts for a secret key when both are the
 * same), the transport the config names, {@link renderLeadEmail}, and {@link drain} with the
 * config's retry policy.
 * @throws DrainError when an outbox RPC fails; Error when the client cannot be made (bad URL).
 */
export function runDrain(config: Config): Promise<DrainResult> {
  const client = createClient(config.supabaseUrl, config.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const envelope = { from: config.from, to: config.to };
  const transport = config.transport.kind === 'resend'
    ? resendTransport({ ...envelope, apiKey: config.transport.apiKey })
    : smtpTransport({ ...envelope, ...config.transport, clientName: config.messageIdDomain });
  const settings = { timeZone: config.timeZone, messageIdDomain: config.messageIdDomain };
  return drain(
    {
      outbox: supabaseOutbox(client),
      render: (notification) => renderLeadEmail(notification, settings),
      send: (email, key) => transport.send(email, key),
    },
    { retryBaseSeconds: config.retryBaseSeconds, maxAttempts: config.maxAttempts, leaseSeconds: config.leaseSeconds },
  );
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => Response.json(body, { status, headers });

/**
 * The request handler, reading the environment with `env()` on each request:
 * - `NOTIFY_LEADS_SECRET` unset or empty → 500 `{error}` saying so;
 * - `x-notify-leads-secret` missing or different ({@link secretMatches}) → 401 `{error}`, whatever
 *   the method (a caller without the secret learns nothing else; a readiness probe gets an answer);
 * - not `POST` → 405 (`Allow: POST`);
 * - another variable missing or malformed ({@link readConfig}) → 500 `{error, problems}`;
 * - else `run(config)` (default {@link runDrain}) → 200 `{sent, retried, failed}`, or 500
 *   `{error, sent, retried, failed}` when it throws (e.g. the outbox is unreachable). The body
 *   of the request is ignored.
 */
export function createHandler(env: () => Env, run: (config: Config) => Promise<DrainResult> = runDrain) {
  return async (request: Request): Promise<Response> => {
    const values = env();
    const secret = values.NOTIFY_LEADS_SECRET;
    if (!secret) return json(500, { error: 'NOTIFY_LEADS_SECRET is not set: the function refuses every request until it is.' });
    if (!secretMatches(request.headers.get(SECRET_HEADER), secret)) return json(401, { error: `Missing or wrong ${SECRET_HEADER} header.` });
    if (request.method !== 'POST') return json(405, { error: 'Use POST.' }, { Allow: 'POST' });
    await request.body?.cancel();

    const read = readConfig(values);
    if ('problems' in read) return json(500, { error: 'The function is not configured.', problems: read.problems });
    try {
      return json(200, await run(read.config));
    } catch (error) {
      const counts = error instanceof DrainError ? error.result : { sent: 0, retried: 0, failed: 0 };
      const message = error instanceof Error ? error.message : String(error);
      console.error(`notify-leads: ${message}`);
      return json(500, { error: message, ...counts });
    }
  };
}
