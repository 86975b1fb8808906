/**
 * The Playwright config of an engine suite (`playwright.firefox.config.ts`,
 * `playwright.webkit.config.ts`; docs/browsers.md): the specs of this folder at 390 px, the page
 * layouts at 1,280 px too, against the same servers as the Chromium suite (`e2eServers`: lead delivery, a fresh
 * local backend, the production build served as `npm start` serves it) — the build reused when one
 * of the same inputs is already there (`e2e/build.ts --reuse`).
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base, { e2eServers } from '../../playwright.config';
import type { Engine, Width } from './visitor';

const root = path.resolve(import.meta.dirname, '../../../..');

export function engineConfig(engine: Exclude<Engine, 'chromium'>) {
  return defineConfig<object, { engine: Engine; width: Width }>({
    ...base,
    testDir: './e2e/engines',
    // The screenshot script's specs are its own (playwright.screenshots.config.ts), not tests.
    testIgnore: 'screenshots/**',
    testMatch: '*.spec.ts',
    // Two workers, as the Chromium suite: on a 2-core machine WebKit's 42 tests took 2.5 min
    // (3.2 min with one), Firefox's 2.3 (2.9), all passing.
    workers: 2,
    reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(root, `test-results/e2e-${engine}.json`) }]],
    outputDir: path.join(root, `test-results/e2e-${engine}`),
    use: { baseURL: base.use!.baseURL, trace: 'off' },
    // The page layouts at both widths (they differ by width); the dialogs, the keyboard walk and
    // the journeys at the phone's, where WebKit is every iPhone browser: what they prove differs
    // between engines, not between widths, and at both the two suites took CI past 30 minutes.
    projects: ([390, 1280] as const).map((width) => ({
      name: `${engine}-${width}`,
      use: { engine, width },
      ...(width === 1280 ? { testMatch: 'pages.spec.ts' } : {}),
    })),
    webServer: e2eServers({ reuseBuild: true }),
  });
}
