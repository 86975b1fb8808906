#!/usr/bin/env node
/**
 * `npm start`: starts the local backend (PGlite + PostgREST-compatible API on
 * 127.0.0.1:54321), lead delivery (the notify-leads Edge Function under Deno, every minute and after
 * each lead insert, sending to a local mail catcher whose inbox is on http://127.0.0.1:54324),
 * builds the site and serves the production build on http://localhost:4173, and builds it again by
 * itself after content changes (the rebuild-site Edge Function under Deno, every 5 s, calling
 * the local build hook: docs/decisions/0006-publishing.md).
 * `npm run dev` (`--dev`): the same with the Vite dev server on http://localhost:5173.
 * Prints every address when ready; Ctrl+C stops everything.
 *
 * Environment: API_PORT (default the local backend's, 54321), SITE_PORT (default 4173, dev 5173), INBOX_PORT (54324),
 * SMTP_PORT (54325), FUNCTIONS_PORT (54328), REBUILD_FUNCTION_PORT (54327), BUILD_HOOK_PORT (54329),
 * DATA_DIR (default .data/pglite), SITE_BUILDS_DIR (default .data/site), INBOX_DIR (default .data/inbox),
 * VITE_SUPABASE_URL / VITE_SUPABASE_PUBLISHABLE_KEY (or the legacy VITE_SUPABASE_ANON_KEY; a hosted
 * project: then no local backend, no local lead delivery and no local rebuilds are started; the
 * hosted project's functions and schedules do that), read by `resolveClientConfig` of
 * `@agency/data`, as the site and its build read them: a URL without a key stops here, before
 * anything starts, saying what to set.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
// @agency/data is TypeScript source: load its configuration module with tsx.
const { LOCAL_BACKEND_URL, resolveClientConfig } = await tsImport('@agency/data/config', import.meta.url);
const localApi = new URL(LOCAL_BACKEND_URL);
if (process.env.API_PORT) localApi.port = process.env.API_PORT;
const sitePort = Number(process.env.SITE_PORT ?? (dev ? 5173 : 4173));
const inboxPort = Number(process.env.INBOX_PORT ?? 54324);
const smtpPort = Number(process.env.SMTP_PORT ?? 54325);
const functionsPort = Number(process.env.FUNCTIONS_PORT ?? 54328);
const rebuildPort = Number(process.env.REBUILD_FUNCTION_PORT ?? 54327);
const hookPort = Number(process.env.BUILD_HOOK_PORT ?? 54329);
let hosted;
try {
  hosted = !resolveClientConfig(process.env).local;
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [];

function run(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], ...options });
  children.push(child);
  return child;
}

function waitForLine(child, pattern, label) {
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      const text = chunk.toString();
      process.stdout.write(`[${label}] ${text}`);
      buffer += text;
      if (pattern.test(buffer)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`${label} exited with code ${code} before it was ready`)));
  });
}

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  const env = { ...process.env };
  let inboxUrl = null;
  if (!hosted) {
    const apiUrl = localApi.origin;
    // The secret the function checks, known only to it and to the local backend's webhook.
    const secret = randomBytes(24).toString('hex');
    const deliveryEnv = { ...process.env, NOTIFY_LEADS_SECRET: secret };
    const delivery = run(
      bin('tsx'),
      ['packages/data/scripts/lead-delivery.ts', '--api-url', apiUrl, '--smtp-port', String(smtpPort), '--inbox-port', String(inboxPort), '--function-port', String(functionsPort), '--mail-directory', process.env.INBOX_DIR ?? '.data/inbox'],
      { env: deliveryEnv },
    );
    await waitForLine(delivery, /Function ready/, 'mail');
    inboxUrl = `http://127.0.0.1:${inboxPort}`;
    const functionUrl = `http://127.0.0.1:${functionsPort}/functions/v1/notify-leads`;
    const args = ['packages/local-backend/src/cli.ts', '--supabase-dir', 'packages/data/supabase', '--port', localApi.port, '--host', localApi.hostname, '--after-insert-url', functionUrl];
    if (process.env.DATA_DIR) args.push('--data-dir', process.env.DATA_DIR);
    const backend = run(bin('tsx'), args, { env: deliveryEnv });
    await waitForLine(backend, /API ready/, 'api');
    env.VITE_SUPABASE_URL = apiUrl;
  }
  let site;
  if (dev) {
    site = run('npm', ['exec', '--', 'react-router', 'dev', '--port', String(sitePort), '--strictPort', '--host', '127.0.0.1'], {
      cwd: path.join(root, 'apps/site'),
      env,
    });
    await waitForLine(site, /Local:/, 'site');
  } else {
    // Prerenders every page (and blog post) from the backend started above, serves the build,
    // and builds again when the build hook is called (apps/site/server/live-site.ts).
    site = run(
      bin('tsx'),
      ['apps/site/server/cli.ts', '--builds-dir', process.env.SITE_BUILDS_DIR ?? '.data/site', '--build-hook-port', String(hookPort), '--port', String(sitePort), '--host', '127.0.0.1'],
      { env },
    );
    await waitForLine(site, /Build hook:/, 'site');
    if (!hosted) {
      // The rebuild-site Edge Function, as Supabase Cron calls it: a content change goes live by itself.
      const rebuilds = run(
        bin('tsx'),
        ['packages/data/scripts/site-rebuilds.ts', '--api-url', env.VITE_SUPABASE_URL, '--build-hook-url', `http://127.0.0.1:${hookPort}/build-hook`, '--function-port', String(rebuildPort)],
        { env: { ...process.env, REBUILD_SITE_SECRET: randomBytes(24).toString('hex') } },
      );
      await waitForLine(rebuilds, /Rebuilds ready/, 'rebuilds');
    }
  }
  console.log('\n  Site: http://localhost:%d', sitePort);
  console.log('  API:  %s/rest/v1/%s', env.VITE_SUPABASE_URL, hosted ? ' (hosted Supabase project)' : '');
  if (inboxUrl) console.log('  Inbox: %s  (the emails the agency gets for each lead)', inboxUrl);
  else console.log('  Lead emails: sent by the hosted project\'s notify-leads function (README "Lead delivery")');
  if (!dev && !hosted) console.log('  Content changed in the database goes live by itself within a minute (README "Publishing")');
  console.log('');
  for (const child of children) child.on('exit', (code) => code && stop(code));
} catch (error) {
  console.error(`\nCould not start: ${error.message}`);
  stop(1);
}
