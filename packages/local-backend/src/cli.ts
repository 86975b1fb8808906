#!/usr/bin/env -S npx tsx
/**
 * `agency-backend` (`npm run backend -w @agency/data`, `npm run db:reset`): starts the local backend, or with
 * `--exit` only prepares the database (reset, migrate, seed) and exits.
 *
 *   --port <n>        port (default 54321)
 *   --host <h>        interface (default 127.0.0.1)
 *   --data-dir <dir>  data directory (default <repo>/.data/pglite)
 *   --supabase-dir <dir>  the project's `supabase/` folder: `migrations/*.sql`, `seed.sql` (default ./supabase)
 *   --reset           wipe the data directory first, then recreate and reseed
 *   --no-seed         do not apply supabase/seed.sql when creating the database
 *   --exit            prepare the database and exit without serving
 *   --after-insert-url <url>  after each successful insert through the API, a fire-and-forget
 *                     `POST <url>` with `{"table": "<table>"}` and the header `x-notify-leads-secret:
 *                     $NOTIFY_LEADS_SECRET` (empty when unset): the local Database Webhook that
 *                     wakes the notify-leads Edge Function; failures are logged, never answered.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR, openDatabase, sqlSourcesIn } from './db';
import { DEFAULT_PORT, startLocalBackend } from './index';
import { afterInsertWebhook } from './webhook';

const USAGE =
  'Usage: agency-backend [--port 54321] [--host 127.0.0.1] [--data-dir DIR] [--supabase-dir DIR] [--reset] [--no-seed] [--exit] [--after-insert-url URL]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'data-dir': { type: 'string' },
        'supabase-dir': { type: 'string' },
        reset: { type: 'boolean', default: false },
        'no-seed': { type: 'boolean', default: false },
        exit: { type: 'boolean', default: false },
        'after-insert-url': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (e) {
    fail(`${(e as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Invalid --port ${values.port}\n${USAGE}`);
  const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
  const seed = !values['no-seed'];
  const sources = sqlSourcesIn(values['supabase-dir']);
  const log = (line: string) => console.log(line);
  let afterInsert: ((table: string) => void) | undefined;
  if (values['after-insert-url'] !== undefined) {
    try {
      const headers = { 'x-notify-leads-secret': process.env.NOTIFY_LEADS_SECRET ?? '' };
      afterInsert = afterInsertWebhook(values['after-insert-url'], { headers });
    } catch {
      fail(`Invalid --after-insert-url ${values['after-insert-url']} (an http or https URL)\n${USAGE}`);
    }
  }

  if (values.exit) {
    const db = await openDatabase({ dataDir, reset: values.reset, seed, sources, log });
    await db.close();
    console.log(`Database ready in ${dataDir}`);
    return;
  }

  const backend = await startLocalBackend({ port, host: values.host, dataDir, reset: values.reset, seed, sources, log, afterInsert }).catch(
    (e: NodeJS.ErrnoException) => {
      if (e.code === 'EADDRINUSE') fail(`Port ${port} is already in use (another backend running?); pick one with --port`);
      throw e;
    },
  );
  console.log(`API ready: ${backend.restUrl}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the local backend`);
    backend.close().then(
      () => process.exit(0),
      (e: unknown) => fail(`Could not stop cleanly: ${String(e)}`),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((e: unknown) => fail(`The local backend failed to start: ${e instanceof Error ? e.stack ?? e.message : String(e)}`));
