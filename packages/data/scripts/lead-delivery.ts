/**
 * Lead delivery on a developer's machine: the same `notify-leads` Edge Function file that hosted
 * Supabase runs, under Deno (the npm package `deno`), against a local mail catcher with a web
 * inbox (maildev), invoked every minute as Supabase Cron invokes it in production, and at once
 * after each lead insert by the local backend's `--after-insert-url` (the local Database Webhook).
 *
 * `npm start` and the end-to-end tests run this module as a command; the delivery tests import
 * its parts to stop and start them, and the end-to-end tests read the inbox through it
 * (`@agency/data/lead-delivery`; docs/architecture.md "Lead delivery").
 *
 *   tsx packages/data/scripts/lead-delivery.ts --api-url http://127.0.0.1:54321
 *     [--smtp-port 54325] [--inbox-port 54324] [--function-port 54328] [--period-seconds 60]
 *     [--mail-directory DIR]   (default: a temporary one; `npm start` keeps `.data/inbox`)
 *
 * Environment: NOTIFY_LEADS_SECRET (the shared secret the function checks; required),
 * SUPABASE_SECRET_KEYS (default: the local secret key, as `{"default":"sb_secret_…"}`, the shape hosted
 * functions get), LEADS_EMAIL_TO, LEADS_EMAIL_FROM.
 * Prints `Inbox ready: <url>` and `Function ready: <url>` when both answer.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LOCAL_SECRET_KEY } from '@agency/domain/local-backend';
import { freePort, scheduleCalls, startEdgeFunction, stopChild, waitForHttp, type EdgeFunction } from './edge-functions';

export { freePort };

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

/** Where the local emails go and come from, unless LEADS_EMAIL_TO / LEADS_EMAIL_FROM say otherwise. */
export const LOCAL_AGENCY_INBOX = 'leads@thumbcraft.studio';
const LOCAL_SENDER = 'ThumbCraft Studio website <website@thumbcraft.studio>';

/** Supabase Cron's period in production: every minute. */
export const SCHEDULE_PERIOD_SECONDS = 60;

/** A running mail catcher. */
export interface MailCatcher {
  smtpPort: number;
  /** The web inbox, e.g. `http://127.0.0.1:54324`; its JSON API is `GET <inboxUrl>/api/email`. */
  inboxUrl: string;
  /** Stops it; what it received stays in its mail directory until {@link MailCatcher.remove}. */
  stop(): Promise<void>;
  /** Deletes its mail directory (after stop). */
  remove(): void;
}

/**
 * Starts maildev on 127.0.0.1. Restarted with the same `mailDirectory`, it shows what it had.
 * @returns once the inbox answers; throws if maildev exits first or does not answer within 60 s.
 */
export async function startMailCatcher(options: { smtpPort?: number; inboxPort?: number; mailDirectory?: string } = {}): Promise<MailCatcher> {
  const smtpPort = options.smtpPort ?? (await freePort());
  const inboxPort = options.inboxPort ?? (await freePort());
  const mailDirectory = options.mailDirectory ?? mkdtempSync(path.join(tmpdir(), 'agency-inbox-'));
  const args = ['--smtp', String(smtpPort), '--web', String(inboxPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--mail-directory', mailDirectory];
  const child = spawn(bin('maildev'), args, { stdio: 'ignore' });
  const inboxUrl = `http://127.0.0.1:${inboxPort}`;
  await waitForHttp(`${inboxUrl}/api/email`, child, 'maildev');
  return {
    smtpPort,
    inboxUrl,
    stop: () => stopChild(child),
    remove: () => rmSync(mailDirectory, { recursive: true, force: true }),
  };
}

/** What the function needs to reach the database and the mail server. */
export interface NotifyFunctionOptions {
  /** The backend, e.g. `http://127.0.0.1:54321` (hosted: `SUPABASE_URL`). */
  apiUrl: string;
  secret: string;
  smtpPort: number;
  /** Default: a free port. */
  port?: number;
  /** The secret key the function reaches the Data API with (default: the local one). */
  secretKey?: string;
  /** More environment for the function (e.g. `LEAD_RETRY_BASE_SECONDS`). */
  env?: Record<string, string>;
}

/** The function running under Deno: `invoke()` answers `{ sent, retried, failed }`. */
export type NotifyFunction = EdgeFunction;

/**
 * Runs `supabase/functions/notify-leads/index.ts` under Deno, offline: npm packages come from the
 * repository's `node_modules` (its `deno.json` maps them).
 * @returns once the function answers HTTP; throws if Deno exits first.
 */
export function startNotifyFunction(options: NotifyFunctionOptions): Promise<NotifyFunction> {
  return startEdgeFunction({
    name: 'notify-leads',
    port: options.port,
    secretHeader: 'x-notify-leads-secret',
    secret: options.secret,
    env: {
      SUPABASE_URL: options.apiUrl,
      // As hosted Supabase gives its functions their keys; the function reads it through _shared/service-key.ts.
      SUPABASE_SECRET_KEYS: options.secretKey ? JSON.stringify({ default: options.secretKey }) : (process.env.SUPABASE_SECRET_KEYS ?? JSON.stringify({ default: LOCAL_SECRET_KEY })),
      NOTIFY_LEADS_SECRET: options.secret,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(options.smtpPort),
      LEADS_EMAIL_TO: process.env.LEADS_EMAIL_TO ?? LOCAL_AGENCY_INBOX,
      LEADS_EMAIL_FROM: process.env.LEADS_EMAIL_FROM ?? LOCAL_SENDER,
      ...options.env,
    },
  });
}

/**
 * Invokes the function every `periodSeconds` (Supabase Cron's `* * * * *` in production); an
 * invocation still running is not overlapped. Failures are logged, never thrown.
 * @returns a function that stops the schedule.
 */
export function scheduleNotifyLeads(fn: Pick<NotifyFunction, 'invoke'>, periodSeconds = SCHEDULE_PERIOD_SECONDS): () => void {
  return scheduleCalls(fn, periodSeconds, { onError: (error) => console.error('[lead delivery] scheduled run failed:', error) });
}

/** One email as maildev's JSON API lists it (the fields the tests read). */
export interface InboxEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  headers: Record<string, string>;
  attachments?: { filename: string; generatedFileName: string; contentType: string }[];
}

/** Every email in the catcher's inbox, oldest first. */
export async function listInbox(inboxUrl: string): Promise<InboxEmail[]> {
  const response = await fetch(`${inboxUrl}/api/email`);
  if (!response.ok) throw new Error(`inbox: ${response.status}`);
  return (await response.json()) as InboxEmail[];
}

/** The raw message (headers and MIME parts) of one email. */
export async function emailSource(inboxUrl: string, id: string): Promise<string> {
  const response = await fetch(`${inboxUrl}/api/email/${encodeURIComponent(id)}/source`);
  if (!response.ok) throw new Error(`inbox source: ${response.status}`);
  return response.text();
}

/** One attachment's content, by the `generatedFileName` the inbox lists. */
export async function emailAttachment(inboxUrl: string, id: string, generatedFileName: string): Promise<string> {
  const response = await fetch(`${inboxUrl}/api/email/${encodeURIComponent(id)}/attachment/${encodeURIComponent(generatedFileName)}`);
  if (!response.ok) throw new Error(`inbox attachment: ${response.status}`);
  return response.text();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'api-url': { type: 'string' },
      'smtp-port': { type: 'string' },
      'inbox-port': { type: 'string' },
      'function-port': { type: 'string' },
      'period-seconds': { type: 'string' },
      'mail-directory': { type: 'string' },
    },
  });
  const secret = process.env.NOTIFY_LEADS_SECRET;
  if (!values['api-url'] || !secret) {
    console.error('Usage: NOTIFY_LEADS_SECRET=… lead-delivery --api-url URL [--smtp-port N] [--inbox-port N] [--function-port N] [--period-seconds 60]');
    process.exit(2);
  }
  const apiUrl = values['api-url'];
  const port = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  const mailDirectory = values['mail-directory'] && path.resolve(values['mail-directory']);
  if (mailDirectory) mkdirSync(mailDirectory, { recursive: true });
  const catcher = await startMailCatcher({ smtpPort: port(values['smtp-port']), inboxPort: port(values['inbox-port']), mailDirectory });
  const fn = await startNotifyFunction({ apiUrl, secret, smtpPort: catcher.smtpPort, port: port(values['function-port']) });
  const unschedule = scheduleNotifyLeads(fn, Number(values['period-seconds'] ?? SCHEDULE_PERIOD_SECONDS));
  console.log(`Inbox ready: ${catcher.inboxUrl}`);
  console.log(`Function ready: ${fn.url}`);
  // Whatever waited in the outbox while nothing ran goes out as soon as the API answers (it may
  // start after this), not a minute from now.
  void (async () => {
    for (let tries = 0; tries < 240; tries += 1) {
      if (await fetch(`${apiUrl}/health`).then((r) => r.ok, () => false)) {
        await fn.invoke().catch((error: unknown) => console.error('[lead delivery] first run failed:', error));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  const stop = async () => {
    unschedule();
    await Promise.allSettled([fn.stop(), catcher.stop()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(`Lead delivery could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
