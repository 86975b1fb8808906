import type * as AgencyData from '@agency/data';
import type { FeedPost } from './feeds';

/**
 * Reads the blog posts (newest first, without content) through `@agency/data` as a visitor
 * (anon key), at build time: for the feeds and sitemap, and for the list of posts to prerender.
 * @param env - `VITE_SUPABASE_URL` / `VITE_SUPABASE_ANON_KEY` (the local backend when unset).
 * @param signal - aborts the request (e.g. after a timeout).
 * @throws {Error} `"<code>: <message>"` when the backend answers with an error, or the fetch error.
 * @see docs/decisions/0002-prerendering.md (every post prerendered; `sitemap.xml` and `rss.xml`)
 */
export async function loadPostsFromBackend(env: Record<string, string>, signal: AbortSignal): Promise<FeedPost[]> {
  // @agency/data is TypeScript source; the Vite config runs on plain Node, so load it with tsx.
  const { tsImport } = await import('tsx/esm/api');
  const agencyData = (await tsImport('@agency/data', import.meta.url)) as typeof AgencyData;
  const { createAgencyClient, listBlogPosts, resolveClientConfig } = agencyData;
  // Node 20 has no global WebSocket, which supabase-js's realtime client wants at construction;
  // the build never subscribes, so a transport that is never opened is enough.
  const transport = class {} as never;
  const client = createAgencyClient(resolveClientConfig(env), {
    realtime: { transport },
    global: { fetch: (input, init) => fetch(input, { ...init, signal }) },
  });
  const { data, error } = await listBlogPosts(client);
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return data ?? [];
}

