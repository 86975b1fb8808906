/**
 * A tiny static file server for the production build: brotli or gzip (node:zlib) by the
 * request's `Accept-Encoding`, long-lived caching for hashed assets, and the SPA fallback
 * (any path that is not a file gets `index.html`), like a static host in production.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

/**
 * Serves `dir` on `127.0.0.1:port` (0 picks a free port).
 * @param {{ dir: string, port?: number }} options
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveStatic({ dir, port = 0 }) {
  const cache = new Map();
  async function load(file, encoding) {
    const key = `${file}|${encoding}`;
    if (cache.has(key)) return cache.get(key);
    const raw = await readFile(file);
    let body = raw;
    if (encoding === 'br') body = brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    else if (encoding === 'gzip') body = gzipSync(raw, { level: 9 });
    cache.set(key, body);
    return body;
  }
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://x');
      let file = path.join(dir, decodeURIComponent(url.pathname));
      if (!file.startsWith(dir)) file = path.join(dir, 'index.html');
      const info = await stat(file).catch(() => null);
      if (!info) file = path.join(dir, 'index.html');
      else if (info.isDirectory()) file = path.join(file, 'index.html');
      const ext = path.extname(file);
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const encoding = !COMPRESSIBLE.has(ext) ? null : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
      const body = await load(file, encoding);
      res.setHeader('content-type', TYPES[ext] ?? 'application/octet-stream');
      res.setHeader('cache-control', url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
      if (encoding) res.setHeader('content-encoding', encoding);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
