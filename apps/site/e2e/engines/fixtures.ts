/**
 * Playwright Test for the engine suites (docs/browsers.md): each test gets `visitor`, a
 * {@link Visitor} in the project's engine (`engine`: Firefox through Playwright's `moz-firefox`
 * channel on Debian's firefox-esr; WebKit through WebKitWebDriver, `webkit.ts`) at the project's
 * `width`, as its own visitor (its own `x-forwarded-for`, as `support.ts`'s `ownAddress`);
 * and, when it asks, `reference`: the same visitor in Chromium, the engine the rest of the e2e
 * suite proves, for what must match across engines. Runs no browser it is not asked for.
 */
import { chromium, firefox, test as base, type Browser } from '@playwright/test';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium';
import { actAsVisitor, visitorAddress } from '../support';
import { playwrightVisitor } from './playwrightVisitor';
import { VIEWPORTS, type Engine, type Visitor, type Width } from './visitor';
import { miniBrowserCapabilities, startProxy, startWebKitDriver, startXvfb, type VisitorProxy } from './webkit';
import { webdriverVisitor } from './webdriverVisitor';

/** Debian's Firefox ESR (`apt-get install firefox-esr`), or `$FIREFOX_PATH`. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * The project's engine, once per worker: a Playwright browser (Firefox; Chromium for a
 * `chromium` project), or for WebKit the display, the driver, the proxy and one MiniBrowser
 * session (`webkit.ts`), whose window each test sizes and navigates afresh.
 */
type EngineSession = { browser: Browser } | { driver: WebDriver; proxy: VisitorProxy };

interface TestFixtures {
  visitor: Visitor;
  reference: Visitor;
}
interface WorkerFixtures {
  engine: Engine;
  width: Width;
  engineSession: EngineSession;
  chromiumBrowser: Browser;
}

const siteOrigin = () => String(test.info().project.use.baseURL);
const launchChromium = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Playwright pages act as `support.ts`'s pages do; the visitor made on top. */
async function pageVisitor(browser: Browser, engine: Engine, width: Width, address: string) {
  const context = await browser.newContext({ viewport: VIEWPORTS[width], baseURL: siteOrigin() });
  const page = await context.newPage();
  await actAsVisitor(page, address);
  return { context, visitor: await playwrightVisitor(page, engine) };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  width: [1280, { option: true, scope: 'worker' }],

  engineSession: [
    async ({ engine, width }, provide, workerInfo) => {
      if (engine !== 'webkit') {
        const browser = engine === 'firefox' ? await firefox.launch({ channel: 'moz-firefox', executablePath: FIREFOX_PATH }) : await launchChromium();
        await provide({ browser });
        await browser.close();
        return;
      }
      // Ports from E2E_ENGINE_PORT (two per worker: the driver's, the proxy's), else free ones.
      const first = Number(process.env.E2E_ENGINE_PORT ?? 0);
      const port = (n: number) => (first ? first + 2 * workerInfo.parallelIndex + n : undefined);
      // A screen the window's size, so the window has the keyboard (`startXvfb`).
      const xvfb = await startXvfb(VIEWPORTS[width]);
      const driverProcess = await startWebKitDriver(xvfb.display, port(0));
      const proxy = await startProxy(String(workerInfo.project.use.baseURL), port(1));
      const driver = await new Builder().usingServer(driverProcess.url).withCapabilities(miniBrowserCapabilities(proxy.url)).build();
      await provide({ driver, proxy });
      await driver.quit().catch(() => {});
      await proxy.stop();
      await driverProcess.stop();
      await xvfb.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  chromiumBrowser: [
    async ({ engine: _engine }, provide) => {
      const browser = await launchChromium();
      await provide(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],

  visitor: async ({ engine, width, engineSession }, provide, testInfo) => {
    const address = visitorAddress(testInfo);
    let visitor: Visitor;
    let close: () => Promise<void>;
    if ('driver' in engineSession) {
      const { driver, proxy } = engineSession;
      proxy.reset();
      proxy.setVisitorAddress(address);
      visitor = await webdriverVisitor(driver, engine, VIEWPORTS[width], siteOrigin(), proxy);
      close = async () => proxy.reset();
    } else {
      const made = await pageVisitor(engineSession.browser, engine, width, address);
      visitor = made.visitor;
      close = () => made.context.close();
    }
    await provide(visitor);
    if (testInfo.status !== testInfo.expectedStatus) {
      const file = testInfo.outputPath('failed.png');
      await visitor.screenshot(file).then(
        () => testInfo.attachments.push({ name: 'screenshot', path: file, contentType: 'image/png' }),
        () => {},
      );
    }
    await close();
  },

  reference: async ({ chromiumBrowser, width }, provide, testInfo) => {
    const { context, visitor } = await pageVisitor(chromiumBrowser, 'chromium', width, visitorAddress(testInfo));
    await provide(visitor);
    await context.close();
  },
});

export { expect } from '@playwright/test';
