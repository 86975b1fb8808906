/**
 * WebKit for the engine suites: WebKitGTK's MiniBrowser (Debian's `webkit2gtk-driver` and
 * `libwebkit2gtk-4.1`), driven over W3C WebDriver by `WebKitWebDriver` on an Xvfb display.
 * Playwright's own WebKit build cannot be downloaded on these machines (docs/browsers.md).
 *
 * WebKitWebDriver speaks classic WebDriver only (no BiDi: a session asking for `webSocketUrl`
 * is refused), so what Playwright does through its protocol is done by a small HTTP proxy that
 * MiniBrowser sends every request through (`--proxy`):
 * - each HTML page of the site gets, first in its `<head>`, a script of the site's own origin
 *   (`/__visitor/init.js`, so the site's Content-Security-Policy allows it as it is): the
 *   problems' watcher (`watchPageProblems`) and the role finder (`roleFinder.ts`);
 * - every request carries the test's visitor address (`x-forwarded-for`, as `support.ts`'s
 *   `ownAddress`), so the per-address limits on lead inserts count each test apart;
 * - a test can have the backend refuse a table's inserts (a §8 failure);
 * - anything outside this machine (https, such as the map's third-party page) is refused at
 *   once, where a lookup of an unreachable host could hang.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { watchPageProblems } from './inPage';

const here = path.dirname(fileURLToPath(import.meta.url));
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** The path the proxy answers with the first script of every page. */
const INIT_PATH = '/__visitor/init.js';

/** A process started here, ended with the worker. */
interface Started {
  stop(): Promise<void>;
}

/** Ends a child process (by its own id) and waits for it. */
function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
}

/** A free TCP port on 127.0.0.1 (or `preferred` when given). */
async function freePort(preferred?: number): Promise<number> {
  if (preferred) return preferred;
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts Xvfb on a free display (`-displayfd`), its screen `screen` CSS px (default 1920 × 1200,
 * larger than the widest viewport). With no window manager, X gives the keyboard to the window
 * under its pointer, which starts at the screen's centre (WebDriver's actions move no X pointer):
 * a screen the size of the one window keeps the pointer on it, so its page has focus
 * (`document.hasFocus()`). On the 1920 × 1200 screen a 390 px window was left of the pointer, and
 * its page never had focus: Tab moved `activeElement` but no focus showed.
 * @returns the display (`:N`) and `stop`.
 */
export async function startXvfb(screen = { width: 1920, height: 1200 }): Promise<Started & { display: string }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', `${screen.width}x${screen.height}x24`, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  xvfb.stderr!.on('data', (chunk) => (stderr += chunk));
  const display = await new Promise<string>((resolve, reject) => {
    (xvfb.stdio[3] as NodeJS.ReadableStream).once('data', (chunk) => resolve(`:${String(chunk).trim()}`));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${stderr}`)));
    xvfb.once('error', reject);
  });
  return { display, stop: stopper(xvfb) };
}

/** Starts WebKitWebDriver on `display`. @returns its URL and `stop`. */
export async function startWebKitDriver(display: string, preferredPort?: number): Promise<Started & { url: string }> {
  const port = await freePort(preferredPort);
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  driver.stderr!.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode}): ${stderr}`);
    const ready = await fetch(`${url}/status`).then((r) => r.ok, () => false);
    if (ready) break;
    if (i > 100) throw new Error(`WebKitWebDriver did not answer on ${url}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: stopper(driver) };
}

/** The first script of every page in WebKit: the problems' watcher and the role finder. */
async function initScript(): Promise<string> {
  const finder = await build({ entryPoints: [path.join(here, 'roleFinder.ts')], bundle: true, format: 'iife', write: false, target: 'es2022' });
  return `(${watchPageProblems.toString()})();\n${finder.outputFiles[0]!.text}`;
}

/** The proxy's controls for one test. */
export interface VisitorProxy extends Started {
  /** `http://127.0.0.1:PORT`, for MiniBrowser's `--proxy`. */
  url: string;
  /** Every request from now on carries `x-forwarded-for: address` (null: none). */
  setVisitorAddress(address: string | null): void;
  /** From now on the backend answers inserts into `table` with a 500 and a PostgREST error. */
  refuseInserts(table: string): void;
  /** Forgets the address and the refusals (between tests). */
  reset(): void;
}

/** Starts the proxy (see the file's header) for pages of `siteOrigin`. */
export async function startProxy(siteOrigin: string, preferredPort?: number): Promise<VisitorProxy> {
  const script = await initScript();
  let address: string | null = null;
  const refused = new Set<string>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url!);
    if (url.origin === siteOrigin && url.pathname === INIT_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      response.end(script);
      return;
    }
    const table = /^\/rest\/v1\/([^/]+)$/.exec(url.pathname)?.[1];
    if (request.method === 'POST' && table && refused.has(decodeURIComponent(table))) {
      request.resume();
      response.writeHead(500, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify({ code: 'XX000', message: 'Simulated outage', details: null, hint: null }));
      return;
    }
    const headers: http.OutgoingHttpHeaders = { ...request.headers, 'accept-encoding': 'identity', ...(address ? { 'x-forwarded-for': address } : {}) };
    delete headers['proxy-connection'];
    const upstream = http.request(url, { method: request.method, headers }, (answer) => {
      const page = url.origin === siteOrigin && (answer.headers['content-type'] ?? '').startsWith('text/html');
      if (!page) {
        response.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8').replace(/<head(\s[^>]*)?>/i, (head) => `${head}<script src="${INIT_PATH}"></script>`);
        const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
        response.writeHead(answer.statusCode!, { ...rest, 'cache-control': 'no-store' });
        response.end(html);
      });
    });
    upstream.on('error', (error) => {
      response.writeHead(502);
      response.end(String(error));
    });
    request.pipe(upstream);
  });
  // https (CONNECT): nothing outside this machine is reachable; refuse at once.
  server.on('connect', (_request, socket: net.Socket) => socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'));
  const port = await freePort(preferredPort);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    setVisitorAddress: (value) => void (address = value),
    refuseInserts: (table) => void refused.add(table),
    reset() {
      address = null;
      refused.clear();
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The capabilities of a MiniBrowser session through `proxy`: full screen (no toolbar), so the viewport is the window. */
export function miniBrowserCapabilities(proxyUrl: string): Record<string, unknown> {
  return {
    browserName: 'MiniBrowser',
    // A navigation returns at the page's load event. (With 'eager', WebKitWebDriver 2.50 answers
    // a script sent while the page still loads only after a minute or never; Playwright's
    // visitors return at the first bytes. What is tried before the load event, Chromium proves:
    // e2e/early-interaction.spec.ts.)
    pageLoadStrategy: 'normal',
    'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation', '--full-screen', `--proxy=${proxyUrl}`] },
  };
}
