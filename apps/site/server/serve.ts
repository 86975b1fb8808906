import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import { securityHeaders } from '../security/headers';

/** Options of {@link serveSite}. */
export interface ServeSiteOptions {
  /** The prerendered build (`apps/site/dist/client`). */
  dir: string;
  /** The port (0 picks a free one). */
  port: number;
  /** Default `127.0.0.1`. */
  host?: string;
  /** The Supabase URL the build talks to, allowed in the CSP's `connect-src`. */
  backendUrl: string;
}

/** The page any path that is not a prerendered page or a file gets (React Router's SPA fallback). */
export const SPA_FALLBACK = '__spa-fallback.html';

/**
 * Serves the production build the way a static host does: each prerendered page's
 * `index.html`, files from the build, the SPA fallback for any other path without a file
 * extension (a blog post published after the build; unknown paths, which the site sends home),
 * the build's brotli or gzip copies by `Accept-Encoding` (written at build time, so no response
 * waits for compression), `Cache-Control: immutable` for hashed assets, and the security headers of
 * `security/headers.ts` on every response.
 * @returns the server and its base URL, once listening.
 * @throws {TypeError} when `backendUrl` is not an absolute http(s) URL.
 * @see issue 5 §1, §3; issue 6 §5
 */
export async function serveSite({ dir, port, host = '127.0.0.1', backendUrl }: ServeSiteOptions): Promise<{ server: Server; url: string }> {
  const headers = securityHeaders({ backendUrl });
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
