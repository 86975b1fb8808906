/**
 * The node:http side of the local backend: routing (`/health`, `/rest/v1/<table>`,
 * `/rest/v1/rpc/<function>`), CORS, body limits, authentication, the `x-forwarded-for` Supabase's
 * gateway would add, and writing PostgREST-shaped responses. Never throws: an unexpected error is
 * logged and answered 500 with a PostgREST-shaped body, and the server keeps serving.
 */
import { STATUS_CODES, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { authenticate } from './auth';
import { internalError, invalidBody, notImplemented, PgrstError } from './errors';
import { handleRest, type RestContext, type RestMethod, type RestResponse } from './rest';
import { handleRpc } from './rpc';
import { withForwardedFor } from './session';

/** Settings of the HTTP layer. */
export interface HttpOptions {
  /** Largest accepted request body, in bytes (beyond it: 413). */
  maxBodyBytes: number;
  /** HS256 secret verifying JWTs. */
  jwtSecret: string;
  /** Where unexpected errors are reported. */
  logError: (error: unknown) => void;
  /**
   * Called with the table's name after each successful (committed) `POST /rest/v1/<table>`,
   * once the response is sent; its errors are reported to `logError`, never to the client.
   */
  afterInsert?: (table: string) => void;
}

const REST_PREFIX = '/rest/v1/';
const METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'];
const ALLOW = 'OPTIONS,GET,HEAD,POST,PATCH,DELETE';
/** Past this many bytes an oversized body is no longer drained but the connection dropped. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
const PREFLIGHT_MAX_AGE_SECONDS = '86400';
const ALLOWED_HEADERS = [
  'apikey', 'authorization', 'x-client-info', 'content-type', 'accept-profile', 'content-profile',
  'prefer', 'range', 'range-unit', 'accept', 'x-retry-count',
  // The local backend plays Supabase's proxy too: a test stands for a visitor at another address
  // by sending it (docs/architecture.md "Lead delivery"); the limits read its rightmost entry.
  'x-forwarded-for',
].join(', ');
const EXPOSED_HEADERS = 'Content-Range, Content-Location, Content-Type, Preference-Applied, Proxy-Status, Range-Unit, Location';

/**
 * CORS as Supabase's gateway answers it, on every response (preflight or not, whatever the
 * `Origin`, `null` included): `Access-Control-Allow-Origin: *` and never
 * `Access-Control-Allow-Credentials`. The Data API authenticates with bearer tokens (`apikey`,
 * `Authorization`), never cookies, so a browser has no credentials to send and any site may call
 * it with the anon key, which is public by design (docs/architecture.md "Security model").
 */
const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSED_HEADERS,
};

/**
 * A reason phrase Node can write: the UTF-8 bytes of `text` (Node writes the status line as
 * latin1, so each byte goes out as is, as PostgREST sends it), control characters as spaces.
 */
function reasonPhrase(text: string): string {
  const printable = Array.from(text, (c) => (c.charCodeAt(0) < 0x20 || c === '\u007f' ? ' ' : c)).join('');
  return Buffer.from(printable, 'utf8').toString('latin1');
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string | null, statusText: string | null = null): void {
  if (res.headersSent || res.destroyed) return;
  const length = body === null ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
  const all = { ...headers, ...length };
  if (statusText === null) res.writeHead(status, all);
  else res.writeHead(status, reasonPhrase(statusText), all);
  res.end(body ?? undefined);
}

function sendError(res: ServerResponse, error: PgrstError, cors: Readonly<Record<string, string>>): void {
  send(
    res,
    error.status,
    {
      ...cors,
      ...error.headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Proxy-Status': `PostgREST; error=${error.code}`,
    },
    JSON.stringify(error),
    error.statusText,
  );
}

/** Reads the body; past `limit` bytes it drains the rest and rejects with 413. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let ended = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      if (size > DRAIN_LIMIT_BYTES) req.destroy();
    });
    req.on('end', () => {
      ended = true;
      if (size > limit) {
        reject(invalidBody(`Request body too large: the local backend accepts at most ${limit} bytes`, 413));
      } else {
        resolve(Buffer.concat(chunks));
      }
    });
    req.on('close', () => {
      if (!ended) reject(new Error('request aborted'));
    });
    req.on('error', reject);
  });
}

/** What a `/rest/v1/…` path names: a table (or view), or a function (`rpc/<name>`). */
type RestTarget = { kind: 'table' | 'rpc'; name: string };

function restTarget(path: string): RestTarget {
  const segments = path.slice(REST_PREFIX.length).split('/').filter(Boolean);
  if (segments.length === 0) throw new PgrstError(404, 'PGRST126', 'Root endpoint metadata is disabled');
  const rpc = segments[0] === 'rpc' && segments.length === 2;
  if (segments.length > 1 && !rpc) throw new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL');
  try {
    return { kind: rpc ? 'rpc' : 'table', name: decodeURIComponent(segments.at(-1) ?? '') };
  } catch {
    throw new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
}

/** Refuses what the local backend does not call functions with: 405 PGRST101 as PostgREST, or PGRST127 for GET/HEAD. */
function checkRpcMethod(method: string): void {
  if (method === 'GET' || method === 'HEAD') {
    throw notImplemented(`Calling a function with ${method} is not supported by the local backend; use POST (what supabase-js's rpc() sends)`);
  }
  if (method !== 'POST') throw new PgrstError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
}

async function route(ctx: RestContext, options: HttpOptions, req: IncomingMessage, res: ServerResponse, cors: Readonly<Record<string, string>>): Promise<void> {
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname.replace(/\/{2,}/g, '/');
  if (method === 'OPTIONS') {
    const preflight = {
      'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD',
      'Access-Control-Allow-Headers': ALLOWED_HEADERS,
      'Access-Control-Max-Age': PREFLIGHT_MAX_AGE_SECONDS,
    };
    send(res, 200, { ...cors, ...preflight, Allow: ALLOW }, null);
    return;
  }
  if (path === '/health' || path === '/health/') {
    if (method !== 'GET' && method !== 'HEAD') throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`, null, null, { Allow: 'GET,HEAD' });
    send(res, 200, { ...cors, 'Content-Type': 'application/json; charset=utf-8' }, method === 'HEAD' ? null : '{"status":"ok"}');
    return;
  }
  if (!path.startsWith(REST_PREFIX)) {
    if (path === REST_PREFIX.slice(0, -1)) throw new PgrstError(404, 'PGRST126', 'Root endpoint metadata is disabled');
    throw new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
  const target = restTarget(path);
  if (!METHODS.includes(method) && !(target.kind === 'rpc' && method === 'PUT')) {
    throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`, null, null, { Allow: ALLOW });
  }
  if (target.kind === 'rpc') checkRpcMethod(method);
  const body = await readBody(req, options.maxBodyBytes);
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const auth = await authenticate(header('authorization'), header('apikey'), options.jwtSecret);
  const search = url.search.startsWith('?') ? url.search.slice(1) : url.search;
  const headers = withForwardedFor(req.headers, req.socket.remoteAddress);
  let answer: RestResponse;
  if (target.kind === 'rpc') {
    answer = await handleRpc(ctx, { name: target.name, search, headers, body, auth });
  } else {
    answer = await handleRest(ctx, { method: method as RestMethod, table: target.name, search, headers, body, auth });
  }
  send(res, answer.status, { ...cors, ...answer.headers }, answer.body);
  if (target.kind === 'table' && method === 'POST') notifyInsert(options, target.name);
}

/** Runs the `afterInsert` hook; whatever it throws is logged, the client's answer is already sent. */
function notifyInsert(options: HttpOptions, table: string): void {
  try {
    options.afterInsert?.(table);
  } catch (error) {
    options.logError(error);
  }
}

/**
 * The request listener of the local backend's HTTP server.
 *
 * @returns a `node:http` listener answering `GET /health`, `OPTIONS` preflights,
 *   `GET|HEAD|POST|PATCH|DELETE /rest/v1/<table>` and `POST /rest/v1/rpc/<function>`; everything
 *   else gets PostgREST's error JSON (404 PGRST125/126, 405 PGRST101/117, 413 PGRST102, 400
 *   PGRST127 for `GET`/`HEAD` on a function). Every request's `request.headers` carries an
 *   `x-forwarded-for` (`withForwardedFor`). Every response carries `Access-Control-Allow-Origin:
 *   *` and no `Access-Control-Allow-Credentials`, as Supabase's gateway.
 * @see docs/architecture.md "Local backend and hosted Supabase"
 */
export function createRequestListener(ctx: RestContext, options: HttpOptions): RequestListener {
  return (req, res) => {
    const cors = CORS_HEADERS;
    route(ctx, options, req, res, cors).catch((error: unknown) => {
      if (error instanceof PgrstError) {
        sendError(res, error, cors);
        return;
      }
      if (!(error instanceof Error && error.message === 'request aborted')) options.logError(error);
      sendError(res, internalError(), cors);
    });
  };
}

/** Node's parser errors worth their own status (as Node's default handler); anything else is 400. */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

function answerClientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const message = status === 431 ? 'Request header fields too large' : 'Malformed HTTP request';
  const body = JSON.stringify(new PgrstError(status, 'PGRSTX01', message, error.code ?? null));
  // A response to HEAD has no body. Known only when the failing packet starts the request: a
  // request line and headers spanning packets get the body, as nginx and others send it.
  const head = error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `Proxy-Status: PostgREST; error=PGRSTX01\r\nConnection: close\r\n\r\n${head ? '' : body}`,
  );
}

/**
 * Makes `server` answer the requests Node's HTTP parser refuses (an unknown method token, a
 * request line and headers over Node's `maxHeaderSize` of 16 KiB, a malformed request line) with
 * a PostgREST-shaped JSON error instead of Node's bare status line, then close the connection.
 *
 * @param server - the local backend's `node:http` server (call before `listen`).
 * @returns nothing; refused requests get 400 `PGRSTX01`, or 431 / 413 / 408 where Node names
 *   those cases (details: Node's parser code, e.g. `HPE_HEADER_OVERFLOW`); no body for a HEAD
 *   recognised in the failing packet.
 * @see docs/architecture.md "Local backend and hosted Supabase" (every refusal is PostgREST's error JSON)
 */
export function answerParserErrors(server: Server): void {
  server.on('clientError', answerClientError);
}
