import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import { securityHeaders } from '../security/headers';
import { HEADERS_FILE, parseNetlifyHeaders } from '../security/host-configs';

/** Options of {@link serveSite}. */
export interface ServeSiteOptions {
  /** The prerendered build (`apps/site/dist/client`). */
  dir: string;
  /** The port (0 picks a free one). */
  port: number;
  /** Default `127.0.0.1`. */
  host?: string;
  /**
   * Serve the headers for this Supabase URL instead of the ones the build wrote
   * ({@link readBuildHeaders}); for a directory that is not a build of the site.
   */
  backendUrl?: string;
}

/**
 * The security headers a build of the site was made with: its `_headers` file, which the build
 * writes for the backend in `VITE_SUPABASE_URL` (`build/securityHeadersPlugin.ts`), so the
 * static server sends what a static host would.
 * @param dir - the browser build (`apps/site/dist/client`).
 * @returns header name → value.
 * @throws {Error} when `dir` has no `_headers` (not a build of the site, or built before the
 *   build wrote it) or the file has no headers for every path.
 * @see docs/architecture.md "Security model"
 */
export function readBuildHeaders(dir: string): Record<string, string> {
  const file = path.join(dir, HEADERS_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: build the site first (npm run build -w @agency/site), or pass the backend URL`);
  }
  try {
    return parseNetlifyHeaders(text);
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The page any path that is not a prerendered page or a file gets (React Router's SPA fallback). */
export const SPA_FALLBACK = '__spa-fallback.html';

/**
 * Serves the production build the way a static host does: each prerendered page's
 * `index.html`, files from the build, the SPA fallback for any other path without a file
 * extension (a blog post published after the build; unknown paths, which the site sends home),
 * the build's brotli or gzip copies by `Accept-Encoding` (written at build time, so no response
 * waits for compression), `Cache-Control: immutable` for hashed assets, and the security headers
 * the build wrote ({@link readBuildHeaders}; or those of `security/headers.ts` for `backendUrl`)
 * on every response.
 * @returns the server and its base URL, once listening.
 * @throws {Error} when `backendUrl` is not given and the build has no `_headers`; a
 *   `TypeError` when `backendUrl` is not an absolute http(s) URL.
 * @see docs/architecture.md "Security model"
 */
export async function serveSite({ dir, port, host = '127.0.0.1', backendUrl }: ServeSiteOptions): Promise<{ server: Server; url: string }> {
  const headers = backendUrl === undefined ? readBuildHeaders(dir) : securityHeaders({ backendUrl });
  const files = sirv(path.resolve(dir), {
    single: SPA_FALLBACK,
    etag: true,
    // The build's precompressed copies (build/precompress.ts), chosen by Accept-Encoding.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    files(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return { server, url: `http://${host}:${address.port}` };
}
