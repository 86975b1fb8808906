/**
 * A raw HTTP/1.1 client over `node:http` for requests that fetch and supabase-js never send:
 * any method token, unencoded bytes in the path, odd header values, bodies of any bytes.
 */
import { Agent, request } from 'node:http';
import { connect } from 'node:net';

/** One raw request. `path` is sent as is (it must be Latin-1 without spaces or controls). */
export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** The answer: status, lower-cased headers and the body as text. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/** Per-request time limit, in milliseconds: a request that hangs fails the test. */
export const RAW_TIMEOUT_MS = 15_000;

/**
 * Sends `req` to `origin` (e.g. `http://127.0.0.1:1234`).
 * @returns the full response.
 * @throws on a socket error, a dropped connection or after {@link RAW_TIMEOUT_MS}.
 */
export function rawRequest(origin: string, req: RawRequest): Promise<RawResponse> {
  const url = new URL(origin);
  if (req.method.toUpperCase() === 'HEAD') return rawHead(url, req);
  // Node's client frames a GET/HEAD/DELETE/OPTIONS body with no length unless told: say it, so the
  // bytes are a body and not the start of the next request on the kept-alive connection.
  const headers = req.body === null ? req.headers : { ...req.headers, 'content-length': String(req.body.length) };
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path,
        headers,
        agent,
        timeout: RAW_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`timed out after ${RAW_TIMEOUT_MS} ms: ${req.method} ${req.path.slice(0, 200)}`)));
    outgoing.on('error', reject);
    outgoing.end(req.body ?? undefined);
  });
}

/**
 * A HEAD over its own connection, reading only the status line and headers. A server that cannot
 * parse a request (e.g. headers over 16 KiB spread over several packets) cannot know it was a
 * HEAD, so its error may carry a body, which Node's client would refuse as a stray response.
 */
function rawHead(url: URL, req: RawRequest): Promise<RawResponse> {
  const lines = [`HEAD ${req.path} HTTP/1.1`, `Host: ${url.host}`, 'Connection: close'];
  for (const [name, value] of Object.entries(req.headers)) lines.push(`${name}: ${value}`);
  if (req.body !== null) lines.push(`Content-Length: ${req.body.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(req.body ? Buffer.concat([head, req.body]) : head));
    let received = Buffer.alloc(0);
    socket.setTimeout(RAW_TIMEOUT_MS, () => socket.destroy(new Error(`timed out after ${RAW_TIMEOUT_MS} ms: HEAD ${req.path.slice(0, 200)}`)));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [statusLine = '', ...headerLines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      socket.destroy();
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: '' });
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`connection closed before a response: HEAD ${req.path.slice(0, 200)}`)));
  });
}

/** Closes the kept-alive sockets (call once the tests are done). */
export function closeRawClient(): void {
  agent.destroy();
}
