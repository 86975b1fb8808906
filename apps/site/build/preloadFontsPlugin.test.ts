import { expect, it } from 'vitest';
import { preloadFontsPlugin } from './preloadFontsPlugin';

it('preloads only the built fonts that match', () => {
  const plugin = preloadFontsPlugin([/archivo-black-latin-400-normal-.*\.woff2$/]);
  const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: { bundle: Record<string, unknown> }) => unknown };
  const tags = hook.handler('', {
    bundle: {
      'assets/archivo-black-latin-400-normal-AB12.woff2': {},
      'assets/archivo-black-latin-ext-400-normal-CD34.woff2': {},
      'assets/archivo-black-latin-400-normal-EF56.woff': {},
      'assets/index-1.js': {},
    },
  });
  expect(tags).toEqual([
    {
      tag: 'link',
      attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: '/assets/archivo-black-latin-400-normal-AB12.woff2' },
      injectTo: 'head',
    },
  ]);
});
