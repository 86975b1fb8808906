/**
 * The security headers of `headers.ts` as config files of common static hosts:
 * `public/_headers` (Netlify and Cloudflare Pages; Vite copies `public/` into the build) and
 * `vercel.json` (Vercel).
 */
import { securityHeaders } from './headers';

/** A config file: its path relative to `apps/site`, and its exact content. */
export interface HostConfigFile {
  path: string;
  content: string;
}

/** How to regenerate the files (named in `_headers`, which allows comments). */
export const REGENERATE_COMMAND = 'VITE_SUPABASE_URL=<project URL> npx tsx apps/site/security/write-host-configs.ts';

/**
 * `_headers`: every path (`/*`) gets every header.
 * @param backendUrl - the Supabase URL allowed in `connect-src`.
 */
export function netlifyHeaders(backendUrl: string): string {
  const headers = Object.entries(securityHeaders({ backendUrl })).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Security headers for Netlify and Cloudflare Pages, generated from apps/site/security/headers.ts.',
    `# Do not edit; for another backend run: ${REGENERATE_COMMAND}`,
    '/*',
    ...headers,
    '',
  ].join('\n');
}

/**
 * `vercel.json`: one `headers` rule for every path.
 * @param backendUrl - the Supabase URL allowed in `connect-src`.
 */
export function vercelJson(backendUrl: string): string {
  const headers = Object.entries(securityHeaders({ backendUrl })).map(([key, value]) => ({ key, value }));
  return `${JSON.stringify({ headers: [{ source: '/(.*)', headers }] }, null, 2)}\n`;
}

/**
 * Both files for `backendUrl`.
 * @throws {TypeError} when `backendUrl` is not an absolute http(s) URL.
 */
export function hostConfigFiles(backendUrl: string): HostConfigFile[] {
  return [
    { path: 'public/_headers', content: netlifyHeaders(backendUrl) },
    { path: 'vercel.json', content: vercelJson(backendUrl) },
  ];
}
