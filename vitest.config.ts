import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import storybookMain from './.storybook/main.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** Storybook's own Vite settings (vanilla-extract, source conditions, pre-bundled deps). */
const storybookVite: UserConfig = await storybookMain.viteFinal!({}, {} as never);

/**
 * Stories as tests: every story of packages/ui renders in Debian's Chromium, runs its play
 * function and fails on any axe violation (`parameters.a11y.test = 'error'`).
 * Then `visual`: the default story of every component screenshotted at phone and desktop width
 * and compared with the committed baselines (packages/ui/README.md, "Visual regression").
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
      {
        plugins: [react(), ...(storybookVite.plugins ?? [])],
        resolve: storybookVite.resolve,
        // The stories' images (`/images/...`), as Storybook serves them (`staticDirs`).
        publicDir: path.join(dirname, 'apps/site/public'),
        optimizeDeps: {
          include: [
            ...(storybookVite.optimizeDeps?.include ?? []),
            '@storybook/react-vite',
            'storybook/test',
            'storybook/preview-api',
          ],
        },
        test: {
          name: 'visual',
          include: ['packages/ui/visual/**/*.visual.test.tsx'],
          testTimeout: 30_000,
          // After the story tests, not beside them: two browsers at once starve a 2-core machine.
          sequence: { groupOrder: 1 },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions,
              contextOptions: {
                // Carousels, marquees and counters hold still; CSS transitions and animations stop.
                reducedMotion: 'reduce',
                deviceScaleFactor: 1,
                // Larger than any test viewport, so Vitest never scales the test frame down.
                viewport: { width: 1280, height: 4000 },
              },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
            // A failing comparison writes its own actual and diff images; no extra page shots.
            screenshotFailures: false,
            commands: {
              /** Moves the pointer off the page, so nothing renders in its hover state. */
              async parkPointer({ page }) {
                await page.mouse.move(-1, -1);
              },
            },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: {
                  // Per pixel (0 exact … 1 anything): a colour change under 2 % is ignored, and
                  // anti-aliased pixels are skipped. A token tweak such as #ffd23f → #ffc83f is
                  // 2.7 %, so it is caught.
                  threshold: 0.02,
                  // Per picture: at most 100 pixels beyond that (image scaling leaves up to ~31
                  // pixels a few % off from run to run), and never more than 0.1 %. A count, not
                  // only a ratio: the pictures are mostly background, and 0.1 % of a desktop
                  // picture would hide a changed label.
                  allowedMismatchedPixels: 100,
                  allowedMismatchedPixelRatio: 0.001,
                },
              },
            },
          },
        },
      },
    ],
  },
});
