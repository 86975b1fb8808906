/**
 * PostgREST's error shape and HTTP status mapping (PostgREST v13+, `references/errors`), so the
 * local backend fails exactly where and how hosted Supabase fails.
 */

/** The JSON body of every error response: `{ code, details, hint, message }`. */
export interface PgrstErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

/**
 * An error answered as PostgREST would: `status` is the HTTP status, `code` a `PGRSTxxx` code or
 * a Postgres SQLSTATE, `headers` extra response headers (e.g. `WWW-Authenticate`), `statusText`
 * the reason phrase of the status line when it is not the standard one (a `PTxyz` error's
 * message), else null.
 */
export class PgrstError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Readonly<Record<string, string>> = {},
    readonly statusText: string | null = null,
  ) {
    super(message);
    this.name = 'PgrstError';
  }

  /** The response body, keys in PostgREST's order. */
  toJSON(): PgrstErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** 400 PGRST100: a query parameter PostgREST's grammar cannot parse. */
export function parseError(source: string, column: number, details: string): PgrstError {
  return new PgrstError(400, 'PGRST100', `"${source}" (line 1, column ${column})`, details);
}

/** 400 PGRST102: a body that is not the JSON the request needs. */
export function invalidBody(message: string, status = 400): PgrstError {
  return new PgrstError(status, 'PGRST102', message);
}

/** 400 PGRST127: PostgREST supports it, this local stand-in does not (see server/README.md). */
export function notImplemented(details: string): PgrstError {
  return new PgrstError(400, 'PGRST127', 'Feature not implemented', details);
}

/** 404 PGRST205: a table that is not in the schema cache. */
export function tableNotFound(table: string): PgrstError {
  return new PgrstError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
}

/** 400 42703: a column in `select`, a filter or `order` that the table does not have. */
export function columnNotFound(table: string, column: string): PgrstError {
  return new PgrstError(400, '42703', `column ${table}.${column} does not exist`);
}

/** 400 PGRST204: a payload or `columns=` key that the table does not have. */
export function payloadColumnNotFound(table: string, column: string): PgrstError {
  return new PgrstError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
}

/** 406 PGRST116: `Accept: application/vnd.pgrst.object+json` but not exactly one row. */
export function singularityError(rows: number): PgrstError {
  return new PgrstError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
}

/** The fields of a Postgres error that PGlite throws (its class name is minified: test `code`). */
export interface PostgresErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

/** True when `e` carries a Postgres SQLSTATE (five characters, digits and capitals). */
export function isPostgresError(e: unknown): e is PostgresErrorLike {
  if (typeof e !== 'object' || e === null) return false;
  const { code, message } = e as { code?: unknown; message?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string';
}

/**
 * The status a `PTxyz` SQLSTATE asks for (PostgREST's documentation, Errors, "RAISE errors with
 * HTTP Status Codes": `raise sqlstate 'PT402'` answers 402), or null for any other SQLSTATE.
 *
 * @returns `xyz` as a number; 500 when `xyz` is not three digits (as PostgREST), or below 100,
 *   a status no HTTP server can send (PostgREST would send it as is).
 */
export function customStatus(code: string): number | null {
  if (!code.startsWith('PT')) return null;
  const digits = code.slice(2);
  return /^\d{3}$/.test(digits) && Number(digits) >= 100 ? Number(digits) : 500;
}

/**
 * PostgREST's status for a SQLSTATE (`pgErrorStatus`): e.g. 42501 is 401 for `anon` and 403
 * otherwise, 23505/23503 are 409, 42P01 404, `PTxyz` xyz ({@link customStatus}), anything
 * unlisted 400.
 */
export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409, '23505': 409, '25006': 405, '42P01': 404, '42P17': 500, '53400': 500,
    '57P01': 503, P0001: 400,
  };
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  const known = exact[code] ?? customStatus(code);
  if (known !== null && known !== undefined) return known;
  const byClass: Record<string, number> = {
    '08': 503, '09': 500, '0L': 403, '0P': 403, '25': 500, '28': 403, '2D': 500, '38': 500,
    '39': 500, '3B': 500, '40': 500, '53': 503, '54': 500, '55': 500, '57': 500, '58': 500,
    F0: 500, HV: 500, P0: 500, XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/**
 * Turns a Postgres error into PostgREST's answer: its status ({@link statusForSqlState}), body
 * `{code, details, hint, message}` from the SQLSTATE, `detail`, `hint` and message, and headers
 * (`WWW-Authenticate: Bearer` on a 401). A `PTxyz` error's message is also the status line's
 * reason phrase, as PostgREST sends it (`HTTP/1.1 429 Too many requests`).
 *
 * @see docs/architecture.md "Local backend and hosted Supabase" (SQLSTATE → HTTP status)
 */
export function fromPostgresError(e: PostgresErrorLike, authenticated: boolean): PgrstError {
  const status = statusForSqlState(e.code, e.message, authenticated);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  const statusText = e.code === `PT${status}` ? e.message : null;
  return new PgrstError(status, e.code, e.message, e.detail ?? null, e.hint ?? null, headers, statusText);
}

/** 500 PGRSTX00 for anything unexpected: a PostgREST-shaped body that leaks no internals. */
export function internalError(): PgrstError {
  return new PgrstError(500, 'PGRSTX00', 'Internal server error', 'The local backend hit an unexpected error; see its console.');
}
