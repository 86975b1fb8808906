/**
 * The one Chromium every browser the repository starts uses: the end-to-end tests
 * (`apps/site/playwright.config.ts`), the stories' tests (`vitest.config.ts`), the package's
 * consumer test (`packages/ui/test/package.test.ts`) and `npm run bench` (`scripts/bench/chrome.mjs`).
 * Debian's Chromium, or `$CHROME_PATH` (Playwright and Storybook cannot download their own here).
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's flags: no sandbox (containers, root), no GPU, and none of the background traffic to
 * hosts these machines cannot reach (updates, sync, component downloads).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
