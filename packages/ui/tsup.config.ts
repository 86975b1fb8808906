import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/**
 * The package build for consumers: ESM JavaScript, one extracted CSS file (`dist/index.css`,
 * theme + components + self-hosted fonts) and, from `tsc -p tsconfig.build.json`, the `.d.ts`
 * files (TypeScript 6's JS API is not used by tsup here: `dts: false`).
 */
export default defineConfig({
  entry: { index: 'src/index.ts' },
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
});
