/**
 * The security headers of `headers.ts` as config files of common static hosts, written by the
 * build into its output directory (`dist/client`, `build/securityHeadersPlugin.ts`) for the
 * backend the build talks to: `_headers` (Netlify and Cloudflare Pages read it from the
 * published directory) and `vercel.json` (Vercel reads it from the root of what is deployed).
 * Nothing is committed: a file in the repository could only hold one backend.
 * @see docs/architecture.md "Security model"; docs/decisions/0003-content-security-policy.md
 */
import { backendOrigin, securityHeaders } from './headers';

/** A config file: its path relative to the build's output directory, and its exact content. */
export interface HostConfigFile {
  path: string;
  content: string;
}

/** The file the site's own static server reads the build's headers from (`server/serve.ts`). */
export const HEADERS_FILE = '_headers';

/** The one path pattern both formats use: every path gets every header. */
const EVERY_PATH = { netlify: '/*', vercel: '/(.*)' } as const;

/**
 * `_headers`: every path (`/*`) gets every header.
 * @param backendUrl - the Supabase URL; its origin is allowed in `connect-src`.
 * @returns the file's text: two comment lines (what wrote it, for which backend), then the rule.
 * @throws {TypeError} when `backendUrl` is not an absolute http(s) URL.
 * @see docs/architecture.md "Security model"
 */
export function netlifyHeaders(backendUrl: string): string {
  const headers = Object.entries(securityHeaders({ backendUrl })).map(([name, value]) => `  ${name}: ${value}`);
  return [
    `# Security headers for Netlify and Cloudflare Pages, for the backend ${backendOrigin(backendUrl)}.`,
    '# Written by the site build (apps/site/build/securityHeadersPlugin.ts); do not edit: set VITE_SUPABASE_URL and build again.',
    EVERY_PATH.netlify,
    ...headers,
    '',
  ].join('\n');
}

/**
 * `vercel.json`: one `headers` rule for every path.
 * @param backendUrl - the Supabase URL; its origin is allowed in `connect-src`.
 * @returns the file's text (JSON, two-space indent, final newline).
 * @throws {TypeError} when `backendUrl` is not an absolute http(s) URL.
 * @see docs/architecture.md "Security model"
 */
export function vercelJson(backendUrl: string): string {
  const headers = Object.entries(securityHeaders({ backendUrl })).map(([key, value]) => ({ key, value }));
  return `${JSON.stringify({ headers: [{ source: EVERY_PATH.vercel, headers }] }, null, 2)}\n`;
}

/**
 * Both files for `backendUrl`, as the build writes them into its output directory.
 * @returns `_headers` ({@link netlifyHeaders}) and `vercel.json` ({@link vercelJson}).
 * @throws {TypeError} when `backendUrl` is not an absolute http(s) URL.
 * @see docs/decisions/0003-content-security-policy.md
 */
export function hostConfigFiles(backendUrl: string): HostConfigFile[] {
  return [
    { path: HEADERS_FILE, content: netlifyHeaders(backendUrl) },
    { path: 'vercel.json', content: vercelJson(backendUrl) },
  ];
}

/**
 * Reads back the headers of the every-path rule (`/*`) of a `_headers` file as
 * {@link netlifyHeaders} writes it: comment and blank lines are skipped, each indented
 * `Name: value` line under `/*` is a header.
 * @param text - the file's content.
 * @returns header name → value.
 * @throws {Error} when the text has no `/*` rule or the rule has no header.
 * @see docs/architecture.md "Security model" (the static server sends what the build wrote)
 */
export function parseNetlifyHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inRule = false;
  let found = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inRule = line.trim() === EVERY_PATH.netlify;
      found ||= inRule;
      continue;
    }
    const colon = line.indexOf(':');
    if (inRule && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  if (!found || Object.keys(headers).length === 0) throw new Error(`no headers for ${EVERY_PATH.netlify} in this _headers file`);
  return headers;
}
