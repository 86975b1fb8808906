/**
 * Assertions on the security headers shared by the site's tests (`headers.test.ts`,
 * `build/securityHeadersPlugin.test.ts`). Test-only: nothing in the build imports it.
 */
import { expect } from 'vitest';

/**
 * A Content-Security-Policy as directive → sources.
 * @param csp - the policy, e.g. `default-src 'self'; img-src 'self' data:`.
 * @returns e.g. `{ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] }`.
 */
export function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/**
 * Asserts a `_headers` file (Netlify / Cloudflare Pages syntax) has exactly one rule, `/*`,
 * whose indented `Name: value` lines are exactly `headers`.
 * @throws the assertion error otherwise.
 */
export function expectHeadersFileForEveryPath(text: string, headers: Record<string, string>): void {
  const lines = text.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
  expect(lines[0]).toBe('/*');
  const parsed = Object.fromEntries(lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()]));
  expect(lines.slice(1).every((l) => l.startsWith('  '))).toBe(true);
  expect(parsed).toEqual(headers);
}

/**
 * Asserts a `vercel.json` has exactly one `headers` rule, for every path (`/(.*)`), whose
 * headers are exactly `headers`.
 * @throws the assertion error otherwise.
 */
export function expectVercelJsonForEveryPath(text: string, headers: Record<string, string>): void {
  const json = JSON.parse(text) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
  expect(json.headers).toHaveLength(1);
  expect(json.headers[0]?.source).toBe('/(.*)');
  expect(Object.fromEntries((json.headers[0]?.headers ?? []).map((h) => [h.key, h.value]))).toEqual(headers);
}
