/**
 * The security headers of `headers.ts` and the routing of a path the build has no page for, as
 * config files of common static hosts, written by the build into its output directory
 * (`dist/client`; `build/securityHeadersPlugin.ts`, `build/hostRouting.ts`) for the backend the
 * build talks to: `_headers` and `_redirects` (Netlify and Cloudflare Pages read them from the
 * published directory), `vercel.json` (Vercel reads it from the root of what is deployed), and
 * `404.html` (all three).
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

/** The page a path that is no file gets (React Router's SPA fallback; the same as `server/serve.ts` serves). */
export const SPA_FALLBACK_FILE = '__spa-fallback.html';

/**
 * The page the three hosts send, with status 404, for a path that is no file and matches no
 * rule: Netlify, Cloudflare Pages and Vercel each serve a `404.html` at the root of what is
 * deployed. It is a copy of the SPA fallback, so the app starts there and sends the visitor home
 * (docs/requirements.md §2.1: there is no not-found page). Its presence also turns off
 * Cloudflare Pages' single-page-app mode, which would answer an unknown path with the home
 * page's HTML.
 */
export const NOT_FOUND_FILE = '404.html';

/**
 * Vercel's rewrites: a blog post that is no file (published after the build) gets the SPA
 * fallback with status 200, and the post loads in the browser. Vercel checks its files first and
 * applies `rewrites` only where none matches (its routing docs), so every prerendered page
 * keeps its own HTML.
 */
export const VERCEL_REWRITES = [{ source: '/blog/:slug', destination: `/${SPA_FALLBACK_FILE}` }];

/**
 * `_redirects` (Netlify and Cloudflare Pages): `/blog/<slug>` for a post newer than the build
 * gets the SPA fallback with status 200, and the post loads in the browser.
 *
 * The two hosts read the same file differently. Netlify applies a rule only where no file
 * matches ("shadowing"), so `/blog/*` alone would do. Cloudflare Pages applies a rule whether or
 * not a file matches, and redirects a request for `x.html` to `x`: so the fallback is named
 * without its extension (`/__spa-fallback`, which both hosts serve from `__spa-fallback.html`), and
 * every prerendered blog path is first rewritten to itself, ahead of the catch-all (Cloudflare
 * takes the topmost rule that matches; Netlify skips these, the files being there). Static rules
 * count against Cloudflare's limit of 2,000: three per post.
 * @param slugs - the prerendered posts' slugs.
 * @returns the file's text.
 * @see docs/decisions/0006-publishing.md
 */
export function hostRedirects(slugs: readonly string[]): string {
  const fallback = `/${SPA_FALLBACK_FILE.replace(/\.html$/, '')}`;
  const rule = (from: string, to: string) => `${from}  ${to}  200`;
  const own = ['/blog', '/blog/'].map((from) => rule(from, '/blog/'));
  for (const slug of slugs) {
    const page = `/blog/${encodeURIComponent(slug)}`;
    own.push(rule(page, `${page}/`), rule(`${page}/`, `${page}/`), rule(`${page}.data`, `${page}.data`));
  }
  return [
    '# Blog posts published after this build open through the SPA fallback (Netlify, Cloudflare Pages).',
    '# Written by the site build (apps/site/build/hostRouting.ts); do not edit: it lists the posts of this build.',
    ...own,
    rule('/blog/*', fallback),
    '',
  ].join('\n');
}

/**
 * `vercel.json`: one `headers` rule for every path, and {@link VERCEL_REWRITES}.
 * @param backendUrl - the Supabase URL; its origin is allowed in `connect-src`.
 * @returns the file's text (JSON, two-space indent, final newline).
 * @throws {TypeError} when `backendUrl` is not an absolute http(s) URL.
 * @see docs/architecture.md "Security model"
 */
export function vercelJson(backendUrl: string): string {
  const headers = Object.entries(securityHeaders({ backendUrl })).map(([key, value]) => ({ key, value }));
  return `${JSON.stringify({ headers: [{ source: EVERY_PATH.vercel, headers }], rewrites: VERCEL_REWRITES }, null, 2)}\n`;
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
