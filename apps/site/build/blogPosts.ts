import type * as AgencyData from '@agency/data';
import type { FeedPost } from './feeds';

/** How long the build waits for the backend's answer to its read of the posts, in ms. */
export const POSTS_TIMEOUT_MS = 10_000;

/**
 * Why the build could not read the posts: the backend did not answer in time (`reached: false`:
 * a network failure or the time limit), or it answered with an error (`reached: true`, the
 * message `"<code>: <message>"`, e.g. a refused key or a schema that was never pushed).
 */
export class PostsReadError extends Error {
  constructor(
    message: string,
    /** The backend's URL. */
    readonly url: string,
    /** Whether the backend answered (with an error). */
    readonly reached: boolean,
  ) {
    super(message);
    this.name = 'PostsReadError';
  }
}

/**
 * Reads the blog posts (newest first, without content) through `@agency/data` as a visitor, with
 * the same REST client and the same reading of the environment as the browser bundle
 * (`createAgencyRestClient(resolveClientConfig(env))`, as `src/lib/supabase.ts`).
 * @param env - `VITE_SUPABASE_URL` / `VITE_SUPABASE_PUBLISHABLE_KEY` (the local backend when unset).
 * @param signal - aborts the request (e.g. after a timeout).
 * @returns the posts, and the URL they were read from.
 * @throws {PostsReadError} when the backend cannot be reached (the fetch's message, e.g.
 *   `TypeError: fetch failed`, after the REST client's retries, or the signal's abort) or answers
 *   with an error (`"<code>: <message>"`); the message of `resolveClientConfig` for a URL without
 *   a key.
 * @see docs/decisions/0002-prerendering.md (every post prerendered; `sitemap.xml` and `rss.xml`)
 */
export async function loadPostsFromBackend(env: Record<string, string>, signal: AbortSignal): Promise<{ posts: FeedPost[]; url: string }> {
  // @agency/data is TypeScript source; the build's config files run on plain Node, so load it with tsx.
  const { tsImport } = await import('tsx/esm/api');
  const { createAgencyRestClient, listBlogPosts, resolveClientConfig } = (await tsImport('@agency/data', import.meta.url)) as typeof AgencyData;
  const config = resolveClientConfig(env);
  const client = createAgencyRestClient(config, { fetch: (input, init) => fetch(input, { ...init, signal }) });
  // The REST client retries a failed fetch (1 s, 2 s, 4 s), even one the signal aborted: the read ends when the signal says.
  const aborted = new Promise<never>((_, reject) => {
    const stop = () => reject(new PostsReadError('no answer', config.url, false));
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
  const { data, error } = await Promise.race([listBlogPosts(client), aborted]);
  if (error) {
    // The REST client answers a failed fetch with an error whose code is ''; a gateway's own refusal has no code at all.
    const reached = error.code !== '' && error.code !== 'NETWORK_ERROR';
    throw new PostsReadError(error.code ? `${error.code}: ${error.message}` : error.message, config.url, reached);
  }
  // An answer that is not PostgREST's (e.g. a 404 with no body from something else at that address).
  if (!Array.isArray(data)) throw new PostsReadError('something that is not a list of posts', config.url, true);
  return { posts: data, url: config.url };
}

/**
 * The message a build stops with when it cannot read the posts: the URL, what happened (with the
 * time limit when there was no answer) and what to check.
 * @param error - what the read threw.
 * @param timeoutMs - the time limit, in ms.
 */
export function postsReadFailure(error: PostsReadError, timeoutMs: number): string {
  const { url, message: reason } = error;
  const within = `within ${timeoutMs / 1000} s`;
  if (!error.reached) {
    return (
      `The build could not read the blog posts from ${url} ${within} (${reason}). It prerenders every page from the backend, so it stops. ` +
      'Check that VITE_SUPABASE_URL is the project URL and that the project is up (a paused project does not answer), or start the local backend, then build again.'
    );
  }
  const keyRefused = /^(PGRST30\d|401|403)\b|API key|JWT/i.test(reason);
  const advice = keyRefused
    ? "the project refused the key: set VITE_SUPABASE_PUBLISHABLE_KEY to the project's publishable key (Project Settings → API Keys)"
    : /^PGRST205\b/.test(reason)
      ? 'the project has no blogs table: push the schema first (supabase db push, from packages/data)'
      : 'check the project and its schema';
  return `The build could not read the blog posts from ${url}: the backend answered: ${reason}. It stops: ${advice}, then build again.`;
}

/** Options of {@link buildPostsReader}; tests inject `load`. */
export interface BuildPostsOptions {
  /** Give up on the backend after this many ms (default {@link POSTS_TIMEOUT_MS}). */
  timeoutMs?: number;
  /** Reads the posts (default {@link loadPostsFromBackend}). */
  load?: typeof loadPostsFromBackend;
  /** Where the one line about the read goes (default `console`). */
  log?: Pick<Console, 'info'>;
}

/**
 * The build's one read of the blog posts, shared by what needs them: the pages to prerender
 * (one per post) and `sitemap.xml` / `rss.xml` (`react-router.config.ts`). The first call
 * starts the read; every call returns the same promise. A project with no posts is fine (no post
 * page is prerendered; `/blog` shows its empty state). A backend it cannot read in time stops the
 * build: the promise rejects with {@link postsReadFailure}'s message, which names the URL and
 * the time limit (a site built without its posts and data would deploy empty pages); any other
 * error (a URL without a key) rejects as it is.
 * @param env - the Vite env (`loadEnv(mode, apps/site, 'VITE_')`), read as the browser bundle reads it.
 * @returns a function resolving to the posts, newest first.
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
        // A URL without a key already says what to set (resolveClientConfig); a failed read gets the URL and the limit.
        throw error instanceof PostsReadError ? new Error(postsReadFailure(error, timeoutMs)) : error;
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
  const key = `${env.VITE_SUPABASE_URL ?? ''} ${env.VITE_SUPABASE_PUBLISHABLE_KEY ?? env.VITE_SUPABASE_ANON_KEY ?? ''}`;
  let reader = readers.get(key);
  if (!reader) readers.set(key, (reader = buildPostsReader(env)));
  return reader;
}
