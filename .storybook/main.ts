import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

/** One Storybook for the repo: stories live beside their components in packages/ui. */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  staticDirs: ['../apps/site/public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
      optimizeDeps: {
        include: ['@vanilla-extract/recipes/createRuntimeFn', '@sinonjs/fake-timers'],
      },
      build: {
        rolldownOptions: {
          onwarn(warning: { code?: string }, warn: (w: unknown) => void) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    }),
};
export default config;
