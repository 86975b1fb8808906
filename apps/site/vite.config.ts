import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import { preloadFontsPlugin } from './build/preloadFontsPlugin';
import { seoFilesPlugin } from './build/seoFilesPlugin';
import { resolveSiteOrigin } from './src/config/origin';
import { backendUrlFromEnv, securityHeaders } from './security/headers';

/**
 * The site's build. `source` resolves workspace packages (@agency/ui, @agency/data) to their
 * TypeScript sources, so the site and the library are compiled together.
 */
export default defineConfig(({ mode }) => {
  // VITE_* from the process environment and apps/site/.env* (the process wins).
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      // The headings' display font (latin) is fetched with the HTML (issue 5 §3).
      preloadFontsPlugin([/archivo-black-latin-400-normal-[\w-]+\.woff2$/]),
      // sitemap.xml, robots.txt and rss.xml from the database at build time (issue 5 §2).
      seoFilesPlugin({
        origin: resolveSiteOrigin(env),
        env,
        feed: {
          title: 'ThumbCraft Studio blog',
          description: 'Guides on YouTube thumbnail design from ThumbCraft Studio.',
        },
      }),
    ],
    resolve: {
      conditions: ['source', ...defaultClientConditions],
      // vanilla-extract compiles the site's .css.ts files in its own Vite server, which ignores
      // the `source` condition: once packages/ui/dist exists it would read the built theme
      // contract (other variable names) and every page style would point at undefined
      // variables. Point the theme at its source explicitly.
      alias: [{ find: /^@agency\/ui\/theme$/, replacement: fileURLToPath(new URL('../../packages/ui/src/theme/public.ts', import.meta.url)) }],
    },
    build: {
      target: 'es2022',
      rolldownOptions: {
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
    preview: {
      port: 4173,
      strictPort: true,
      host: '127.0.0.1',
      // Security headers (issue 6 §5), allowing the backend the build talks to: VITE_SUPABASE_URL
      // from the environment or apps/site/.env*, else the local backend.
      headers: securityHeaders({ backendUrl: backendUrlFromEnv(loadEnv('production', import.meta.dirname, 'VITE_')) }),
    },
    server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  };
});
