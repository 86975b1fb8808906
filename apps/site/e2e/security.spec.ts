import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { findSecrets } from '../security/secrets';
import { API_URL, test } from './support';

/** The production build the e2e server serves (see playwright.config.ts). */
const buildDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  `dist-e2e-${process.env.E2E_SITE_PORT ?? 4191}`,
);

test('the production bundle holds no service-role key, JWT secret or service_role token', () => {
  expect(findSecrets(buildDir)).toEqual([]);
});

/** Every page of the build (its `.html` files, the SPA fallback among them), relative to `client/`. */
const builtPages = () =>
  readdirSync(path.join(buildDir, 'client'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

/** The inline scripts a page runs: `<script>` elements with code and no `src`, of a JavaScript type. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/(?:^|\s)src=/.test(attributes!) && !/(?:^|\s)type="(?!module"|text\/javascript")/.test(attributes!))
    .map(([, attributes, code]) => ({ attributes: attributes!, code: code! }))
    .filter(({ code }) => code.trim() !== '');

test('every inline script a built page carries, the starter among them, is allowed by its hash in the built _headers', () => {
  const headers = readFileSync(path.join(buildDir, 'client', '_headers'), 'utf8');
  const scriptSrc = /^\s*Content-Security-Policy:.*?\bscript-src ([^;]*)/m.exec(headers)?.[1]?.split(' ') ?? [];
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const pages = builtPages();
  expect(pages).toContain('index.html');
  for (const page of pages) {
    const scripts = inlineScripts(readFileSync(path.join(buildDir, 'client', page), 'utf8'));
    // The starter is the inline script that names the page's module file (`data-src`).
    expect(scripts.filter(({ attributes }) => /(?:^|\s)data-src="/.test(attributes)), `${page}: one starter`).toHaveLength(1);
    for (const { code } of scripts) {
      const hash = `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
      expect(scriptSrc, `${page}: an inline script starting ${JSON.stringify(code.slice(0, 40))}`).toContain(hash);
    }
  }
});

test('the static server sends the security headers', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain(`connect-src 'self' ${new URL(API_URL).origin}`);
  expect(csp).toContain('frame-src https://www.openstreetmap.org');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('no page breaks its Content-Security-Policy', async ({ page }) => {
  test.setTimeout(60_000); // three pages, each until its network is idle
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const route of ['/', '/portfolio', '/contact']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
