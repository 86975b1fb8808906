/**
 * What a request's SQL sees of it, set up as PostgREST sets it up: its own transaction, the JWT's
 * role (`SET LOCAL ROLE`), the `request.*` settings and the search path. Tables and function
 * calls (RPC) run through the same {@link inRequestTransaction}, so grants, row level security
 * and the SQL that reads `request.headers` behave alike for both.
 *
 * @see docs/architecture.md "Local backend and hosted Supabase" (a role switch per request)
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestAuth } from './auth';
import type { RequestQueue } from './db';
import type { Database, SqlClient } from './driver';
import { fromPostgresError, isPostgresError } from './errors';

/** Where a request runs: the database and the queue that orders requests on it. */
export interface SessionContext {
  db: Database;
  queue: RequestQueue;
}

/** The request as its SQL sees it. */
export interface RequestSession {
  auth: RequestAuth;
  /** `request.method`, e.g. `POST`. */
  method: string;
  /** `request.path`, e.g. `/notes` or `/rpc/claim` (PostgREST's path, without `/rest/v1`). */
  path: string;
  /** `request.headers`: every header, lower-case names ({@link withForwardedFor} applied). */
  headers: IncomingHttpHeaders;
}

/**
 * The search path of every request: the exposed schema, then hosted Supabase's Data API setting
 * "Extra search path" (`public, extensions`), as PostgREST sets it (`set_config('search_path', …)`).
 * A schema that does not exist (`extensions` on PGlite) is skipped by Postgres.
 */
export const REQUEST_SEARCH_PATH = '"public", "public", "extensions"';

/**
 * Applies the settings of role `$1` (`alter role … set`, `pg_db_role_setting`; one for this
 * database wins over the role-wide one) to the transaction, as PostgREST applies the impersonated
 * role's settings: a role's settings take effect at login only, and `SET ROLE` does not apply
 * them. Hosted Supabase gives `anon` `statement_timeout = 3s` and `authenticated` 8 s, so a
 * request's statement that runs longer is cancelled (SQLSTATE 57014, answered 500).
 */
const ROLE_SETTINGS_SQL = `
  SELECT count(pg_catalog.set_config(split_part(c.setting, '=', 1), substr(c.setting, strpos(c.setting, '=') + 1), true))
    FROM (SELECT DISTINCT ON (split_part(u.setting, '=', 1)) u.setting
            FROM pg_catalog.pg_db_role_setting s
           CROSS JOIN LATERAL unnest(s.setconfig) AS u(setting)
           WHERE s.setrole = (SELECT r.oid FROM pg_catalog.pg_roles r WHERE r.rolname = $1)
             AND s.setdatabase IN (0, (SELECT d.oid FROM pg_catalog.pg_database d WHERE d.datname = pg_catalog.current_database()))
           ORDER BY split_part(u.setting, '=', 1), s.setdatabase DESC) c`;

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The headers as hosted Supabase's gateway hands them to PostgREST: a request that carries no
 * (or a blank) `x-forwarded-for` gets the address the connection came from, as the gateway would
 * set it; one that carries it keeps it unchanged (tests set it to stand for different clients).
 *
 * @param headers - the request's headers (`req.headers`: lower-case names).
 * @param remoteAddress - `req.socket.remoteAddress` (an IPv4-mapped `::ffff:1.2.3.4` becomes
 *   `1.2.3.4`); undefined (a closed socket) leaves the headers as they are.
 * @returns a copy of `headers`, or `headers` itself when nothing changes.
 */
export function withForwardedFor(headers: IncomingHttpHeaders, remoteAddress: string | undefined): IncomingHttpHeaders {
  const present = headers['x-forwarded-for'];
  if ((typeof present === 'string' && present.trim() !== '') || remoteAddress === undefined) return headers;
  const address = IPV4_MAPPED.exec(remoteAddress)?.[1] ?? remoteAddress;
  return { ...headers, 'x-forwarded-for': address };
}

/**
 * Runs `work` in the request's own transaction, after the settings PostgREST makes: on
 * PostgreSQL the role's own settings (`alter role … set`: hosted Supabase's `statement_timeout`,
 * 3 s for `anon`, 8 s for `authenticated`), then `SET LOCAL ROLE <role>`, then `search_path`
 * ({@link REQUEST_SEARCH_PATH}), `request.jwt.claims`, `request.method`, `request.path` and
 * `request.headers` (JSON), all transaction-local. PGlite gets no role settings: it cannot
 * interrupt a statement (docs/decisions/0005-statement-timeouts.md). The transaction commits
 * when `work` resolves and rolls back when it rejects; on PGlite it waits its turn in the queue.
 *
 * @returns what `work` resolves to.
 * @throws {@link PgrstError} for a Postgres error (PostgREST's status for its SQLSTATE; 42501 is
 *   401 as `anon`, 403 otherwise; 57014, a statement over the role's time limit, 500), or
 *   whatever else `work` throws.
 */
export async function inRequestTransaction<T>(ctx: SessionContext, session: RequestSession, work: (tx: SqlClient) => Promise<T>): Promise<T> {
  const { role, claims } = session.auth;
  try {
    return await ctx.queue.run(() =>
      ctx.db.transaction(async (tx) => {
        if (ctx.db.engine === 'postgres') await tx.query(ROLE_SETTINGS_SQL, [role]);
        // The role is one of three fixed names (auth.ts), never request text.
        await tx.query(`SET LOCAL ROLE "${role}"`);
        await tx.query(
          `SELECT set_config('search_path', $1, true), set_config('request.jwt.claims', $2, true),
                  set_config('request.method', $3, true), set_config('request.path', $4, true),
                  set_config('request.headers', $5, true)`,
          [REQUEST_SEARCH_PATH, JSON.stringify(claims), session.method, session.path, JSON.stringify(session.headers)],
        );
        return work(tx);
      }),
    );
  } catch (e) {
    if (isPostgresError(e)) throw fromPostgresError(e, role !== 'anon');
    throw e;
  }
}
