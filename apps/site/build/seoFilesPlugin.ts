import type { Plugin } from 'vite';
import { loadPostsFromBackend } from './blogPosts';
import { buildRobots, buildRss, buildSitemap, type FeedPost } from './feeds';

/** Options of {@link seoFilesPlugin}. */
export interface SeoFilesOptions {
  /** The public origin (`VITE_SITE_ORIGIN`), without a trailing slash. */
  origin: string;
  /** The vite env (`loadEnv`): `VITE_SUPABASE_URL` / `VITE_SUPABASE_ANON_KEY`, local backend when unset. */
  env: Record<string, string>;
  /** The RSS channel's title and description. */
  feed: { title: string; description: string };
  /** Give up on the backend after this many ms (default 10000). */
  timeoutMs?: number;
  /** Reads the posts; default: `listBlogPosts` of `@agency/data` with the anon key. Tests inject one. */
  loadPosts?: (env: Record<string, string>, signal: AbortSignal) => Promise<FeedPost[]>;
}

/**
 * Emits `sitemap.xml`, `robots.txt` and `rss.xml` into the build, with one URL / item per blog
 * post read from the database at build time. When the backend cannot be reached, it warns and
 * emits the files with the static routes only (an empty feed): the build never fails for it.
 * @see docs/architecture.md "Data flow" (the build reads the posts for these files)
 */
export function seoFilesPlugin(options: SeoFilesOptions): Plugin {
  return {
    name: 'agency:seo-files',
    apply: 'build',
    // Once, into the browser build (React Router also builds a server bundle for prerendering).
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      let posts: FeedPost[] = [];
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 10_000);
      try {
        posts = await (options.loadPosts ?? loadPostsFromBackend)(options.env, controller.signal);
      } catch (error) {
        this.warn(
          `sitemap.xml / rss.xml: could not read the blog posts (${error instanceof Error ? error.message : String(error)}); emitting the static routes only.`,
        );
      } finally {
        clearTimeout(timer);
      }
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: buildSitemap(options.origin, posts) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: buildRobots(options.origin) });
      this.emitFile({ type: 'asset', fileName: 'rss.xml', source: buildRss(options.origin, posts, options.feed) });
    },
  };
}
