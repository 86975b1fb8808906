import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { rm } from 'node:fs/promises';
import { defineConfig } from 'tsup';

/**
 * The package build for consumers: ESM JavaScript, one extracted CSS file (`dist/index.css`,
 * theme + components + self-hosted fonts) and, from `tsc -p tsconfig.build.json`, the `.d.ts`
 * files (TypeScript 6's JS API is not used by tsup here: `dts: false`).
 *
 * Two entry points (see the package's README): `index` (the library, `@agency/ui`) and
 * `theme/public` (the tokens only, `@agency/ui/theme`), next to their declarations
 * `dist/index.d.ts` and `dist/theme/public.d.ts`. Code both use (the theme contract, tokens,
 * sprinkles) is split into a shared chunk, so an app that imports both gets one copy.
 */
export default defineConfig({
  entry: { index: 'src/index.ts', 'theme/public': 'src/theme/public.ts' },
  format: ['esm'],
  target: 'es2022',
  dts: false,
  sourcemap: true,
  clean: true,
  treeshake: true,
  // The fonts' CSS is bundled into index.css; their woff2 files are copied to dist/fonts under
  // their own names, so an app can preload the file the CSS uses (`@agency/ui/fonts/*`).
  noExternal: [/^@fontsource/],
  loader: { '.woff2': 'file', '.woff': 'file' },
  esbuildOptions(options) {
    options.assetNames = 'fonts/[name]';
  },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // esbuild also writes the CSS that `theme/public` reaches (the sprinkles' classes) to
  // dist/theme/public.css. Nothing exports it and dist/index.css already holds those rules, so
  // it does not ship: `@agency/ui/styles.css` stays the one stylesheet.
  async onSuccess() {
    await rm('dist/theme/public.css', { force: true });
    await rm('dist/theme/public.css.map', { force: true });
  },
});
