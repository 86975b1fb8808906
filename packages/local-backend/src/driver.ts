/**
 * The small interface the server needs from a database, whichever engine is behind it: PGlite
 * (the embedded default) or a real PostgreSQL server through node-postgres (`pg`, see
 * `postgres.ts`). The HTTP layer, the schema cache and the tests' fixtures use only this, so the
 * same requests and the same tests run on both engines.
 *
 * @see docs/decisions/0001-local-backend.md, docs/architecture.md "Local backend and hosted Supabase"
 */
import type { PGlite } from '@electric-sql/pglite';

/** Rows of a query, as both drivers return them (`int8` as a number, `json` parsed, arrays as arrays). */
export interface SqlResult<T> {
  rows: T[];
}

/** What runs SQL: one statement with `$1`-style parameters, or several statements without parameters. */
export interface SqlClient {
  /** One statement; `params` bind to `$1`, `$2`, ... */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<SqlResult<T>>;
  /** Any number of `;`-separated statements, no parameters (a migration file, fixtures). */
  exec(sql: string): Promise<void>;
}

/** Which engine a {@link Database} runs on. */
export type Engine = 'pglite' | 'postgres';

/**
 * An open database as the server sees it.
 *
 * `query` and `exec` run as the database owner, outside any request: fixtures, assertions and
 * the schema cache. On PGlite that is its superuser `postgres`; on PostgreSQL it is the
 * non-superuser `postgres` role that owns the database and applied the migrations (with
 * `BYPASSRLS`, as on hosted Supabase). Either way grants and row level security do not stop it.
 *
 * `transaction` is where requests run: on PGlite its only connection, on PostgreSQL a connection
 * of the `authenticator` role, as hosted PostgREST connects; the request then switches role with
 * `SET LOCAL ROLE` inside the transaction.
 */
export interface Database extends SqlClient {
  /** `'pglite'` or `'postgres'`. */
  readonly engine: Engine;
  /** Runs `fn` in one transaction: committed if it resolves, rolled back (and rethrown) if it rejects. */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
  /** Closes every connection; the database itself stays. */
  close(): Promise<void>;
}

/**
 * Wraps an open PGlite instance as a {@link Database}.
 *
 * @param pglite - an open instance (e.g. from `openDatabase`); `close()` closes it.
 * @returns the wrapper; its `pglite` field gives the instance back.
 */
export function pgliteDatabase(pglite: PGlite): Database & { readonly pglite: PGlite } {
  return {
    engine: 'pglite',
    pglite,
    query: async <T>(sql: string, params?: readonly unknown[]) => ({ rows: (await pglite.query<T>(sql, params ? [...params] : undefined)).rows }),
    exec: async (sql: string) => {
      await pglite.exec(sql);
    },
    transaction: <T>(fn: (tx: SqlClient) => Promise<T>) =>
      pglite.transaction((tx) =>
        fn({
          query: async <R>(sql: string, params?: readonly unknown[]) => ({ rows: (await tx.query<R>(sql, params ? [...params] : undefined)).rows }),
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => pglite.close(),
  };
}
