#!/usr/bin/env node
/**
 * `npm start`: starts the local backend (PGlite + PostgREST-compatible API on
 * 127.0.0.1:54321), lead delivery (the notify-leads Edge Function under Deno, every minute and after
 * each lead insert, sending to a local mail catcher whose inbox is on http://127.0.0.1:54324),
 * builds the site and serves the production build on http://localhost:4173.
 * `npm run dev` (`--dev`): the same with the Vite dev server on http://localhost:5173.
 * Prints every address when ready; Ctrl+C stops everything.
 *
 * Environment: API_PORT (default the local backend's, 54321), SITE_PORT (default 4173, dev 5173), INBOX_PORT (54324),
 * SMTP_PORT (54325), FUNCTIONS_PORT (54328), DATA_DIR (default .data/pglite),
 * VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY (a hosted project: then no local backend and no local
 * lead delivery are started; the hosted project's function and schedule deliver), read by
 * `resolveClientConfig` of `@agency/data`, as the site and its build read them.
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
const hosted = !resolveClientConfig(process.env).local;
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
      ['packages/data/scripts/lead-delivery.ts', '--api-url', apiUrl, '--smtp-port', String(smtpPort), '--inbox-port', String(inboxPort), '--function-port', String(functionsPort), '--mail-directory', '.data/inbox'],
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
    // Prerenders every page (and blog post) from the backend started above.
    const build = run('npm', ['run', 'build', '--silent'], { cwd: path.join(root, 'apps/site'), env });
    build.stdout.pipe(process.stdout);
    const code = await new Promise((resolve) => build.on('exit', resolve));
    if (code !== 0) throw new Error(`the site build failed (exit code ${code})`);
    site = run(bin('tsx'), ['apps/site/server/cli.ts', '--port', String(sitePort), '--host', '127.0.0.1'], { env });
    await waitForLine(site, /Local:/, 'site');
  }
  console.log('\n  Site: http://localhost:%d', sitePort);
  console.log('  API:  %s/rest/v1/%s', env.VITE_SUPABASE_URL, hosted ? ' (hosted Supabase project)' : '');
  if (inboxUrl) console.log('  Inbox: %s  (the emails the agency gets for each lead)\n', inboxUrl);
  else console.log('  Lead emails: sent by the hosted project\'s notify-leads function (README "Lead delivery")\n');
  for (const child of children) child.on('exit', (code) => code && stop(code));
} catch (error) {
  console.error(`\nCould not start: ${error.message}`);
  stop(1);
}
