/**
 * The screenshots for review (`npm run screenshots`, docs/browsers.md "Screenshots"): each route,
 * a post and each dialog in Chromium, Firefox and WebKit at 390 and 1,280 px, with JavaScript on
 * and off, into `screenshots-out/` with its contact sheet (`index.html`). Not part of `npm test`:
 * the same servers as the engine suites, the build reused (`e2e/build.ts --reuse`).
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base, { e2eServers } from './playwright.config';
import type { Engine, Width } from './e2e/engines/visitor';

const root = path.resolve(import.meta.dirname, '../..');
const engines: Engine[] = ['chromium', 'firefox', 'webkit'];

export default defineConfig<object, { engine: Engine; width: Width }>({
  ...base,
  testDir: './e2e/engines/screenshots',
  testIgnore: undefined,
  testMatch: '*.spec.ts',
  // One worker: two browsers beside the servers outrun a 2-core machine.
  workers: 1,
  reporter: [['list']],
  outputDir: path.join(root, 'test-results/screenshots'),
  use: { baseURL: base.use!.baseURL, trace: 'off' },
  projects: engines.flatMap((engine) =>
    ([390, 1280] as const).map((width) => ({
      name: `${engine}-${width}`,
      use: { engine, width },
      // The phone menu is the phone width's.
      grepInvert: width === 390 ? undefined : /the phone menu/,
    })),
  ),
  globalTeardown: './e2e/engines/screenshots/sheet.ts',
  webServer: e2eServers({ reuseBuild: true }),
});
