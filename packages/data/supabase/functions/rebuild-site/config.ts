/**
 * The rebuild-site function's settings, read from its environment and checked once per request,
 * so a missing or malformed variable is answered with a message naming it rather than a crash.
 * @see docs/decisions/0006-publishing.md
 */
import { serviceKeyFrom, type Env } from '../_shared/service-key.ts';

export type { Env };

/** Everything a rebuild request needs, checked. */
export interface RebuildConfig {
  supabaseUrl: string;
  serviceKey: string;
  /** The host's build hook (Netlify build hook, Cloudflare Pages or Vercel deploy hook): a credential. */
  buildHookUrl: string;
  /** Seconds without a content change before a burst is built, `REBUILD_QUIET_SECONDS` (default 120). */
  quietSeconds: number;
  /** Seconds after its first change a burst is built even if edits go on, `REBUILD_MAX_WAIT_SECONDS` (default 900). */
  maxWaitSeconds: number;
  /** First retry delay after a failed hook call, doubling per attempt, `REBUILD_RETRY_BASE_SECONDS` (default 60). */
  retryBaseSeconds: number;
  /** The longest retry delay, `REBUILD_RETRY_MAX_SECONDS` (default 3600). */
  retryMaxSeconds: number;
  /** Seconds a claim is held while the hook is called, `REBUILD_LEASE_SECONDS` (default 120). */
  leaseSeconds: number;
  /** Milliseconds the hook may take to answer, `BUILD_HOOK_TIMEOUT_MS` (default 15000). */
  hookTimeoutMs: number;
}

/**
 * Reads and checks the environment:
 * - required: `SUPABASE_URL`, a service key (`_shared/service-key.ts`: `SUPABASE_SECRET_KEYS`,
 *   `SUPABASE_SECRET_KEY` or the legacy `SUPABASE_SERVICE_ROLE_KEY`; hosted functions get them),
 *   `BUILD_HOOK_URL` (an absolute http(s) URL);
 * - optional whole numbers: `REBUILD_QUIET_SECONDS` (0–86400, default 120),
 *   `REBUILD_MAX_WAIT_SECONDS` (0–604800, default 900), `REBUILD_RETRY_BASE_SECONDS` (≥ 1,
 *   default 60), `REBUILD_RETRY_MAX_SECONDS` (≥ 1, default 3600), `REBUILD_LEASE_SECONDS`
 *   (1–86400, default 120), `BUILD_HOOK_TIMEOUT_MS` (≥ 1, default 15000).
 * (`REBUILD_SITE_SECRET` is the handler's.) Empty values count as unset.
 * @returns `{ config }`, or `{ problems }`: one sentence per missing or malformed variable (the
 *   hook's URL is never quoted: it is a credential).
 */
export function readRebuildConfig(env: Env): { config: RebuildConfig } | { problems: string[] } {
  const problems: string[] = [];
  const get = (name: string) => env[name]?.trim() || undefined;
  const integer = (name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    if (/^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max) return Number(raw);
    problems.push(`${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(raw)}).`);
    return fallback;
  };
  const supabaseUrl = get('SUPABASE_URL') ?? (problems.push('SUPABASE_URL is not set.'), '');
  const key = serviceKeyFrom(env);
  if ('problem' in key) problems.push(key.problem);
  const buildHookUrl = get('BUILD_HOOK_URL') ?? '';
  if (!buildHookUrl) problems.push("BUILD_HOOK_URL is not set: the host's build or deploy hook (README \"Publishing\").");
  else if (!/^https?:\/\/[^\s/]+/i.test(buildHookUrl)) problems.push('BUILD_HOOK_URL must be an absolute http(s) URL.');
  const config: RebuildConfig = {
    supabaseUrl,
    serviceKey: 'key' in key ? key.key : '',
    buildHookUrl,
    quietSeconds: integer('REBUILD_QUIET_SECONDS', 120, 0, 86_400),
    maxWaitSeconds: integer('REBUILD_MAX_WAIT_SECONDS', 900, 0, 604_800),
    retryBaseSeconds: integer('REBUILD_RETRY_BASE_SECONDS', 60, 1),
    retryMaxSeconds: integer('REBUILD_RETRY_MAX_SECONDS', 3_600, 1),
    leaseSeconds: integer('REBUILD_LEASE_SECONDS', 120, 1, 86_400),
    hookTimeoutMs: integer('BUILD_HOOK_TIMEOUT_MS', 15_000, 1),
  };
  return problems.length > 0 ? { problems } : { config };
}
