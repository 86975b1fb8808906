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
