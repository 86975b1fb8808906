/**
 * The site's public origin: the ONE setting behind canonical URLs, Open Graph URLs, JSON-LD,
 * `sitemap.xml`, `robots.txt` and `/rss.xml`. Set `VITE_SITE_ORIGIN` (e.g.
 * `https://thumbcraft.studio`) at build time; unset, the local preview address.
 * Plain TypeScript with no browser globals, so the Vite config (Node) reads it too.
 * @see docs/architecture.md "Data flow" (`VITE_SITE_ORIGIN` sets the canonical origin)
 */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:4173';

/**
 * The origin from an environment record, without a trailing slash.
 * @param env - e.g. `import.meta.env` or Vite's `loadEnv(...)` result.
 * @returns `env.VITE_SITE_ORIGIN` trimmed, or {@link DEFAULT_SITE_ORIGIN} when it is unset or blank.
 */
export function resolveSiteOrigin(env: Record<string, string | boolean | undefined>): string {
  const value = env.VITE_SITE_ORIGIN;
  const origin = typeof value === 'string' && value.trim() ? value.trim() : DEFAULT_SITE_ORIGIN;
  return origin.replace(/\/+$/, '');
}
