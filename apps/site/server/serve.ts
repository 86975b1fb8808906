import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import { securityHeaders } from '../security/headers';
import { HEADERS_FILE, parseNetlifyHeaders, SPA_FALLBACK_FILE } from '../security/host-configs';

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
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** One build as the server serves it: its files (sirv) and the headers it was built with. */
interface ServedBuild {
  dir: string;
  headers: Record<string, string>;
  files: ReturnType<typeof sirv>;
}

function servedBuild(dir: string, backendUrl: string | undefined): ServedBuild {
  const headers = backendUrl === undefined ? readBuildHeaders(dir) : securityHeaders({ backendUrl });
  const files = sirv(path.resolve(dir), {
    single: SPA_FALLBACK_FILE,
    etag: true,
    // The build's precompressed copies (build/precompress.ts), chosen by Accept-Encoding.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return { dir, headers, files };
}

/** What {@link serveSite} returns. */
export interface ServedSite {
  server: Server;
  /** e.g. `http://127.0.0.1:4173`. */
  url: string;
  /**
   * Serves another build from the next request on: one assignment, so every request is answered
   * wholly by the build it started with (the old one stays on disk until its requests end). A
   * hashed asset the new build lacks is still served from the build before it, so a page loaded
   * just before the switch finishes loading.
   * @throws {Error} as {@link readBuildHeaders} when `dir` is not a build of the site (nothing changes then).
   */
  switchTo(dir: string): void;
  /** The directory served now. */
  readonly dir: string;
}

/**
 * Serves the production build the way a static host does: each prerendered page's
 * `index.html`, files from the build, the SPA fallback for any other path without a file
 * extension (a blog post published after the build; unknown paths, which the site sends home),
 * the build's brotli or gzip copies by `Accept-Encoding` (written at build time, so no response
 * waits for compression), `Cache-Control: immutable` for hashed assets, and the security headers
 * the build wrote ({@link readBuildHeaders}; or those of `security/headers.ts` for `backendUrl`)
 * on every response. `switchTo` swaps in a new build atomically (`npm start`'s rebuilds).
 * @returns the server, its base URL and `switchTo`, once listening.
 * @throws {Error} when `backendUrl` is not given and the build has no `_headers`; a
 *   `TypeError` when `backendUrl` is not an absolute http(s) URL.
 * @see docs/architecture.md "Security model"
 */
export async function serveSite({ dir, port, host = '127.0.0.1', backendUrl }: ServeSiteOptions): Promise<ServedSite> {
  let current = servedBuild(dir, backendUrl);
  let previous: ServedBuild | undefined;
  const notFound = (res: ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
  };
  const server = createServer((req, res) => {
    const [build, before] = [current, previous];
    for (const [name, value] of Object.entries(build.headers)) res.setHeader(name, value);
    build.files(req, res, () => {
      if (before && req.url?.startsWith('/assets/')) before.files(req, res, () => notFound(res));
      else notFound(res);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    url: `http://${host}:${address.port}`,
    switchTo(next: string) {
      const build = servedBuild(next, backendUrl);
      [previous, current] = [current, build];
    },
    get dir() {
      return current.dir;
    },
  };
}
