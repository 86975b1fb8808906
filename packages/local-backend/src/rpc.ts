/**
 * `POST /rest/v1/rpc/<function>`: a function of schema `public` called as PostgREST calls it,
 * with what supabase-js's `.rpc(name, args)` sends (a JSON object of named arguments,
 * `Content-Type: application/json`, `Content-Profile: public`, `Prefer: count=…` when asked).
 * The call runs in the request's own transaction as the JWT's role, so EXECUTE grants decide
 * (42501: 401 as `anon`, 403 otherwise); a stable or immutable function runs read-only.
 *
 * @see README.md "Requests" (RPC); docs/architecture.md "Local backend and hosted Supabase"
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestAuth } from './auth';
import { invalidBody, notImplemented, singularityError } from './errors';
import { checkJsonContentType, checkProfile, negotiateAccept, parsePrefer } from './query/headers';
import { callStatement } from './query/call';
import { parseJsonBody } from './query/payload';
import { contentRange, header, JSON_TYPE, OBJECT_TYPE, preferenceApplied, type RestResponse } from './rest';
import { loadRoutines, rawBodyCallError, resolveRoutine } from './routines';
import { inRequestTransaction, type SessionContext } from './session';

/** A call to `/rest/v1/rpc/<name>`, already authenticated. */
export interface RpcRequest {
  /** The function's name, decoded from the path (case-sensitive). */
  name: string;
  /** The query string without `?`. */
  search: string;
  /** The headers, also what SQL reads as `request.headers` (see `withForwardedFor`). */
  headers: IncomingHttpHeaders;
  body: Buffer;
  auth: RequestAuth;
}

/** The content types PostgREST passes to a single `text`, `xml` or `bytea` parameter, and that type. */
const RAW_BODY_TYPES: Readonly<Record<string, string>> = { 'text/plain': 'text', 'text/xml': 'xml', 'application/octet-stream': 'bytea' };

interface CallRow {
  page_total: number;
  body: string | null;
  first: string | null;
}

/** The argument names and the JSON text of a body, as PostgREST reads a function call's body. */
function readArguments(body: Buffer): { keys: string[]; json: string } {
  if (body.toString('utf8').trim() === '') return { keys: [], json: '{}' };
  const { value, text } = parseJsonBody(body);
  if (Array.isArray(value)) {
    if (value.length === 0) return { keys: [], json: text };
    if (value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v))) {
      throw notImplemented('Calling a function with a JSON array body (one call per object) is not supported by the local backend');
    }
    throw invalidBody('All object keys must match');
  }
  const keys = typeof value === 'object' && value !== null ? Object.keys(value) : [];
  return { keys, json: text };
}

/**
 * Answers one function call as PostgREST 12+ would: 200 with the function's JSON (a scalar's
 * value, a row's object, a set's array of objects or values) and `Content-Range`, or 204 No
 * Content for a `void` function; `Accept: application/vnd.pgrst.object+json` asks for exactly
 * one row (else 406 PGRST116).
 *
 * @returns the response to send.
 * @throws {@link PgrstError} 404 PGRST202 / 300 PGRST203 (no or several matching functions),
 *   400 PGRST127 for what the local backend does not support (query parameters such as filters,
 *   `select` or `order` on the result; a JSON array body; a raw text, XML or binary body; a
 *   function returning an untyped `record`), 400 PGRST102 (body or another content type), 406
 *   PGRST106/107, and Postgres errors with PostgREST's status (42501 refused EXECUTE, `PTxyz`
 *   custom statuses, 25006 a write in a read-only call).
 * @see docs/architecture.md "Local backend and hosted Supabase"
 */
export async function handleRpc(ctx: SessionContext, req: RpcRequest): Promise<RestResponse> {
  checkProfile(header(req.headers, 'content-profile'));
  const shape = negotiateAccept(header(req.headers, 'accept'));
  const prefs = parsePrefer(req.headers.prefer);
  if ([...new URLSearchParams(req.search)].length > 0) {
    throw notImplemented('Query parameters on a function call (filters, select, order, limit, offset) are not supported by the local backend');
  }
  const contentType = header(req.headers, 'content-type');
  const rawType = RAW_BODY_TYPES[(contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''];
  if (rawType === undefined) checkJsonContentType(contentType);
  const args = rawType === undefined ? readArguments(req.body) : { keys: [], json: '' };
  const session = { auth: req.auth, method: 'POST', path: `/rpc/${req.name}`, headers: req.headers };
  const { routine, row } = await inRequestTransaction(ctx, session, async (tx) => {
    const routines = await loadRoutines(tx);
    if (rawType !== undefined) throw rawBodyCallError(routines, req.name, rawType);
    const call = resolveRoutine(routines, req.name, args.keys);
    if (call.routine.returns === 'record') {
      throw notImplemented('Functions returning an untyped record are not supported by the local backend; declare OUT parameters or RETURNS TABLE');
    }
    // As PostgREST: a POST to a stable or immutable function runs in a read-only transaction.
    if (call.routine.volatility !== 'v') await tx.query('SET TRANSACTION READ ONLY');
    const statement = callStatement(call, args.json, shape.stripNulls);
    const { rows } = await tx.query<CallRow>(statement.sql, statement.params);
    const result = rows[0] ?? { page_total: 0, body: null, first: null };
    if (call.routine.returns !== 'void' && shape.kind === 'object' && result.page_total !== 1) throw singularityError(result.page_total);
    return { routine: call.routine, row: result };
  });
  const total = prefs.count === null ? null : row.page_total;
  const headers: Record<string, string> = { 'Content-Range': contentRange(0, row.page_total - 1, total), ...preferenceApplied(prefs, false) };
  if (routine.returns === 'void') return { status: 204, headers, body: null };
  headers['Content-Type'] = shape.kind === 'object' ? OBJECT_TYPE : JSON_TYPE;
  const body = shape.kind === 'object' && routine.returnsSet ? row.first : row.body;
  return { status: 200, headers, body };
}
