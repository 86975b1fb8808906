/**
 * Playwright Test for the screenshots (`npm run screenshots`, docs/browsers.md "Screenshots"):
 * each test gets `shooter` (the site with its JavaScript) and `offShooter` (JavaScript off), a
 * {@link Visitor} in the project's engine at its width that also saves full-page PNGs under
 * `screenshots-out/<engine>-<width>/`. Chromium and Firefox are Playwright browsers
 * (Firefox through `moz-firefox`, which ignores `javaScriptEnabled`; with its `javascript.enabled`
 * pref off Playwright's scripts hang, so there the app's scripts are refused instead); WebKit is MiniBrowser over WebKitWebDriver (`../webkit.ts`), its page
 * scripts held off with `--enable-javascript-markup=false` (WebDriver's scripts still run).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, firefox, test as base, type Browser, type Page } from '@playwright/test';
import { Builder, type WebDriver } from 'selenium-webdriver';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../../scripts/chromium';
import { actAsVisitor, visitorAddress } from '../../support';
import { FIREFOX_PATH } from '../fixtures';
import { playwrightVisitor } from '../playwrightVisitor';
import { VIEWPORTS, type Engine, type Visitor, type Width } from '../visitor';
import { miniBrowserCapabilities, startProxy, startWebKitDriver, startXvfb, type VisitorProxy } from '../webkit';
import { webdriverVisitor } from '../webdriverVisitor';

/** Where the PNGs and the contact sheet go (git-ignored). */
export const OUT_DIR = path.resolve(import.meta.dirname, '../../../screenshots-out');

/** A visitor that can also save what it sees. */
export interface Shooter extends Visitor {
  /** Saves `name`.png: the whole page where the engine can (`full`), else the viewport. */
  save(name: string, options?: { full?: boolean }): Promise<void>;
  /** Waits for the page's load event (what a page without its scripts waits for: its images). */
  loaded(): Promise<void>;
}

type Session = { browser: Browser } | { driver: WebDriver; proxy: VisitorProxy; stop: () => Promise<void> };

interface WorkerFixtures {
  engine: Engine;
  width: Width;
  onSession: Session;
  offSession: Session;
}

/** Starts the engine, its page scripts on or off. */
async function startSession(engine: Engine, javaScript: boolean, baseURL: string): Promise<Session> {
  if (engine === 'chromium') return { browser: await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }) };
  if (engine === 'firefox') {
    return { browser: await firefox.launch({ channel: 'moz-firefox', executablePath: FIREFOX_PATH }) };
  }
  const xvfb = await startXvfb();
  const driverProcess = await startWebKitDriver(xvfb.display);
  const proxy = await startProxy(baseURL);
  const capabilities = miniBrowserCapabilities(proxy.url);
  const options = capabilities['webkitgtk:browserOptions'] as { args: string[] };
  if (!javaScript) options.args.push('--enable-javascript-markup=false');
  const driver = await new Builder().usingServer(driverProcess.url).withCapabilities(capabilities).build();
  return {
    driver,
    proxy,
    async stop() {
      await driver.quit().catch(() => {});
      await proxy.stop();
      await driverProcess.stop();
      await xvfb.stop();
    },
  };
}

const stopSession = (session: Session) => ('browser' in session ? session.browser.close() : session.stop());

/**
 * The whole page in WebKit: WebDriver's screenshots are of the viewport, so the page is taken a
 * viewport at a time and the parts put one under the other (a fixed header shows in each part).
 */
async function webkitFullPage(driver: WebDriver, file: string) {
  const [height, inner] = await driver.executeScript<[number, number]>('return [document.documentElement.scrollHeight, innerHeight]');
  const parts: sharp.OverlayOptions[] = [];
  let width = 0;
  for (let top = 0; top < height; top += inner) {
    const y = Math.min(top, height - inner);
    // (Instant: the site scrolls smoothly; then two frames for the sticky header to settle.)
    await driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1]; scrollTo({ top: arguments[0], behavior: 'instant' });
       requestAnimationFrame(() => requestAnimationFrame(() => done()));`,
      y,
    );
    const png = Buffer.from(await driver.takeScreenshot(), 'base64');
    width = (await sharp(png).metadata()).width!;
    parts.push({ input: png, top: y, left: 0 });
  }
  await driver.executeScript("scrollTo({ top: 0, behavior: 'instant' })");
  await sharp({ create: { width, height, channels: 3, background: '#fff' } }).composite(parts).png().toFile(file);
}

/** Scrolls the page down a viewport at a time (what loads near the viewport loads), then back to the top. */
export async function scrollThrough(visitor: Visitor): Promise<void> {
  await visitor.run(async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo({ top: y, behavior: 'instant' });
      await pause(150);
    }
    // What counts up as it comes into view (the achievement counters) ends: the text stays as it is.
    let last = '';
    for (let i = 0; i < 20 && document.body.innerText !== last; i += 1) {
      last = document.body.innerText;
      await pause(500);
    }
    scrollTo({ top: 0, behavior: 'instant' });
    await pause(300);
  });
}

/** Waits for the page's finite animations (a dialog rising, a backdrop fading in) to end. */
export async function animationsDone(visitor: Visitor): Promise<void> {
  await visitor.run(async () => {
    const finite = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((a) => a.finished.catch(() => null)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The shooter on one session: a fresh context (Playwright) or the session's one window (WebKit). */
async function shooterOn(session: Session, engine: Engine, width: Width, javaScript: boolean, provide: (s: Shooter) => Promise<void>) {
  const testInfo = test.info();
  const baseURL = String(testInfo.project.use.baseURL);
  const dir = path.join(OUT_DIR, `${engine}-${width}`);
  fs.mkdirSync(dir, { recursive: true });
  const fileOf = (name: string) => path.join(dir, `${name}.png`);
  if ('driver' in session) {
    const { driver, proxy } = session;
    proxy.reset();
    proxy.setVisitorAddress(visitorAddress(testInfo));
    const visitor = await webdriverVisitor(driver, engine, VIEWPORTS[width], baseURL, proxy);
    await provide({
      ...visitor,
      save: async (name, { full = true } = {}) => (full ? webkitFullPage(driver, fileOf(name)) : visitor.screenshot(fileOf(name))),
      // (A WebDriver navigation returns at the load event: `miniBrowserCapabilities`.)
      loaded: async () => {},
    });
    proxy.reset();
    return;
  }
  const context = await session.browser.newContext({ viewport: VIEWPORTS[width], baseURL, javaScriptEnabled: javaScript });
  const page: Page = await context.newPage();
  await actAsVisitor(page, visitorAddress(testInfo));
  // Firefox: with its `javascript.enabled` pref off, Playwright's own scripts over BiDi never
  // answer (the page's first test timed out), so the app's code is held back instead.
  if (engine === 'firefox' && !javaScript) await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  const visitor = await playwrightVisitor(page, engine);
  await provide({
    ...visitor,
    // (caret 'initial': Playwright's caret-hiding `<style>` is refused by the site's CSP.)
    save: async (name, { full = true } = {}) => void (await page.screenshot({ path: fileOf(name), fullPage: full, caret: 'initial' })),
    loaded: () => page.waitForLoadState('load'),
  });
  await context.close();
}

export const test = base.extend<{ shooter: Shooter; offShooter: Shooter }, WorkerFixtures>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  width: [1280, { option: true, scope: 'worker' }],
  onSession: [
    async ({ engine }, provide, workerInfo) => {
      const session = await startSession(engine, true, String(workerInfo.project.use.baseURL));
      await provide(session);
      await stopSession(session);
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  offSession: [
    async ({ engine }, provide, workerInfo) => {
      // Chromium turns JavaScript off per context, Firefox holds the app's code back per page.
      const session = await startSession(engine, engine !== 'webkit', String(workerInfo.project.use.baseURL));
      await provide(session);
      await stopSession(session);
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  shooter: async ({ onSession, engine, width }, provide) => shooterOn(onSession, engine, width, true, provide),
  offShooter: async ({ offSession, engine, width }, provide) => shooterOn(offSession, engine, width, false, provide),
});

export { expect } from '@playwright/test';
