import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';
import { freePort } from '@agency/data/lead-delivery';
import { LOCAL_SECRET_KEY } from '@agency/domain/local-backend';
import { holdApp, test } from './support';

/**
 * Publishing goes live by itself (docs/decisions/0006-publishing.md), tried on `npm start` itself
 * on free ports, a fresh database and builds of its own: the agency inserts a post and an
 * offer with the service role, as its admin tools do, and a visitor reads the site.
 * - The post opens at its URL at once, through the SPA fallback; after the automatic rebuild its
 *   URL serves prerendered HTML with its title, and the blog list, sitemap.xml and rss.xml list it.
 * - The offer, current when that build prerendered it and ended when the visitor reads the page,
 *   is not shown: not at the first paint (the app held back), not after hydration.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = path.join(root, `.data/e2e-publish-${process.env.E2E_API_PORT ?? 54391}`);
let site = '';
let api = '';

test.describe.configure({ mode: 'serial', timeout: 360_000 });

let stack: ChildProcess | undefined;
let log = '';

/** Starts `npm start` (scripts/start.mjs) on free ports, a fresh database and builds of its own; resolves once it prints its addresses. */
async function startStack(): Promise<ChildProcess> {
  const [apiPort, sitePort, inbox, smtp, functions, rebuild, hook] = await Promise.all(Array.from({ length: 7 }, () => freePort()));
  site = `http://127.0.0.1:${sitePort}`;
  api = `http://127.0.0.1:${apiPort}`;
  rmSync(dataDir, { recursive: true, force: true });
  // The local backend: no hosted project's variables.
  const env = { ...process.env };
  delete env.VITE_SUPABASE_URL;
  log = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    env: {
      ...env,
      API_PORT: String(apiPort),
      SITE_PORT: String(sitePort),
      INBOX_PORT: String(inbox),
      SMTP_PORT: String(smtp),
      FUNCTIONS_PORT: String(functions),
      REBUILD_FUNCTION_PORT: String(rebuild),
      BUILD_HOOK_PORT: String(hook),
      DATA_DIR: path.join(dataDir, 'pglite'),
      SITE_BUILDS_DIR: path.join(dataDir, 'site'),
      INBOX_DIR: path.join(dataDir, 'inbox'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  await expect.poll(() => log.includes('  Site: ') || child.exitCode !== null, { timeout: 280_000, intervals: [1000] }).toBe(true);
  return child;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  stack = await startStack();
  // A port found free may be taken before the stack binds it (as an outgoing connection's port
  // on a busy machine): then once more, on other ports.
  if (stack.exitCode !== null) stack = await startStack();
  expect(stack.exitCode, `npm start did not start:\n${log.slice(-3000)}`).toBeNull();
});

/** Whether any process of the group `pid` leads is still running. */
const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

test.afterAll(async () => {
  if (stack?.pid) {
    if (stack.exitCode === null) {
      const exited = once(stack, 'exit');
      process.kill(-stack.pid, 'SIGTERM');
      await exited;
    }
    // Every process it started (the mail catcher, Deno, the builds) ends before the next run.
    await expect.poll(() => groupAlive(stack!.pid!), { timeout: 20_000 }).toBe(false);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** A row written as the agency's admin tools write it: the Data API with the secret key (the service role). */
async function insertAsAgency(request: APIRequestContext, table: string, row: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${api}/rest/v1/${table}`, {
    headers: { apikey: LOCAL_SECRET_KEY, 'content-type': 'application/json' },
    data: row,
  });
  expect(response.status(), await response.text()).toBe(201);
}

const post = {
  title: 'Published after the build',
  slug: 'published-after-the-build',
  meta_description: 'A post the agency published while the site was running.',
  content: '<p>This post went live by itself.</p>',
  keywords: ['publishing'],
};
const flashSale = 'Flash sale: 40% off Starter Spark for the next ten minutes';
let endsAt: Date;

test('a post inserted after the build opens at once through the fallback, and the automatic rebuild prerenders it and lists it', async ({ page, request }) => {
  endsAt = new Date(Date.now() + 10 * 60_000);
  // One burst: the post, and an offer that will have ended by the next test (id 0: shown first).
  await insertAsAgency(request, 'offers', { id: 0, message: flashSale, is_active: true, ends_at: endsAt.toISOString() });
  await insertAsAgency(request, 'blogs', post);

  // From a cold load, before any rebuild: the SPA fallback, then the post loads in the browser.
  const response = await page.goto(`${site}/blog/${post.slug}`);
  expect(response?.status()).toBe(200);
  expect(await response?.text()).not.toContain(post.title);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByText('This post went live by itself.')).toBeVisible();

  // The rebuild, by itself: the post's URL serves prerendered HTML with its title.
  await expect
    .poll(async () => (await request.get(`${site}/blog/${post.slug}`)).text(), { timeout: 240_000, intervals: [2000] })
    .toContain(`<title>${post.title} - blog</title>`);
  expect(await (await request.get(`${site}/blog`)).text()).toContain(post.title);
  expect(await (await request.get(`${site}/sitemap.xml`)).text()).toContain(`/blog/${post.slug}</loc>`);
  expect(await (await request.get(`${site}/rss.xml`)).text()).toContain(`<title>${post.title}</title>`);
  expect(log).toMatch(/build 2 is live/);
});

test('an offer that has ended since the page was built is not shown, at the first paint nor after hydration', async ({ page, request }) => {
  // The page was prerendered while the offer ran, and the visitor reads it after its end.
  expect(await (await request.get(`${site}/`)).text()).toContain(flashSale);
  await page.clock.install({ time: new Date(endsAt.getTime() + 60_000) });
  const release = await holdApp(page);
  await page.goto(`${site}/`);
  const banner = page.getByRole('complementary', { name: 'Special offers' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Before the app: the prerendered banner, showing the ended offer, is hidden before it paints.
  const body = page.locator('body');
  await expect(banner).toBeHidden();
  await expect(body).not.toContainText(flashSale, { useInnerText: true });
  release();
  // After hydration: the offers still current, never the ended one (the database's clock still
  // has it current, so the refresh returns it; the page drops it by its end).
  await expect(banner.getByRole('paragraph')).toHaveText(/^(New here\?|Pro Engage and Ultimate Growth plans)/);
  await expect(body).not.toContainText(flashSale, { useInnerText: true });
  for (let rotation = 0; rotation < 3; rotation += 1) {
    await page.clock.runFor(5000);
    await expect(body).not.toContainText(flashSale, { useInnerText: true });
  }
});
