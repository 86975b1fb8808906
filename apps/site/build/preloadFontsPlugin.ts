import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font" type="font/woff2" crossorigin>` to `index.html` for the
 * built font files whose names match, so the browser fetches them with the HTML instead of
 * after the CSS (the headings' display font is part of the largest contentful paint).
 * @param patterns - tested against each emitted asset's file name, e.g. `/archivo-black-latin-400-normal-.*\.woff2$/`.
 * @see issue 5 §3 (self-hosted fonts, `font-display: swap`)
 */
export function preloadFontsPlugin(patterns: RegExp[]): Plugin {
  return {
    name: 'agency:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => patterns.some((pattern) => pattern.test(file)));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
