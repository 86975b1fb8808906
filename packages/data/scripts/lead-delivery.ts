/**
 * Lead delivery on a developer's machine: the same `notify-leads` Edge Function file that hosted
 * Supabase runs, under Deno (the npm package `deno`), against a local mail catcher with a web
 * inbox (maildev), invoked every minute as Supabase Cron invokes it in production, and at once
 * after each lead insert by the local backend's `--after-insert-url` (the local Database Webhook).
 *
 * `npm start` and the end-to-end tests run this module as a command; the delivery tests import
 * its parts to stop and start them (docs/architecture.md "Lead delivery").
 *
 *   tsx packages/data/scripts/lead-delivery.ts --api-url http://127.0.0.1:54321
 *     [--smtp-port 54325] [--inbox-port 54324] [--function-port 54328] [--period-seconds 60]
 *     [--mail-directory DIR]   (default: a temporary one; `npm start` keeps `.data/inbox`)
 *
 * Environment: NOTIFY_LEADS_SECRET (the shared secret the function checks; required),
 * SUPABASE_SERVICE_ROLE_KEY (default: the local demo key), LEADS_EMAIL_TO, LEADS_EMAIL_FROM.
 * Prints `Inbox ready: <url>` and `Function ready: <url>` when both answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LOCAL_SERVICE_ROLE_KEY } from '@agency/local-backend';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

/** The function's entry file, in the Supabase CLI's layout. */
export const NOTIFY_LEADS_ENTRY = fileURLToPath(new URL('../supabase/functions/notify-leads/index.ts', import.meta.url));
/** Its import map (bare specifiers → `npm:` packages, resolved offline from `node_modules`). */
export const NOTIFY_LEADS_CONFIG = fileURLToPath(new URL('../supabase/functions/notify-leads/deno.json', import.meta.url));

/** Where the local emails go and come from, unless LEADS_EMAIL_TO / LEADS_EMAIL_FROM say otherwise. */
export const LOCAL_AGENCY_INBOX = 'leads@thumbcraft.studio';
const LOCAL_SENDER = 'ThumbCraft Studio website <website@thumbcraft.studio>';

/** Supabase Cron's period in production: every minute. */
export const SCHEDULE_PERIOD_SECONDS = 60;

/** A port nobody listens on now, chosen by the system. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForHttp(url: string, child: ChildProcess, label: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${label} exited before it answered at ${url}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`${label} did not answer at ${url} within ${timeoutMs} ms`);
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

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
  serviceRoleKey?: string;
  /** More environment for the function (e.g. `LEAD_RETRY_BASE_SECONDS`). */
  env?: Record<string, string>;
}

/** The function running under Deno. */
export interface NotifyFunction {
  /** Its address, as hosted Supabase names it: `http://127.0.0.1:<port>/functions/v1/notify-leads`. */
  url: string;
  /** One invocation, as Supabase Cron makes it: the JSON answer (`{ sent, retried, failed }`). */
  invoke(): Promise<unknown>;
  /** Ends the process (`SIGKILL` kills it mid-batch). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Runs `supabase/functions/notify-leads/index.ts` under Deno, offline: npm packages come from the
 * repository's `node_modules` (its `deno.json` maps them).
 * @returns once the function answers HTTP; throws if Deno exits first.
 */
export async function startNotifyFunction(options: NotifyFunctionOptions): Promise<NotifyFunction> {
  const port = options.port ?? (await freePort());
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    SUPABASE_URL: options.apiUrl,
    SUPABASE_SERVICE_ROLE_KEY: options.serviceRoleKey ?? process.env.SUPABASE_SERVICE_ROLE_KEY ?? LOCAL_SERVICE_ROLE_KEY,
    NOTIFY_LEADS_SECRET: options.secret,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(options.smtpPort),
    LEADS_EMAIL_TO: process.env.LEADS_EMAIL_TO ?? LOCAL_AGENCY_INBOX,
    LEADS_EMAIL_FROM: process.env.LEADS_EMAIL_FROM ?? LOCAL_SENDER,
    DENO_NO_UPDATE_CHECK: '1',
    ...options.env,
  };
  const args = ['run', '--allow-net', '--allow-env', '--allow-read', '--node-modules-dir=manual', '--config', NOTIFY_LEADS_CONFIG, NOTIFY_LEADS_ENTRY];
  const child = spawn(bin('deno'), args, { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}/functions/v1/notify-leads`;
  await waitForHttp(url, child, 'the notify-leads function');
  return {
    url,
    invoke: async () => {
      const response = await fetch(url, { method: 'POST', headers: { 'x-notify-leads-secret': options.secret } });
      return response.json();
    },
    stop: (signal) => stopChild(child, signal),
  };
}

/**
 * Invokes the function every `periodSeconds` (Supabase Cron's `* * * * *` in production); an
 * invocation still running is not overlapped. Failures are logged, never thrown.
 * @returns a function that stops the schedule.
 */
export function scheduleNotifyLeads(fn: Pick<NotifyFunction, 'invoke'>, periodSeconds = SCHEDULE_PERIOD_SECONDS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    fn.invoke()
      .catch((error: unknown) => console.error('[lead delivery] scheduled run failed:', error))
      .finally(() => (running = false));
  }, periodSeconds * 1000);
  return () => clearInterval(timer);
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
