import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig, loadEnv } from 'vite';
import { securityHeadersPlugin } from './build/securityHeadersPlugin';

/**
 * The site's build: React Router framework mode (routes in `src/routes.ts`, prerendering in
 * `react-router.config.ts`). `source` resolves workspace packages (@agency/ui, @agency/data)
 * to their TypeScript sources, so the site and the library are compiled together — in the
 * browser build and in the server build that prerenders the pages (else their class names
 * would differ and hydration would mismatch).
 */
export default defineConfig(({ mode }) => {
  // VITE_* from the process environment and apps/site/.env* (the process wins).
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  return {
    plugins: [
      reactRouter(),
      vanillaExtractPlugin(),
      // _headers and vercel.json whose Content-Security-Policy allows the backend of VITE_SUPABASE_URL.
      securityHeadersPlugin({ env }),
    ],
    resolve: {
      conditions: ['source', ...defaultClientConditions],
      // vanilla-extract compiles the site's .css.ts files in its own Vite server, which ignores
      // the `source` condition: once packages/ui/dist exists it would read the built theme
      // contract (other variable names) and every page style would point at undefined
      // variables. Point the theme at its source explicitly.
      alias: [{ find: /^@agency\/ui\/theme$/, replacement: fileURLToPath(new URL('../../packages/ui/src/theme/public.ts', import.meta.url)) }],
    },
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    build: {
      target: 'es2022',
      // `SITE_SOURCEMAP=1` writes source maps, to see what the bundles hold (not shipped by default).
      sourcemap: process.env.SITE_SOURCEMAP === '1',
      // One stylesheet for the whole site (≈ 10 KB compressed) instead of one per chunk: a page
      // needs one request before its first paint, not a dozen.
      cssCodeSplit: false,
      rolldownOptions: {
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
        output: {
          // Few, larger chunks for the first view: served over HTTP/1.1 (six connections) on a
          // 150 ms phone network, React Router's default split (36 scripts on home) cost several
          // round trips before hydration. Rolldown's own groups:
          // - framework: React, React DOM and React Router, the same on every page;
          // - app: whatever two or more route modules import statically (components, config,
          //   the data client), in one chunk; but not the sanitizer and the carousel, which stay
          //   in chunks of their own for the pages that show them.
          // What a lazy import loads (lead dialogs, the select, toasts, the chat button) keeps
          // chunks of its own. Why, and what else was tried: docs/decisions/0007-first-view.md.
          codeSplitting: {
            groups: [
              { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
              {
                name: 'app',
                test: (id: string) => !/dompurify|SafeHtml|embla-carousel|[\\/]Carousel[\\/]/.test(id),
                tags: ['$initial'],
                minShareCount: 2,
                priority: 1,
              },
            ],
          },
        },
      },
    },
    server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  };
});
