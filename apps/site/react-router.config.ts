import type { Config } from '@react-router/dev/config';
import { loadEnv } from 'vite';
import path from 'node:path';
import { sharedPostsReader } from './build/blogPosts';
import { writeHostRouting } from './build/hostRouting';
import { writeVercelBuildOutput } from './build/vercelOutput';
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
 * rss.xml share the one read. A backend the build cannot read in time stops it, with a message
 * naming the URL and the time limit (`build/blogPosts.ts`); no posts is fine.
 */
const blogPosts = sharedPostsReader(env);

/**
 * React Router framework mode without a runtime server (`ssr: false`): every route of docs/requirements.md §2
 * and every blog post is prerendered to static HTML at build time; any other path gets the SPA
 * fallback (`__spa-fallback.html`). The build goes to `dist/client` (`SITE_BUILD_DIR` overrides
 * `dist`, e.g. for the end-to-end tests). After prerendering, the pages' inline scripts are moved
 * into module files so the Content-Security-Policy needs no `'unsafe-inline'`
 * (`build/pageScripts.ts`), `sitemap.xml`, `robots.txt` and `rss.xml` are written from the same posts
 * (`build/seoFiles.ts`), the hosts' routing of a post newer than the build (`build/hostRouting.ts`),
 * and every text file gets brotli and gzip copies for the static server.
 */
export default {
  appDirectory: 'src',
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'dist',
  ssr: false,
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
    // After the page scripts moved: 404.html is a copy of the rewritten SPA fallback.
    await writeHostRouting(clientDir, (await blogPosts()).map((post) => post.slug));
    // Built by Vercel (its Git deploys and deploy hooks set VERCEL=1): the Build Output API, in
    // the folder npm was started from (the Vercel project's root directory).
    if (process.env.VERCEL === '1') console.log(`Vercel: ${await writeVercelBuildOutput(clientDir, process.env.INIT_CWD ?? process.cwd())}`);
    const compressed = await precompressBuild(clientDir);
    console.log(`moved the inline scripts of ${pages} pages into ${scripts} module files; ${compressed} files precompressed (.br, .gz)`);
  },
} satisfies Config;
