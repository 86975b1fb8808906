/**
 * Serves the prerendered production build (`npm run preview -w @agency/site`, `npm start`, the
 * end-to-end tests and the benchmark):
 *
 *   tsx apps/site/server/cli.ts [--dir apps/site/dist/client] [--port 4173] [--host 127.0.0.1]
 *
 * Sends the security headers the build wrote into `<dir>/_headers`, so the Content-Security-Policy
 * allows the backend the build was made for (`VITE_SUPABASE_URL` at build time). Prints
 * `Local: <url>` when ready.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serveSite } from './serve';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: `${siteDir}dist/client` },
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const { server, url } = await serveSite({ dir: values.dir!, port: Number(values.port), host: values.host });
console.log(`  Local: ${url}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
