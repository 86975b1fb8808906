import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { readdir, readFile, rm } from 'node:fs/promises';
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
  // Likewise a lazily loaded part (the select's Ark code, `SelectField`) gets a CSS file of its
  // own chunk, holding only rules of style modules that index.css already has: it is removed,
  // and the build fails should such a file ever hold a module index.css lacks.
  async onSuccess() {
    await rm('dist/theme/public.css', { force: true });
    await rm('dist/theme/public.css.map', { force: true });
    const modules = (css: string) => new Set(css.match(/vanilla-extract-css-ns:[^?\s]+/g) ?? []);
    const shipped = modules(await readFile('dist/index.css', 'utf8'));
    for (const file of await readdir('dist')) {
      if (!file.endsWith('.css') || file === 'index.css') continue;
      const missing = [...modules(await readFile(`dist/${file}`, 'utf8'))].filter((m) => !shipped.has(m));
      if (missing.length > 0) throw new Error(`dist/${file} holds styles index.css lacks: ${missing.join(', ')}`);
      await rm(`dist/${file}`);
      await rm(`dist/${file}.map`, { force: true });
    }
  },
});
