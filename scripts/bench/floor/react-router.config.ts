import type { Config } from '@react-router/dev/config';
import path from 'node:path';
import { movePageScripts } from '../../../apps/site/build/pageScripts';
import { precompressBuild } from '../../../apps/site/build/precompress';

/**
 * The bench's floor (`npm run bench`, README "Prerendering and performance"): React Router's
 * framework mode prerendered with `ssr: false`, as the site is (`apps/site/react-router.config.ts`),
 * then the site's own rewrite of the page's scripts (`build/pageScripts.ts`: the starter, no
 * inline script but it and the kept-taps script) and its brotli/gzip copies, so it is served and
 * started exactly as a page of the site. Built into `dist/`.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'dist',
  ssr: false,
  prerender: ['/'],
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, 'client');
    await movePageScripts(clientDir);
    await precompressBuild(clientDir);
  },
} satisfies Config;
