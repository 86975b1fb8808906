/**
 * The function's settings, read from its environment and checked once per request, so a
 * missing or malformed variable is answered with a message naming it rather than a crash.
 * @see docs/architecture.md "Local backend and hosted Supabase"
 */
import { serviceKeyFrom, type Env } from '../_shared/service-key.ts';

export type { Env };

/** How emails leave: Resend's HTTP API, or SMTP. */
export type TransportConfig =
  | { kind: 'resend'; apiKey: string }
  | { kind: 'smtp'; host: string; port: number; secure: boolean; user?: string; pass?: string };

/** Everything the drain needs, checked. */
export interface Config {
  supabaseUrl: string;
  /** The key that reaches the Data API as `service_role`: the project's secret key, else the legacy service-role JWT. */
  serviceKey: string;
  from: string;
  to: string[];
  /** IANA name, `AGENCY_TIME_ZONE` (default `Europe/London`). */
  timeZone: string;
  /** The domain of `from`'s address, for Message-IDs and calendar UIDs. */
  messageIdDomain: string;
  transport: TransportConfig;
  /** Seconds, `LEAD_RETRY_BASE_SECONDS` (default 60). */
  retryBaseSeconds: number;
  /** `LEAD_MAX_ATTEMPTS` (default 8). */
  maxAttempts: number;
  /** Seconds a claim leases its rows, `LEAD_LEASE_SECONDS` (default 120; shorter only in tests). */
  leaseSeconds: number;
}

/** The domain of an address written `a@b.c` or `Name <a@b.c>`, or `null`. */
function domainOf(mailbox: string): string | null {
  const address = /<([^<>]*)>\s*$/.exec(mailbox)?.[1] ?? mailbox;
  const domain = /^[^\s@<>]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)$/.exec(address.trim())?.[1];
  return domain ?? null;
}

/**
 * Reads and checks the environment:
 * - required: `SUPABASE_URL` and a service key (`serviceKeyFrom`, `_shared/service-key.ts`: the
 *   secret key of `SUPABASE_SECRET_KEYS` or `SUPABASE_SECRET_KEY`, else the legacy
 *   `SUPABASE_SERVICE_ROLE_KEY`; hosted functions get them), `LEADS_EMAIL_FROM` (`a@b.c` or
 *   `Name <a@b.c>`), `LEADS_EMAIL_TO` (addresses separated by commas);
 * - `RESEND_API_KEY` selects Resend; else `SMTP_HOST` is required, with `SMTP_PORT` (default
 *   465 when `SMTP_SECURE`, else 587), `SMTP_SECURE` (`true`/`false`, default: port is 465),
 *   `SMTP_USER`, `SMTP_PASS`;
 * - `AGENCY_TIME_ZONE` (default `Europe/London`), `LEAD_RETRY_BASE_SECONDS` (whole seconds ≥ 1,
 *   default 60), `LEAD_MAX_ATTEMPTS` (≥ 1, default 8), `LEAD_LEASE_SECONDS` (1–86400, default 120).
 * (`NOTIFY_LEADS_SECRET` is the handler's.) Empty values count as unset.
 * @returns `{ config }`, or `{ problems }`: one sentence per missing or malformed variable.
 */
export function readConfig(env: Env): { config: Config } | { problems: string[] } {
  const problems: string[] = [];
  const get = (name: string) => env[name]?.trim() || undefined;
  const required = (name: string) => get(name) ?? (problems.push(`${name} is not set.`), '');
  const integer = (name: string, fallback: number, min: number) => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    if (/^\d+$/.test(raw) && Number(raw) >= min) return Number(raw);
    problems.push(`${name} must be a whole number of at least ${min} (got ${JSON.stringify(raw)}).`);
    return fallback;
  };

  const supabaseUrl = required('SUPABASE_URL');
  const service = serviceKeyFrom(env);
  if ('problem' in service) problems.push(service.problem);
  const serviceKey = 'key' in service ? service.key : '';
  const from = required('LEADS_EMAIL_FROM');
  const messageIdDomain = from ? domainOf(from) : null;
  if (from && !messageIdDomain) problems.push('LEADS_EMAIL_FROM must be an address like leads@example.com or Name <leads@example.com>.');
  const to = (get('LEADS_EMAIL_TO') ?? '').split(',').map((a) => a.trim()).filter(Boolean);
  if (to.length === 0) problems.push('LEADS_EMAIL_TO is not set.');
  else if (to.some((a) => !domainOf(a))) problems.push('LEADS_EMAIL_TO must be email addresses separated by commas.');
  const timeZone = get('AGENCY_TIME_ZONE') ?? 'Europe/London';
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
  } catch {
    problems.push(`AGENCY_TIME_ZONE is not a time zone (got ${JSON.stringify(timeZone)}).`);
  }

  let transport: TransportConfig;
  const apiKey = get('RESEND_API_KEY');
  if (apiKey) {
    transport = { kind: 'resend', apiKey };
  } else {
    const host = get('SMTP_HOST') ?? (problems.push('Neither RESEND_API_KEY nor SMTP_HOST is set.'), '');
    const secureRaw = get('SMTP_SECURE')?.toLowerCase();
    if (secureRaw !== undefined && !['true', 'false', '1', '0'].includes(secureRaw)) problems.push('SMTP_SECURE must be true or false.');
    const port = integer('SMTP_PORT', secureRaw === 'true' || secureRaw === '1' ? 465 : 587, 1);
    const secure = secureRaw === undefined ? port === 465 : secureRaw === 'true' || secureRaw === '1';
    const user = get('SMTP_USER');
    const pass = env.SMTP_PASS;
    transport = { kind: 'smtp', host, port, secure, ...(user ? { user, pass: pass ?? '' } : {}) };
  }

  const retryBaseSeconds = integer('LEAD_RETRY_BASE_SECONDS', 60, 1);
  const maxAttempts = integer('LEAD_MAX_ATTEMPTS', 8, 1);
  const leaseSeconds = Math.min(integer('LEAD_LEASE_SECONDS', 120, 1), 86_400);
  if (problems.length > 0) return { problems };
  return {
    config: { supabaseUrl, serviceKey, from, to, timeZone, messageIdDomain: messageIdDomain!, transport, retryBaseSeconds, maxAttempts, leaseSeconds },
  };
}
