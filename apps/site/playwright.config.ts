import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
/** Test ports, away from the defaults (54321, 4173) a developer may be using. */
const apiPort = Number(process.env.E2E_API_PORT ?? 54391);
const sitePort = Number(process.env.E2E_SITE_PORT ?? 4191);
const inboxPort = Number(process.env.E2E_INBOX_PORT ?? 54394);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 54395);
const functionPort = Number(process.env.E2E_FUNCTION_PORT ?? 54398);
export const apiUrl = `http://127.0.0.1:${apiPort}`;
process.env.E2E_API_URL = apiUrl;
process.env.E2E_INBOX_URL = `http://127.0.0.1:${inboxPort}`;
/** The secret the local notify-leads function checks; the test backend's webhook sends it. */
const notifySecret = 'e2e-notify-leads-secret';

/**
 * What the end-to-end suites run beside the browser: lead delivery (the notify-leads function
 * under Deno, a local mail catcher, the after-insert webhook and the every-minute schedule), the
 * local backend on a fresh database, and the site's production build served by `server/cli.ts`
 * as `npm start` serves it. `reuseBuild`: serve a build already made from the same inputs
 * (`e2e/build.ts --reuse`; the Firefox and WebKit suites) instead of building again.
 */
export function e2eServers({ reuseBuild }: { reuseBuild: boolean }): NonNullable<PlaywrightTestConfig['webServer']> {
  return [
    {
      command: `"${root}/node_modules/.bin/tsx" packages/data/scripts/lead-delivery.ts --api-url ${apiUrl} --smtp-port ${smtpPort} --inbox-port ${inboxPort} --function-port ${functionPort}`,
      cwd: root,
      env: { NOTIFY_LEADS_SECRET: notifySecret },
      url: `http://127.0.0.1:${functionPort}/functions/v1/notify-leads`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
    {
      command: `"${root}/node_modules/.bin/tsx" packages/local-backend/src/cli.ts --supabase-dir packages/data/supabase --port ${apiPort} --data-dir .data/e2e-${apiPort} --reset --after-insert-url http://127.0.0.1:${functionPort}/functions/v1/notify-leads`,
      cwd: root,
      env: { NOTIFY_LEADS_SECRET: notifySecret },
      url: `${apiUrl}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
    {
      // Prerenders the site from the test backend (e2e/build.ts), then serves it as `npm start` does.
      command: `"${root}/node_modules/.bin/tsx" e2e/build.ts${reuseBuild ? ' --reuse' : ''} && "${root}/node_modules/.bin/tsx" server/cli.ts --dir dist-e2e-${sitePort}/client --port ${sitePort}`,
      cwd: here,
      env: { VITE_SUPABASE_URL: apiUrl, SITE_BUILD_DIR: `dist-e2e-${sitePort}` },
      url: `http://127.0.0.1:${sitePort}`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ];
}

/**
 * End-to-end tests: real Chromium (Debian's) against the production build of the site
 * ({@link e2eServers}). `e2e/engines/` is the Firefox and WebKit suites' (their own configs,
 * docs/browsers.md).
 */
export default defineConfig({
  testDir: './e2e',
  testIgnore: 'engines/**',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // Room for a 2-core machine running two browsers beside the site, the backend and lead
  // delivery: there the app on `/` and `/portfolio` (the heaviest pages, whose marquees keep the
  // compositor busy) was measured starting 8-9 s after the navigation (1.3 s on a quiet machine),
  // so a 10 s wait for what it renders failed now and then, at the base commit as well. The
  // waits are for what a visitor would see; they end as soon as it shows.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(root, 'test-results/e2e.json') }]],
  outputDir: path.join(root, 'test-results/e2e'),
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: e2eServers({ reuseBuild: false }),
});
