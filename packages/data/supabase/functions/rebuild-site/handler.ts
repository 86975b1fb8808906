/**
 * The HTTP face of the rebuild-site function: `POST` with the shared secret in
 * `x-rebuild-site-secret` asks for one rebuild request ({@link requestRebuild}) and answers what
 * it did. index.ts serves it; Supabase Cron calls it every minute (hosted), `npm start` every few
 * seconds (locally).
 * @see docs/decisions/0006-publishing.md
 */
import { createClient } from '@supabase/supabase-js';
import { secretMatches } from '../_shared/shared-secret.ts';
import { readRebuildConfig, type Env, type RebuildConfig } from './config.ts';
import { callBuildHook, requestRebuild, supabaseRebuildQueue, type RebuildOutcome } from './rebuild.ts';

/** The header carrying the shared secret (`REBUILD_SITE_SECRET`) of the scheduled call. */
export const REBUILD_SECRET_HEADER = 'x-rebuild-site-secret';

/** One real request: a service-role supabase-js client (no session) and the configured hook. */
export function runRebuild(config: RebuildConfig, now?: () => Date): Promise<RebuildOutcome> {
  const client = createClient(config.supabaseUrl, config.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return requestRebuild(config, {
    queue: supabaseRebuildQueue(client),
    callHook: () => callBuildHook(config.buildHookUrl, config.hookTimeoutMs),
    now,
  });
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => Response.json(body, { status, headers });

/**
 * The request handler, reading the environment with `env()` on each request:
 * - `REBUILD_SITE_SECRET` unset or empty → 500 `{error}` saying so;
 * - `x-rebuild-site-secret` missing or different → 401 `{error}`, whatever the method;
 * - not `POST` → 405 (`Allow: POST`);
 * - another variable missing or malformed → 500 `{error, problems}`;
 * - else `run(config)` (default {@link runRebuild}) → 200 `{requested: false}` (nothing due),
 *   200 `{requested: true, attempts}` (the hook accepted the build), 502 `{requested: false,
 *   attempts, error, retryAfterSeconds}` (the hook failed: retried later), or 500 `{error}` when
 *   the database cannot be reached. The request's body is ignored.
 */
export function createRebuildHandler(env: () => Env, run: (config: RebuildConfig) => Promise<RebuildOutcome> = (config) => runRebuild(config)) {
  return async (request: Request): Promise<Response> => {
    const values = env();
    const secret = values.REBUILD_SITE_SECRET;
    if (!secret) return json(500, { error: 'REBUILD_SITE_SECRET is not set: the function refuses every request until it is.' });
    if (!secretMatches(request.headers.get(REBUILD_SECRET_HEADER), secret)) return json(401, { error: `Missing or wrong ${REBUILD_SECRET_HEADER} header.` });
    if (request.method !== 'POST') return json(405, { error: 'Use POST.' }, { Allow: 'POST' });
    await request.body?.cancel();

    const read = readRebuildConfig(values);
    if ('problems' in read) return json(500, { error: 'The function is not configured.', problems: read.problems });
    try {
      const outcome = await run(read.config);
      if ('error' in outcome) console.error(`rebuild-site: ${outcome.error} Retrying in ${outcome.retryAfterSeconds} s.`);
      return json('error' in outcome ? 502 : 200, outcome);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`rebuild-site: ${message}`);
      return json(500, { error: message });
    }
  };
}
