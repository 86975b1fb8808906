import type * as AgencyData from '@agency/data';
import type { FeedPost } from './feeds';

/** How long the build waits for the backend before it goes on without the blog posts. */
export const POSTS_TIMEOUT_MS = 10_000;

/**
 * Reads the blog posts (newest first, without content) through `@agency/data` as a visitor, with
 * the same REST client and the same reading of the environment as the browser bundle
 * (`createAgencyRestClient(resolveClientConfig(env))`, as `src/lib/supabase.ts`).
 * @param env - `VITE_SUPABASE_URL` / `VITE_SUPABASE_ANON_KEY` (the local backend when unset).
 * @param signal - aborts the request (e.g. after a timeout).
 * @returns the posts, and the URL they were read from.
 * @throws {Error} `"<code>: <message>"` when the backend answers with an error; the fetch's
 *   message (e.g. `TypeError: fetch failed`, after the REST client's retries) when it cannot be
 *   reached or the signal aborts.
 * @see docs/decisions/0002-prerendering.md (every post prerendered; `sitemap.xml` and `rss.xml`)
 */
export async function loadPostsFromBackend(env: Record<string, string>, signal: AbortSignal): Promise<{ posts: FeedPost[]; url: string }> {
  // @agency/data is TypeScript source; the build's config files run on plain Node, so load it with tsx.
  const { tsImport } = await import('tsx/esm/api');
  const { createAgencyRestClient, listBlogPosts, resolveClientConfig } = (await tsImport('@agency/data', import.meta.url)) as typeof AgencyData;
  const config = resolveClientConfig(env);
  const client = createAgencyRestClient(config, { fetch: (input, init) => fetch(input, { ...init, signal }) });
  const { data, error } = await listBlogPosts(client);
  if (error) throw new Error(error.code ? `${error.code}: ${error.message}` : error.message);
  return { posts: data ?? [], url: config.url };
}

/** Options of {@link buildPostsReader}; tests inject `load` and `log`. */
export interface BuildPostsOptions {
  /** Give up on the backend after this many ms (default {@link POSTS_TIMEOUT_MS}). */
  timeoutMs?: number;
  /** Reads the posts (default {@link loadPostsFromBackend}). */
  load?: typeof loadPostsFromBackend;
  /** Where the one line about the read goes (default `console`). */
  log?: Pick<Console, 'info' | 'warn'>;
}

/**
 * The build's one read of the blog posts, shared by what needs them: the pages to prerender
 * (one per post) and `sitemap.xml` / `rss.xml` (`react-router.config.ts`). The first call
 * starts the read; every call returns the same promise. It never rejects: when the backend
 * cannot be read in time it warns once and resolves to no posts (no post pages to prerender; the
 * sitemap and the feed list the static routes only).
 * @param env - the Vite env (`loadEnv(mode, apps/site, 'VITE_')`), read as the browser bundle reads it.
 * @returns a function resolving to the posts, newest first, or `[]` after the warning.
 * @see docs/architecture.md "Data flow" (at build); docs/decisions/0002-prerendering.md
 */
export function buildPostsReader(env: Record<string, string>, options: BuildPostsOptions = {}): () => Promise<FeedPost[]> {
  const { timeoutMs = POSTS_TIMEOUT_MS, load = loadPostsFromBackend, log = console } = options;
  let read: Promise<FeedPost[]> | undefined;
  return () =>
    (read ??= load(env, AbortSignal.timeout(timeoutMs)).then(
      ({ posts, url }) => {
        log.info(`blog posts: read ${posts.length} from ${url} (once, for the prerendered pages, sitemap.xml and rss.xml)`);
        return posts;
      },
      (error: unknown) => {
        log.warn(
          `blog posts: could not read them (${error instanceof Error ? error.message : String(error)}); ` +
            'going on without them: no post pages are prerendered, and sitemap.xml / rss.xml list the static routes only.',
        );
        return [];
      },
    ));
}

/** Where {@link sharedPostsReader} keeps its readers: one per process, whichever module instance asks. */
const SHARED_READERS = Symbol.for('@agency/site build: blog post readers');

/**
 * The build process's one {@link buildPostsReader} for `env`'s backend. React Router evaluates
 * `react-router.config.ts` more than once in one `react-router build` (the prerender paths and
 * `buildEnd` come from two loads of it, each with module instances of its own), so a reader made
 * at module level would read once per load: this one lives on `globalThis`, keyed by the backend's
 * URL and key, and is the same for every load in the process.
 * @param env - the Vite env, as for {@link buildPostsReader}.
 * @returns the reader every caller in this process shares.
 */
export function sharedPostsReader(env: Record<string, string>): () => Promise<FeedPost[]> {
  const store = globalThis as typeof globalThis & { [SHARED_READERS]?: Map<string, () => Promise<FeedPost[]>> };
  const readers = (store[SHARED_READERS] ??= new Map());
  const key = `${env.VITE_SUPABASE_URL ?? ''} ${env.VITE_SUPABASE_ANON_KEY ?? ''}`;
  let reader = readers.get(key);
  if (!reader) readers.set(key, (reader = buildPostsReader(env)));
  return reader;
}
