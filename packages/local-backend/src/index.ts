/**
 * The embedded local backend: a PostgREST-compatible HTTP API at `/rest/v1/` over PGlite (or,
 * for tests against a real server, PostgreSQL through node-postgres), the stand-in for hosted
 * Supabase that `npm start`, the site's dev server and the tests talk to.
 *
 * @see docs/architecture.md "Local backend and hosted Supabase", README.md
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_BACKEND_HOST as DEFAULT_HOST, LOCAL_BACKEND_PORT as DEFAULT_PORT } from '@agency/domain/local-backend';
import { ConcurrentQueue, DEFAULT_DATA_DIR, openDatabase, SerialQueue, sqlSourcesIn, type RequestQueue, type SqlSources } from './db';
import { pgliteDatabase, type Database } from './driver';
import { answerParserErrors, createRequestListener } from './http';
import { LOCAL_JWT_SECRET } from './keys';
import { openPostgresDatabase, type PostgresDatabaseOptions } from './postgres';
import { loadSchemaCache } from './schema-cache';

export { LOCAL_ANON_KEY, LOCAL_API_KEYS, LOCAL_JWT_SECRET, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys';
export { DEFAULT_DATA_DIR, sqlSourcesIn, SUPABASE_ROLES_FILE, openDatabase, type SqlSources } from './db';
export { pgliteDatabase, type Database, type Engine, type SqlClient, type SqlResult } from './driver';
export { openPostgresDatabase, type PostgresDatabaseOptions, type PostgresLogin } from './postgres';
export { afterInsertWebhook, type AfterInsertWebhookOptions } from './webhook';

export { LOCAL_BACKEND_HOST as DEFAULT_HOST, LOCAL_BACKEND_PORT as DEFAULT_PORT, LOCAL_BACKEND_URL } from '@agency/domain/local-backend';

/** 1 MiB: the default largest request body, in bytes. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** How to start the local backend; every field is optional. */
export interface LocalBackendOptions {
  /** TCP port (default 54321); `0` picks a free port (read it from {@link LocalBackend.port}). */
  port?: number;
  /** Interface to listen on (default `'127.0.0.1'`). */
  host?: string;
  /** Data directory (default `<repo>/.data/pglite`); `null` keeps the database in memory. */
  dataDir?: string | null;
  /** Wipe `dataDir` first, then recreate and reseed (default false). */
  reset?: boolean;
  /** Apply `supabase/seed.sql` (if present) when the database is created (default true). */
  seed?: boolean;
  /** Where the schema comes from (default `sqlSourcesIn()`: `./supabase` of the working directory). */
  sources?: SqlSources;
  /** Largest request body in bytes (default 1 MiB); larger ones get 413. */
  maxBodyBytes?: number;
  /** HS256 secret verifying JWTs (default {@link LOCAL_JWT_SECRET}). */
  jwtSecret?: string;
  /** Progress lines (database created, migrations applied); default silent. */
  log?: (line: string) => void;
  /**
   * Called with the table's name after each successful (committed) `POST /rest/v1/<table>`,
   * once the response is sent (not after a refused insert, nor after a function call): the local
   * stand-in for a Supabase Database Webhook on inserts (the CLI's `--after-insert-url` posts to
   * a URL, see {@link afterInsertWebhook}). Its errors are logged, never answered to the client.
   * A call whose rows a trigger skipped (`return null`) still counts as successful.
   */
  afterInsert?: (table: string) => void;
  /**
   * Serve a PostgreSQL database instead of PGlite: the owner and request logins (see
   * {@link PostgresDatabaseOptions}). `dataDir` and `reset` are then ignored; `seed` and
   * `sources` apply as for PGlite.
   */
  postgres?: Pick<PostgresDatabaseOptions, 'owner' | 'requests' | 'maxRequestConnections'>;
}

/** A running local backend. */
export interface LocalBackend {
  /** Base URL for `createClient(url, key)`, e.g. `http://127.0.0.1:54321`. */
  url: string;
  /** The PostgREST root, with a trailing slash: `http://127.0.0.1:54321/rest/v1/`. */
  restUrl: string;
  /** The port actually listened on. */
  port: number;
  /**
   * The database, as its owner: bypasses grants and RLS, for fixtures and assertions
   * (`db.engine` says which engine; see {@link Database}).
   */
  db: Database;
  /** Stops accepting connections, lets queued requests finish and their answers go out, closes the database. Idempotent. */
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Opens (creating, migrating and seeding as needed) the database, loads the schema cache and
 * starts the HTTP server.
 *
 * @returns the running {@link LocalBackend}; call `close()` when done (an open database keeps Node alive).
 * @throws the `listen` error (e.g. `EADDRINUSE`; the database is closed again), a refused reset
 *   of a directory that is not a Postgres data directory, a failing SQL file, or (with
 *   `postgres`) a connection error.
 * @see docs/requirements.md §6, §7; docs/architecture.md "Local backend and hosted Supabase"
 */
export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const host = options.host ?? DEFAULT_HOST;
  const seed = options.seed ?? true;
  let db: Database;
  let queue: RequestQueue;
  if (options.postgres) {
    db = await openPostgresDatabase({ ...options.postgres, seed, sources: options.sources ?? sqlSourcesIn(), log: options.log });
    // The pool bounds how many requests run together, as PostgREST's own pool does.
    queue = new ConcurrentQueue();
  } else {
    const dataDir = options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir;
    db = pgliteDatabase(await openDatabase({ dataDir, reset: options.reset ?? false, seed, sources: options.sources, log: options.log }));
    // PGlite has one connection: one request at a time.
    queue = new SerialQueue();
  }
  let server: Server;
  let address: AddressInfo;
  const responses = new OpenResponses();
  try {
    const schema = await loadSchemaCache(db);
    server = createServer(
      createRequestListener(
        { db, queue, schema },
        {
          maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
          jwtSecret: options.jwtSecret ?? LOCAL_JWT_SECRET,
          logError: (error) => console.error('[local backend] unexpected error:', error),
          afterInsert: options.afterInsert,
        },
      ),
    );
    answerParserErrors(server);
    server.on('request', (_request, response) => responses.track(response));
    address = await listen(server, options.port ?? DEFAULT_PORT, host);
  } catch (e) {
    await db.close();
    throw e;
  }
  const url = `http://${urlHost(host)}:${address.port}`;
  let closing: Promise<void> | null = null;
  const close = async () => {
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await queue.idle();
    // The statements are done; their answers may still be on their way out.
    await responses.finished();
    server.closeAllConnections();
    await stopped;
    await db.close();
  };
  return {
    url,
    restUrl: `${url}/rest/v1/`,
    port: address.port,
    db,
    close: () => (closing ??= close()),
  };
}

/** The responses the server has not finished sending, so that a stop answers every request in flight. */
class OpenResponses {
  private open = 0;
  private waiters: Array<() => void> = [];

  /** Counts `response` until it is sent or its connection closes. */
  track(response: ServerResponse): void {
    this.open += 1;
    response.once('close', () => {
      this.open -= 1;
      if (this.open === 0) for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Resolves once no response is open. */
  finished(): Promise<void> {
    return this.open === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}
