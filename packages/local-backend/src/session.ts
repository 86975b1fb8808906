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
 * Runs `work` in the request's own transaction, after the settings PostgREST makes: `SET LOCAL
 * ROLE <role>`, then `search_path` ({@link REQUEST_SEARCH_PATH}), `request.jwt.claims`,
 * `request.method`, `request.path` and `request.headers` (JSON), all transaction-local. The
 * transaction commits when `work` resolves and rolls back when it rejects; on PGlite it waits
 * its turn in the queue.
 *
 * @returns what `work` resolves to.
 * @throws {@link PgrstError} for a Postgres error (PostgREST's status for its SQLSTATE; 42501 is
 *   401 as `anon`, 403 otherwise), or whatever else `work` throws.
 */
export async function inRequestTransaction<T>(ctx: SessionContext, session: RequestSession, work: (tx: SqlClient) => Promise<T>): Promise<T> {
  const { role, claims } = session.auth;
  try {
    return await ctx.queue.run(() =>
      ctx.db.transaction(async (tx) => {
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
