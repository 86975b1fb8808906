/**
 * The second database driver: a real PostgreSQL server through node-postgres (`pg`), behind the
 * same {@link Database} interface as PGlite. Connected the way hosted Supabase's Data API is:
 * requests on connections of the `authenticator` role (which may only switch to the API roles),
 * fixtures and migrations as the database owner `postgres`.
 *
 * @see docs/architecture.md "Local backend and hosted Supabase"
 */
import pg from 'pg';
import type { Database, SqlClient, SqlResult } from './driver';
import { migrateDatabase, type SqlSources } from './db';

/** Where and as whom to connect (a password is needed: the test server uses SCRAM). */
export interface PostgresLogin {
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
}

/** How to open a PostgreSQL database as the stand-in's database. */
export interface PostgresDatabaseOptions {
  /** The database owner (`postgres` on hosted Supabase): migrations, fixtures, the schema cache. */
  owner: PostgresLogin;
  /** The login requests run on (`authenticator` on hosted Supabase), a member of the API roles. */
  requests: PostgresLogin;
  /** Apply the seed if the database has no schema yet (default `true`). */
  seed?: boolean;
  /** Where the SQL comes from; the roles file is not applied (the server's roles exist already). */
  sources: SqlSources;
  /** Connections for requests (default 4). */
  maxRequestConnections?: number;
  /** Progress lines (default: silent). */
  log?: (line: string) => void;
}

/**
 * The types PGlite parses differently from node-postgres' defaults, parsed as PGlite does, so
 * tests read the same values on both engines: `int8` as a number, `date` as UTC midnight.
 */
const PGLITE_LIKE_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value);
    if (oid === pg.types.builtins.DATE) return (value: string) => new Date(`${value}T00:00:00Z`);
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

function poolFor(login: PostgresLogin, max: number): pg.Pool {
  const pool = new pg.Pool({ ...login, max, types: PGLITE_LIKE_TYPES, application_name: 'agency-local-backend' });
  // An idle connection the server drops (a test server stopping) must not crash the process.
  pool.on('error', () => {});
  return pool;
}

function clientOf(connection: pg.PoolClient): SqlClient {
  return {
    query: async <T>(sql: string, params?: readonly unknown[]): Promise<SqlResult<T>> => {
      const result = await connection.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as T[] };
    },
    exec: async (sql: string) => {
      // Without parameters node-postgres uses the simple query protocol: several statements pass.
      await connection.query(sql);
    },
  };
}

async function inTransaction<T>(pool: pg.Pool, fn: (tx: SqlClient) => Promise<T>): Promise<T> {
  const connection = await pool.connect();
  let broken = false;
  try {
    await connection.query('BEGIN');
    const result = await fn(clientOf(connection));
    await connection.query('COMMIT');
    return result;
  } catch (e) {
    await connection.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw e;
  } finally {
    connection.release(broken);
  }
}

/**
 * Opens a PostgreSQL database as the stand-in's database, migrating it first as `owner` (only
 * migrations not yet recorded in `local_backend.applied_files`; a fresh database gets every
 * migration and, when `seed` is true, the seed).
 *
 * @returns a {@link Database} with engine `'postgres'`; `close()` ends its connections.
 * @throws a connection error, or a failing migration's Postgres error (with `code`).
 */
export async function openPostgresDatabase(options: PostgresDatabaseOptions): Promise<Database> {
  const owner = poolFor(options.owner, 2);
  const requests = poolFor(options.requests, options.maxRequestConnections ?? 4);
  const ownerDb = {
    query: async <T>(sql: string, params?: readonly unknown[]): Promise<SqlResult<T>> => {
      const result = await owner.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as T[] };
    },
    exec: async (sql: string) => {
      await owner.query(sql);
    },
  };
  let closed: Promise<void> | null = null;
  const close = () => (closed ??= Promise.all([owner.end(), requests.end()]).then(() => undefined));
  try {
    await migrateDatabase(
      { ...ownerDb, transaction: (fn) => inTransaction(owner, fn) },
      { seed: options.seed ?? true, sources: options.sources, roles: false, log: options.log },
    );
  } catch (e) {
    await close();
    throw e;
  }
  return {
    engine: 'postgres',
    ...ownerDb,
    transaction: (fn) => inTransaction(requests, fn),
    close,
  };
}
