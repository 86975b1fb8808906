import { createHash } from 'node:crypto';
import { LOCAL_SECRET_KEY } from '@agency/domain/local-backend';
import { expect, test as base, type Locator, type Page, type TestInfo } from '@playwright/test';
import { listInbox, type InboxEmail } from '@agency/data/lead-delivery';

/**
 * Helpers for the end-to-end tests: reading the database as the service role (what landed),
 * and the local keys.
 */
export const API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:54391';
/** The local mail catcher's inbox, where lead delivery sends the agency's emails (playwright.config.ts). */
export const INBOX_URL = process.env.E2E_INBOX_URL ?? 'http://127.0.0.1:54394';

export { LOCAL_ANON_KEY as ANON_KEY } from '@agency/domain/local-backend';

/**
 * Reads rows with the local secret key, in `apikey` as Supabase documents it (runs as
 * `service_role`: bypasses row level security).
 * @param table - table name, e.g. `Subscribers`.
 * @param query - PostgREST query string, e.g. `select=email&email=eq.a@b.co`.
 * @throws when the backend answers with an error status.
 */
export async function serviceSelect<T = Record<string, unknown>>(table: string, query: string): Promise<T[]> {
  const response = await fetch(`${API_URL}/rest/v1/${encodeURIComponent(table)}?${query}`, {
    headers: { apikey: LOCAL_SECRET_KEY },
  });
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T[];
}

/** A unique, valid email address for one test run. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A PostgREST-shaped error body (`code`, `message`, `details`, `hint`) for intercepted calls. */
export const restError = (message = 'Simulated outage', code = 'XX000') => ({ code, message, details: null, hint: null });

/**
 * Answers the browser's REST calls to `table` (optionally only those whose query string contains
 * `filter`, e.g. `asset_name=eq.favicon`) with `body` and `status`, instead of the backend.
 * `delayMs` holds the answer back (real time) to observe a loading state.
 * @example await fulfilRest(page, 'offers', []) // no active offers
 * @example await fulfilRest(page, 'offers', restError(), { status: 500 })
 */
export async function fulfilRest(
  page: Page,
  table: string,
  body: unknown,
  { status = 200, filter, delayMs = 0 }: { status?: number; filter?: string; delayMs?: number } = {},
): Promise<void> {
  await page.route(
    (url) => url.pathname === `/rest/v1/${table}` && (!filter || decodeURIComponent(url.search).includes(filter)),
    async (route) => {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.fulfill({
        status,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify(body),
      });
    },
  );
}

/** Collects the page's `console.error` messages (the site logs silent fetch failures, docs/requirements.md §8). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The instant {@link pauseClock} holds the browser's clock at by default: Saturday 28 Nov 2026 10:00 UTC. */
export const PAUSED_AT = new Date('2026-11-28T10:00:00Z');

/**
 * Installs Playwright's fake clock, paused, before the page loads: no timer fires until the test
 * calls `page.clock.runFor(ms)`, so a timer set while the page starts begins at a known instant.
 * @param at - the paused instant (the browser's "now"); default Saturday 28 Nov 2026 10:00 UTC.
 */
export async function pauseClock(page: Page, at = PAUSED_AT): Promise<void> {
  await page.clock.install({ time: new Date(at.getTime() - 1000) });
  await page.clock.pauseAt(at);
}

/**
 * With a paused clock, lets the page apply what arrived from the network (zero-delay timers of
 * the app and its libraries) without moving time, until `ready` passes.
 */
export async function flushUntil(page: Page, ready: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(0);
    await ready();
  }).toPass({ timeout: 20_000 });
}

/**
 * Playwright's `test` for the site. `page.goto` returns as soon as the browser has the page's
 * first bytes (`waitUntil: 'commit'`), as a visitor who acts the moment something is painted:
 * the test's next action waits only for its control to be visible and enabled, never for the app
 * to start, for hydration or for the network to go quiet; assertions wait for what a person
 * would see. A tap made before the app can act must still work (README "The first view").
 * Timing tests install Playwright's clock paused before `goto` (`pauseClock`): the
 * required timers (docs/requirements.md §4, §9) count from the page's arrival, whenever the app starts.
 */
export const test = base.extend<{ ownAddress: boolean }>({
  /**
   * `test.use({ ownAddress: true })` in a file that submits lead forms: each of its tests is its
   * own visitor, at the address Supabase's proxy would tell the database (x-forwarded-for), which
   * the per-address limits on lead inserts count by. Other files keep the browser's requests as
   * they are.
   */
  ownAddress: [false, { option: true }],
  page: async ({ page, ownAddress }, provide, testInfo) => {
    await actAsVisitor(page, ownAddress ? visitorAddress(testInfo) : undefined);
    await provide(page);
  },
});

/**
 * What {@link test} does to every page (the engine suites' Playwright pages too): `goto` returns
 * at the first bytes, the map's third-party page is answered by a stand-in, and with `address`
 * every request carries it as `x-forwarded-for` (see `ownAddress`).
 */
export async function actAsVisitor(page: Page, address?: string): Promise<void> {
  if (address) await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  // The contact page's map is a third-party page (openstreetmap.org). The test machines have
  // no internet, and how long a lookup of an unreachable host hangs depends on the machine
  // (long enough, on CI, to keep the network busy past a test's timeout): answer it at once
  // with a small stand-in page, as the real one would, so every run behaves alike.
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>OpenStreetMap</title><p>Map of London</p></html>',
    }),
  );
  const goto = page.goto.bind(page);
  page.goto = (url, options) => goto(url, { waitUntil: 'commit', ...options });
}

/**
 * The client address of one test's visitor, as Supabase's proxy would send it to the database in
 * `x-forwarded-for`: an address of the benchmarking range 198.18.0.0/15, stable for a test and
 * different between tests, so the per-address limits on lead inserts
 * (docs/architecture.md "Lead delivery") count each test's submits apart.
 */
export function visitorAddress(testInfo: Pick<TestInfo, 'testId'>): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testInfo.testId).digest();
  return `198.${18 + (a & 1)}.${b}.${c}`;
}

/**
 * Waits until the app runs on the page, by what only the running app shows: the notifications
 * landmark (a screen reader lists it; the prerendered page has none). Only for tests whose
 * subject needs the app first, such as an in-app navigation ({@link openInApp}); a test of what
 * a visitor does never calls it.
 */
export async function appIsRunning(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
}

/**
 * Opens a page the way a visitor who is already on the site does: loads `from` (prerendered),
 * once the app runs there ({@link appIsRunning}) follows the main navigation's `linkName` link,
 * so the browser fetches that page's data itself. (Before the app runs a link is a plain link,
 * and a page loaded directly arrives prerendered with its data, without a loading state.)
 */
export async function openInApp(page: Page, linkName: string, from = '/contact'): Promise<void> {
  await page.goto(from);
  await appIsRunning(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: linkName, exact: true }).click();
}

/** The toast on screen (the notifications region holds at most one, docs/requirements.md §9). */
export const toastOf = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('status');

/**
 * Asserts the toast shows `title` and `description` word for word, in the destructive (red)
 * variant when `destructive` — its border is red, which a default or success toast's is not.
 *
 * A toast dismisses itself after 5000 ms (docs/requirements.md §9), and a loaded test machine can
 * take longer than that to read one (seen: 5.6 s from its showing to the pointer on it). So the
 * page's clock, which the test installs with `page.clock.install()` before `page.goto`, is
 * paused from the moment the toast shows until it has been read, then runs on.
 * @throws when the page's clock was not installed.
 */
export async function expectToast(
  page: Page,
  title: string,
  description: string,
  { destructive = true }: { destructive?: boolean } = {},
): Promise<void> {
  const toast = toastOf(page);
  await expect(toast).toHaveCount(1);
  if (!(await page.evaluate(() => 'isFake' in Date))) {
    throw new Error('expectToast: call page.clock.install() before page.goto, so the toast can be held while it is read');
  }
  await pauseClockNow(page, { aheadMs: 100 });
  // The toast slides in on the frames that follow its showing: let the held clock give them.
  await expect(async () => {
    await page.clock.runFor(20);
    await expect(toast).toBeInViewport({ ratio: 1, timeout: 250 });
  }).toPass({ timeout: 20_000 });
  // Read as a person reads a toast, the pointer on it.
  await toast.hover();
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await expect(toast.getByText(description, { exact: true })).toBeVisible();
  const [red, green, blue] = (await toast.evaluate((el) => getComputedStyle(el).borderTopColor))
    .match(/\d+/g)!
    .map(Number);
  expect(red! > 200 && green! < 150 && blue! < 150).toBe(destructive);
  await page.clock.resume();
}

/**
 * Pauses Playwright's clock (installed with `page.clock.install()` before `page.goto`) from
 * now on, once the page is ready: timers set from here on start at a known instant, while
 * everything before (lazy chunks, Suspense, dialogs opening) ran on a flowing clock.
 * `aheadMs` (default 1000): how far ahead of the page's clock, when read, the pause falls; the
 * timers due before then run first.
 */
export async function pauseClockNow(page: Page, { aheadMs = 1000 }: { aheadMs?: number } = {}): Promise<void> {
  // On a busy machine the clock can pass that instant before the pause arrives ("Cannot
  // fast-forward to the past"): read it again.
  await expect(async () => {
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + aheadMs);
  }).toPass({ timeout: 20_000 });
}

/**
 * Holds the app's code on its way: requests for React's and React Router's chunk (the build's
 * `framework` chunk, which every page needs before the app runs) wait until `release` is called,
 * as on a slow link. The page shows its prerendered HTML meanwhile.
 * @returns `release`, which lets the held requests through.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Listens to the page's image requests (only listens: nothing runs in the page).
 * @returns `fetched(src)`: whether the page has requested the image `src` (`/images/a.webp`) so
 *   far, in any of its responsive copies and formats (`/images/a-480.webp`, `/images/a-480.avif`, ...).
 */
export function requestedImages(page: Page): { fetched: (src: string) => boolean } {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') paths.push(new URL(request.url()).pathname);
  });
  return { fetched: (src) => paths.some((path) => path.startsWith(src.replace(/\.webp$/, ''))) };
}

/** Whether an `<img>` shows its picture: loaded, with a width of its own (not a broken image). */
export const imageShown = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/**
 * Stops the clock of the page's CSS animations (DevTools' `Animation.setPlaybackRate` 0), as a
 * fake clock does for timers: a marquee stands still and an animation's delay never ends. Call it
 * before `page.goto`; it holds for the documents the page loads next.
 */
export async function holdAnimations(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
}

/** Within a minute of the submit, as the agency is promised (Supabase Cron's period). */
export const DELIVERY_MS = 60_000;

/** The one email in the local inbox whose subject names `name`, once it has arrived (within {@link DELIVERY_MS}). */
export async function emailFor(name: string): Promise<InboxEmail> {
  let found: InboxEmail[] = [];
  await expect
    .poll(async () => (found = (await listInbox(INBOX_URL)).filter((email) => email.subject.includes(name))).length, {
      timeout: DELIVERY_MS,
      intervals: [500],
    })
    .toBe(1);
  return found[0]!;
}

/** The instant of `hh:00` local time in London on `isoDate` (BST or GMT as that day has it). */
export function londonInstant(isoDate: string, hour: number): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  const guess = Date.UTC(y!, m! - 1, d!, hour);
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: 'numeric', hourCycle: 'h23' }).formatToParts(new Date(guess));
  const londonHour = Number(parts.find((p) => p.type === 'hour')!.value);
  return new Date(guess - (londonHour - hour) * 3_600_000);
}
