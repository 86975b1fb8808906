import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type UserConfig } from 'vite';
import siteConfig from '../../../apps/site/vite.config';

/**
 * The floor's build: React Router's plugin with the site's own build settings (target, one
 * stylesheet, the framework chunk of React, React DOM and React Router, the `source` condition
 * for the workspace packages), read from `apps/site/vite.config.ts` so they cannot drift; none of
 * the site's other plugins (it has no styles of its own to compile, no backend).
 */
export default defineConfig(async (env) => {
  const site = (await (typeof siteConfig === 'function' ? siteConfig(env) : siteConfig)) as UserConfig;
  return {
    plugins: [reactRouter()],
    resolve: { conditions: site.resolve?.conditions },
    ssr: site.ssr,
    build: site.build,
  };
});
