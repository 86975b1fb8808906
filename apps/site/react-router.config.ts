import type { Config } from '@react-router/dev/config';
import { loadEnv } from 'vite';
import path from 'node:path';
import { sharedPostsReader } from './build/blogPosts';
import { movePageScripts } from './build/pageScripts';
import { precompressBuild } from './build/precompress';
import { writeSeoFiles } from './build/seoFiles';
import { business } from './src/config/business';
import { resolveSiteOrigin } from './src/config/origin';

// VITE_* from the process environment and apps/site/.env* (the process wins), as vite.config.ts reads them.
const env = loadEnv('production', import.meta.dirname, 'VITE_');

/**
 * The blog posts, read from the database once per build: the pages to prerender (React Router
 * asks for the paths more than once, and loads this file more than once) and sitemap.xml /
 * rss.xml share the one read. When the backend cannot be reached the reader warns and gives no
 * posts. (React Router then stops the build while `routes/blog-post` exports a build-time `loader`
 * that no prerendered path uses: with `ssr: false` it refuses such a route.)
 */
const blogPosts = sharedPostsReader(env);

/**
 * React Router framework mode without a runtime server (`ssr: false`): every route of docs/requirements.md §2
 * and every blog post is prerendered to static HTML at build time; any other path gets the SPA
 * fallback (`__spa-fallback.html`). The build goes to `dist/client` (`SITE_BUILD_DIR` overrides
 * `dist`, e.g. for the end-to-end tests). After prerendering, the pages' inline scripts are moved
 * into module files so the Content-Security-Policy needs no `'unsafe-inline'`
 * (`build/pageScripts.ts`), `sitemap.xml`, `robots.txt` and `rss.xml` are written from the same posts
 * (`build/seoFiles.ts`), and every text file gets brotli and gzip copies for the static server.
 */
export default {
  appDirectory: 'src',
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'dist',
  ssr: false,
  // Every v8 flag of React Router 7 (its "Upgrading from v7" guide), so that moving to v8 is a
  // version bump. v8 itself needs Node 22.22+ (README, "Requirements").
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...(await blogPosts()).map((post) => `/blog/${encodeURIComponent(post.slug)}`)];
  },
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, 'client');
    await writeSeoFiles(clientDir, {
      origin: resolveSiteOrigin(env),
      posts: await blogPosts(),
      feed: { title: `${business.brandName} blog`, description: `Guides on YouTube thumbnail design from ${business.brandName}.` },
    });
    const { pages, scripts } = await movePageScripts(clientDir);
    const compressed = await precompressBuild(clientDir);
    console.log(`moved the inline scripts of ${pages} pages into ${scripts} module files; ${compressed} files precompressed (.br, .gz)`);
  },
} satisfies Config;
