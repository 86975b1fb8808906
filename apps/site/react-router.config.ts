import type { Config } from '@react-router/dev/config';
import { loadEnv } from 'vite';
import path from 'node:path';
import { loadPostsFromBackend } from './build/blogPosts';
import { movePageScripts } from './build/pageScripts';
import { precompressBuild } from './build/precompress';

/** How long the build waits for the backend before prerendering without the blog posts. */
const POSTS_TIMEOUT_MS = 10_000;

/**
 * The blog posts' paths, read from the database at build time. When the backend cannot be
 * reached the build goes on without them (they still open through the SPA fallback).
 */
async function blogPostPaths(): Promise<string[]> {
  const env = loadEnv('production', import.meta.dirname, 'VITE_');
  try {
    const posts = await loadPostsFromBackend(env, AbortSignal.timeout(POSTS_TIMEOUT_MS));
    return posts.map((post) => `/blog/${encodeURIComponent(post.slug)}`);
  } catch (error) {
    console.warn(
      `prerender: could not read the blog posts (${error instanceof Error ? error.message : String(error)}); they will open through the SPA fallback.`,
    );
    return [];
  }
}

/**
 * React Router framework mode without a runtime server (`ssr: false`): every route of docs/requirements.md §2
 * and every blog post is prerendered to static HTML at build time; any other path gets the SPA
 * fallback (`__spa-fallback.html`). The build goes to `dist/client` (`SITE_BUILD_DIR` overrides
 * `dist`, e.g. for the end-to-end tests). After prerendering, the pages' inline scripts are moved
 * into module files so the Content-Security-Policy needs no `'unsafe-inline'`
 * (`build/pageScripts.ts`), and every text file gets brotli and gzip copies for the static server.
 */
export default {
  appDirectory: 'src',
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'dist',
  ssr: false,
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...(await blogPostPaths())];
  },
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, 'client');
    const { pages, scripts } = await movePageScripts(clientDir);
    const compressed = await precompressBuild(clientDir);
    console.log(`moved the inline scripts of ${pages} pages into ${scripts} module files; ${compressed} files precompressed (.br, .gz)`);
  },
} satisfies Config;
