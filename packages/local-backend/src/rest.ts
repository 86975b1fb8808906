/**
 * One `/rest/v1/<table>` request, answered as PostgREST answers it: parse, build the SQL, run it
 * in its own transaction as the JWT's role (so grants and row level security decide), shape the
 * response (status, `Content-Range`, body).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestAuth } from './auth';
import { notImplemented, PgrstError, singularityError, tableNotFound } from './errors';
import { checkJsonContentType, checkProfile, negotiateAccept, parsePrefer, type Preferences, type ResponseShape } from './query/headers';
import { parseQueryParams, type QueryParams } from './query/parse';
import { unboundedRegexReason } from './query/regex';
import { insertGroups, parseJsonBody, updateSets } from './query/payload';
import { deleteStatement, insertStatement, readStatement, updateStatement, type Returning, type Statement } from './query/sql';
import type { SchemaCache, TableInfo } from './schema-cache';
import { inRequestTransaction, type SessionContext } from './session';

/** The methods PostgREST serves on a table (PUT, an upsert, is not supported here). */
export type RestMethod = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';

/** What a request handler needs: the database, its queue and the schema cache. */
export interface RestContext extends SessionContext {
  schema: SchemaCache;
}

/** A request to `/rest/v1/<table>`, already authenticated. */
export interface RestRequest {
  method: RestMethod;
  table: string;
  /** The query string without `?` (echoed in `Content-Location`). */
  search: string;
  /** The headers, also what SQL reads as `request.headers` (see `withForwardedFor`). */
  headers: IncomingHttpHeaders;
  body: Buffer;
  auth: RequestAuth;
}

/** A response to write: `body` null means none. */
export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

interface ResultRow {
  total?: number | null;
  page_total: number;
  body: string | null;
  first: string | null;
}

/** The `Content-Type` of a JSON array (or scalar) body. */
export const JSON_TYPE = 'application/json; charset=utf-8';
/** The `Content-Type` of a single-object body (`Accept: application/vnd.pgrst.object+json`). */
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** One header's value; repeated headers joined with `, `. */
export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** PostgREST's `Content-Range`: `lower-upper/total`, `*` for an unknown total, `*\/total` when empty. */
export function contentRange(lower: number, upper: number, total: number | null): string {
  const totalText = total === null ? '*' : String(total);
  return total === 0 || lower > upper ? `*/${totalText}` : `${lower}-${upper}/${totalText}`;
}

function run(ctx: RestContext, req: RestRequest, statement: Statement, shape: ResponseShape): Promise<ResultRow> {
  const session = { auth: req.auth, method: req.method, path: `/${req.table}`, headers: req.headers };
  return inRequestTransaction(ctx, session, async (tx) => {
    const { rows } = await tx.query<ResultRow>(statement.sql, statement.params);
    const row = rows[0] ?? { total: null, page_total: 0, body: '[]', first: null };
    if (shape.kind === 'object' && row.page_total !== 1) throw singularityError(row.page_total);
    return row;
  });
}

/** PostgREST's `Preference-Applied` for the preferences it honoured (`return=` and `missing=` on writes only). */
export function preferenceApplied(prefs: Preferences, write: boolean): Record<string, string> {
  const applied = [
    write && prefs.return ? `return=${prefs.return}` : null,
    prefs.count ? `count=${prefs.count}` : null,
    write && prefs.missing ? `missing=${prefs.missing}` : null,
  ].filter((p): p is string => p !== null);
  return applied.length === 0 ? {} : { 'Preference-Applied': applied.join(', ') };
}

async function read(ctx: RestContext, req: RestRequest, table: TableInfo, query: QueryParams, prefs: Preferences, shape: ResponseShape): Promise<RestResponse> {
  const row = await run(ctx, req, readStatement(table, query, prefs.count !== null, shape.stripNulls), shape);
  const total = row.total ?? null;
  const lower = query.offset;
  const upper = lower + row.page_total - 1;
  if (total !== null && lower > total) {
    throw new PgrstError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${lower} was requested, but there are only ${total} rows.`);
  }
  const status = total !== null && row.page_total < total ? 206 : 200;
  const headers = {
    'Content-Type': shape.kind === 'object' ? OBJECT_TYPE : JSON_TYPE,
    'Content-Range': contentRange(lower, upper, total),
    'Content-Location': `/${encodeURIComponent(req.table)}${req.search ? `?${req.search}` : ''}`,
    ...preferenceApplied(prefs, false),
  };
  const body = req.method === 'HEAD' ? null : shape.kind === 'object' ? row.first : row.body;
  return { status, headers, body };
}

async function write(ctx: RestContext, req: RestRequest, table: TableInfo, query: QueryParams, prefs: Preferences, shape: ResponseShape): Promise<RestResponse> {
  if (query.limit !== null || query.offset !== 0) {
    throw notImplemented('limit and offset on inserts, updates and deletes are not supported by the local backend');
  }
  const returning: Returning = prefs.return === 'representation' ? query.select : 'minimal';
  const missingDefault = prefs.missing === 'default';
  let row: ResultRow = { page_total: 0, body: '[]', first: null };
  if (req.method === 'POST') {
    checkJsonContentType(header(req.headers, 'content-type'));
    const groups = insertGroups(table, parseJsonBody(req.body), query.columns, missingDefault);
    row = await run(ctx, req, insertStatement(table, groups, returning, shape.stripNulls), shape);
  } else if (req.method === 'PATCH') {
    checkJsonContentType(header(req.headers, 'content-type'));
    const body = parseJsonBody(req.body);
    const sets = updateSets(table, body, query.columns, missingDefault);
    if (sets.length > 0) {
      row = await run(ctx, req, updateStatement(table, sets, body.text, query.filters, returning, shape.stripNulls), shape);
    } else if (shape.kind === 'object') {
      throw singularityError(0);
    }
  } else {
    row = await run(ctx, req, deleteStatement(table, query.filters, returning, shape.stripNulls), shape);
  }
  const count = prefs.count === null ? null : row.page_total;
  const headers: Record<string, string> = {
    'Content-Range': req.method === 'POST' ? `*/${count ?? '*'}` : contentRange(0, row.page_total - 1, count),
    ...preferenceApplied(prefs, true),
  };
  if (returning === 'minimal') return { status: req.method === 'POST' ? 201 : 204, headers, body: null };
  headers['Content-Type'] = shape.kind === 'object' ? OBJECT_TYPE : JSON_TYPE;
  return { status: req.method === 'POST' ? 201 : 200, headers, body: shape.kind === 'object' ? row.first : row.body };
}

/**
 * On PGlite, which cannot interrupt a statement, refuses a `match` / `imatch` filter whose
 * pattern could run without bound ({@link unboundedRegexReason}): 400 PGRST127, the stand-in's
 * "not supported", where hosted Supabase would run it and cancel it at the role's
 * `statement_timeout` (500, 57014). See docs/decisions/0005-statement-timeouts.md.
 *
 * @throws {@link PgrstError} 400 PGRST127 naming the filter's column and the reason.
 */
export function refuseUnboundedPatterns(query: QueryParams): void {
  for (const filter of query.filters) {
    const { expr } = filter;
    if (expr.op !== 'match' && expr.op !== 'imatch') continue;
    const reason = unboundedRegexReason(expr.value);
    if (reason !== null) {
      throw notImplemented(
        `The ${expr.op} pattern of ${filter.column} has ${reason}, whose matching time has no bound; the local backend on PGlite cannot interrupt a statement, so it refuses such patterns (hosted Supabase runs them and cancels them at the role's statement_timeout)`,
      );
    }
  }
}

/**
 * Answers one table request as PostgREST would.
 *
 * @returns the response to send (status, headers, JSON text body or none).
 * @throws {@link PgrstError} for every refusal: request errors (PGRST1xx), unknown names
 *   (PGRST205, 42703, PGRST204), JWT-role refusals and Postgres errors with PostgREST's status
 *   (57014, a statement over the role's time limit on PostgreSQL: 500); on PGlite, PGRST127 for
 *   a regex filter of unbounded cost ({@link refuseUnboundedPatterns}).
 * @see docs/requirements.md §6 (who may do what), §7 (the calls); docs/architecture.md "Local backend and hosted Supabase";
 *   docs/decisions/0001-local-backend.md "How fidelity is kept" (PostgREST's documented answers)
 */
export async function handleRest(ctx: RestContext, req: RestRequest): Promise<RestResponse> {
  const table = ctx.schema.get(req.table);
  if (!table) throw tableNotFound(req.table);
  const reading = req.method === 'GET' || req.method === 'HEAD';
  checkProfile(header(req.headers, reading ? 'accept-profile' : 'content-profile'));
  const shape = negotiateAccept(header(req.headers, 'accept'));
  const prefs = parsePrefer(req.headers.prefer);
  const query = parseQueryParams(table.name, new URLSearchParams(req.search));
  if (ctx.db.engine === 'pglite') refuseUnboundedPatterns(query);
  return reading ? read(ctx, req, table, query, prefs, shape) : write(ctx, req, table, query, prefs, shape);
}
