/**
 * Site rebuilds on a developer's machine: the same `rebuild-site` Edge Function file that hosted
 * Supabase runs, under Deno, called every few seconds as Supabase Cron calls it every minute in
 * production, with the local build hook of `npm start` (`apps/site/server/live-site.ts`) as the
 * host's hook. Shorter waits than hosted (`--quiet-seconds`, `--max-wait-seconds`), so a post
 * inserted locally is live within about a minute (docs/decisions/0006-publishing.md).
 *
 *   tsx packages/data/scripts/site-rebuilds.ts --api-url http://127.0.0.1:54321 --build-hook-url URL
 *     [--function-port 54327] [--period-seconds 5] [--quiet-seconds 5] [--max-wait-seconds 30]
 *
 * Environment: REBUILD_SITE_SECRET (the shared secret the function checks; required),
 * SUPABASE_SECRET_KEYS (default: the local secret key, as hosted functions get it). Prints `Rebuilds ready: <url>` once the
 * function answers, and one line whenever it asks for a build or its hook fails.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LOCAL_SECRET_KEY } from '@agency/domain/local-backend';
import { scheduleCalls, startEdgeFunction, type EdgeFunction } from './edge-functions';

/** The local schedule: every 5 s (hosted: Supabase Cron, every minute). */
export const LOCAL_PERIOD_SECONDS = 5;
/** Local waits: a burst is built after 5 s without a change, or 30 s after it began. */
export const LOCAL_QUIET_SECONDS = 5;
export const LOCAL_MAX_WAIT_SECONDS = 30;

/** What {@link startRebuildFunction} needs. */
export interface RebuildFunctionOptions {
  /** The backend, e.g. `http://127.0.0.1:54321` (hosted: `SUPABASE_URL`). */
  apiUrl: string;
  buildHookUrl: string;
  secret: string;
  port?: number;
  quietSeconds?: number;
  maxWaitSeconds?: number;
  /** More environment for the function (e.g. `REBUILD_RETRY_BASE_SECONDS`). */
  env?: Record<string, string>;
}

/**
 * Runs `supabase/functions/rebuild-site/index.ts` under Deno with the local backend and hook.
 * @returns once it answers HTTP; `invoke()` answers `{ requested, attempts?, error? }`.
 */
export function startRebuildFunction(options: RebuildFunctionOptions): Promise<EdgeFunction> {
  return startEdgeFunction({
    name: 'rebuild-site',
    port: options.port,
    secretHeader: 'x-rebuild-site-secret',
    secret: options.secret,
    env: {
      SUPABASE_URL: options.apiUrl,
      // As hosted Supabase gives its functions their keys (the function reads _shared/service-key.ts).
      SUPABASE_SECRET_KEYS: process.env.SUPABASE_SECRET_KEYS ?? JSON.stringify({ default: LOCAL_SECRET_KEY }),
      REBUILD_SITE_SECRET: options.secret,
      BUILD_HOOK_URL: options.buildHookUrl,
      REBUILD_QUIET_SECONDS: String(options.quietSeconds ?? LOCAL_QUIET_SECONDS),
      REBUILD_MAX_WAIT_SECONDS: String(options.maxWaitSeconds ?? LOCAL_MAX_WAIT_SECONDS),
      REBUILD_RETRY_BASE_SECONDS: '5',
      REBUILD_RETRY_MAX_SECONDS: '60',
      ...options.env,
    },
  });
}

/** Logs what a scheduled call did, when it did something. */
function logAnswer(answer: unknown): void {
  const outcome = answer as { requested?: boolean; error?: string; retryAfterSeconds?: number } | null;
  if (outcome?.requested) console.log('content changed: a build was requested');
  else if (outcome?.error) console.error(`[rebuilds] ${outcome.error}${outcome.retryAfterSeconds ? ` Retrying in ${outcome.retryAfterSeconds} s.` : ''}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'api-url': { type: 'string' },
      'build-hook-url': { type: 'string' },
      'function-port': { type: 'string' },
      'period-seconds': { type: 'string' },
      'quiet-seconds': { type: 'string' },
      'max-wait-seconds': { type: 'string' },
    },
  });
  const secret = process.env.REBUILD_SITE_SECRET;
  if (!values['api-url'] || !values['build-hook-url'] || !secret) {
    console.error('Usage: REBUILD_SITE_SECRET=… site-rebuilds --api-url URL --build-hook-url URL [--function-port N] [--period-seconds 5] [--quiet-seconds 5] [--max-wait-seconds 30]');
    process.exit(2);
  }
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  const fn = await startRebuildFunction({
    apiUrl: values['api-url'],
    buildHookUrl: values['build-hook-url'],
    secret,
    port: number(values['function-port']),
    quietSeconds: number(values['quiet-seconds']),
    maxWaitSeconds: number(values['max-wait-seconds']),
  });
  const unschedule = scheduleCalls(fn, number(values['period-seconds']) ?? LOCAL_PERIOD_SECONDS, {
    onResult: logAnswer,
    onError: (error) => console.error('[rebuilds] scheduled call failed:', error),
  });
  console.log(`Rebuilds ready: ${fn.url}`);
  const stop = async () => {
    unschedule();
    await fn.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(`Site rebuilds could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
