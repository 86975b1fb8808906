/**
 * Serves the prerendered production build (`npm run preview -w @agency/site`, the end-to-end
 * tests and the benchmark):
 *
 *   tsx apps/site/server/cli.ts [--dir apps/site/dist/client] [--port 4173] [--host 127.0.0.1]
 *
 * or, for `npm start`, builds the site, serves it and builds again on each call of a local build
 * hook (`server/live-site.ts`, the stand-in for a static host's build hook):
 *
 *   tsx apps/site/server/cli.ts --builds-dir .data/site --build-hook-port 54329 [--port 4173]
 *
 * Sends the security headers the build wrote into its `_headers`, so the Content-Security-Policy
 * allows the backend the build was made for (`VITE_SUPABASE_URL` at build time). Prints
 * `Local: <url>` when ready (and `Build hook: <url>`).
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startLiveSite } from './live-site';
import { serveSite } from './serve';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: `${siteDir}dist/client` },
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    'builds-dir': { type: 'string' },
    'build-hook-port': { type: 'string', default: '0' },
  },
});
let close: () => Promise<unknown>;
if (values['builds-dir']) {
  const site = await startLiveSite({ buildsDir: values['builds-dir'], port: Number(values.port), host: values.host, hookPort: Number(values['build-hook-port']) });
  console.log(`  Local: ${site.url}/`);
  console.log(`  Build hook: ${site.hookUrl}`);
  close = site.close;
} else {
  const { server, url } = await serveSite({ dir: values.dir!, port: Number(values.port), host: values.host });
  console.log(`  Local: ${url}/`);
  close = () => new Promise((resolve) => server.close(resolve));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void close().then(() => process.exit(0)));
