import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

/**
 * One Storybook for the repo: stories live beside their components in packages/ui; the
 * Introduction page (MDX) and the Foundations pages live in packages/ui/src/foundations.
 */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
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
        // Every runtime dependency of the stories, listed up front: a dependency Vite discovers
        // mid-run triggers a reload that fails the test file being imported (flaky first runs).
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          '@vanilla-extract/dynamic',
          '@sinonjs/fake-timers',
          '@ark-ui/react/accordion',
          '@ark-ui/react/collapsible',
          '@ark-ui/react/dialog',
          '@ark-ui/react/field',
          '@ark-ui/react/marquee',
          '@ark-ui/react/portal',
          '@ark-ui/react/select',
          '@ark-ui/react/tabs',
          '@ark-ui/react/toast',
          '@ark-ui/react/tooltip',
          '@ark-ui/react/utils',
          '@radix-ui/react-compose-refs',
          'embla-carousel-react',
          'dompurify',
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
        ],
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
