/**
 * The embedded local backend: a PostgREST-compatible HTTP API at `/rest/v1/` over PGlite, the
 * stand-in for hosted Supabase that `npm start`, the site's dev server and the tests talk to.
 *
 * @see ARCHITECTURE.md "Local backend", server/README.md
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { DEFAULT_DATA_DIR, openDatabase, SerialQueue, type SqlSources } from './db';
import { answerParserErrors, createRequestListener } from './http';
import { LOCAL_JWT_SECRET } from './keys';
import { loadSchemaCache } from './schema-cache';

export { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './keys';
export { DEFAULT_DATA_DIR, sqlSourcesIn, SUPABASE_ROLES_FILE, openDatabase, type SqlSources } from './db';

/** The Supabase CLI's local API port. */
export const DEFAULT_PORT = 54321;

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
  /** CORS: origins allowed, or `'*'` (default) for any. */
  allowedOrigins?: string[] | '*';
  /** Largest request body in bytes (default 1 MiB); larger ones get 413. */
  maxBodyBytes?: number;
  /** HS256 secret verifying JWTs (default {@link LOCAL_JWT_SECRET}). */
  jwtSecret?: string;
  /** Progress lines (database created, migrations applied); default silent. */
  log?: (line: string) => void;
}

/** A running local backend. */
export interface LocalBackend {
  /** Base URL for `createClient(url, key)`, e.g. `http://127.0.0.1:54321`. */
  url: string;
  /** The PostgREST root, with a trailing slash: `http://127.0.0.1:54321/rest/v1/`. */
  restUrl: string;
  /** The port actually listened on. */
  port: number;
  /** The PGlite instance (superuser: bypasses grants and RLS; for fixtures and assertions). */
  db: PGlite;
  /** Stops accepting connections, lets queued requests finish, closes the database. Idempotent. */
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
 * @returns the running {@link LocalBackend}; call `close()` when done (an open PGlite keeps Node alive).
 * @throws the `listen` error (e.g. `EADDRINUSE`; the database is closed again), a refused reset
 *   of a directory that is not a Postgres data directory, or a failing SQL file.
 * @see spec §6, §7; ARCHITECTURE.md "Local backend"
 */
export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const host = options.host ?? '127.0.0.1';
  const dataDir = options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir;
  const db = await openDatabase({ dataDir, reset: options.reset ?? false, seed: options.seed ?? true, sources: options.sources, log: options.log });
  const queue = new SerialQueue();
  let server: Server;
  let address: AddressInfo;
  try {
    const schema = await loadSchemaCache(db);
    server = createServer(
      createRequestListener(
        { db, queue, schema },
        {
          allowedOrigins: options.allowedOrigins ?? '*',
          maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
          jwtSecret: options.jwtSecret ?? LOCAL_JWT_SECRET,
          logError: (error) => console.error('[local backend] unexpected error:', error),
        },
      ),
    );
    answerParserErrors(server);
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
