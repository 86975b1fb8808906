/**
 * The {@link Visitor} over W3C WebDriver (selenium-webdriver), for WebKitGTK (`webkit.ts`).
 * Elements are found in the page by role and name (`roleFinder.ts`, in the page's first script);
 * clicks and keys are WebDriver actions, which the browser receives as a person's input
 * (trusted events: a `<dialog>` closes on Escape, a backdrop click reaches the page).
 */
import fs from 'node:fs';
import { Key as Keys, Origin, type WebDriver, type WebElement } from 'selenium-webdriver';
import { readPageProblems } from './inPage';
import type { WireTarget } from './roleFinder';
import type { VisitorProxy } from './webkit';
import { describeTarget, type Engine, type Key, type Target, type Visitor } from './visitor';

/** How long a visitor waits for what it points at (the suites' expect timeout). */
const WAIT_MS = 20_000;
const POLL_MS = 50;

/** A target as the page's finder takes it (a RegExp as source and flags). */
function wire(target: Target): WireTarget {
  const within = target.within ? wire(target.within) : undefined;
  if ('text' in target) return { text: target.text, within, nth: target.nth };
  const name = target.name instanceof RegExp ? { source: target.name.source, flags: target.name.flags } : target.name;
  return { role: target.role, name, level: target.level, within, nth: target.nth };
}

/**
 * Runs in the page (async script): scrolls `el` into view by the engine's own scrolling, as a person
 * scrolls to what they are about to click, when its centre is outside the viewport, then waits until
 * the page rests (smooth scrolling). WebKitWebDriver 2.50's click scrolls nothing on a page whose
 * root has `scroll-padding` (the site's, under the sticky header and above the toasts: the contact
 * form's Message field stayed below the viewport and the click was refused as not interactable),
 * while the engine's `scrollIntoView` honours that padding.
 */
const SCROLL_TO = `const [el, done] = arguments;
  const box = el.getBoundingClientRect();
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  if (x >= 0 && y >= 0 && x < innerWidth && y < innerHeight) return done();
  el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  let last = NaN, still = 0, frames = 0;
  const step = () => {
    const now = scrollX * 100000 + scrollY;
    still = now === last ? still + 1 : 0;
    last = now;
    if (still >= 3 || ++frames > 120) done(); else requestAnimationFrame(step);
  };
  requestAnimationFrame(step);`;

/** Errors after which the same click is tried again: the element moved, was covered or replaced. */
const RETRIED = new Set(['ElementClickInterceptedError', 'ElementNotInteractableError', 'StaleElementReferenceError', 'NoSuchElementError']);

const KEYS: Record<Key, string[]> = {
  Tab: [Keys.TAB],
  'Shift+Tab': [Keys.SHIFT, Keys.TAB],
  Enter: [Keys.ENTER],
  Escape: [Keys.ESCAPE],
  Space: [Keys.SPACE],
  ArrowRight: [Keys.ARROW_RIGHT],
  ArrowDown: [Keys.ARROW_DOWN],
  F8: [Keys.F8],
};

/**
 * The visitor on a WebDriver session whose pages carry the role finder, at `viewport`, opening
 * paths of `siteOrigin`, its requests through `proxy` (`webkit.ts`). Sizes the window so the
 * viewport is exactly `viewport`.
 */
export async function webdriverVisitor(
  driver: WebDriver,
  engine: Engine,
  viewport: { width: number; height: number },
  siteOrigin: string,
  proxy: Pick<VisitorProxy, 'refuseInserts'>,
): Promise<Visitor> {
  await driver.get('about:blank');
  await driver.manage().window().setRect({ x: 0, y: 0, ...viewport });
  const inner = await driver.executeScript<[number, number]>('return [innerWidth, innerHeight]');
  if (inner[0] !== viewport.width || inner[1] !== viewport.height) {
    // The window's frame, if any, taken off.
    await driver.manage().window().setRect({ width: 2 * viewport.width - inner[0], height: 2 * viewport.height - inner[1] });
  }
  const earlier: string[] = [];
  const problemsNow = () => driver.executeScript<string[] | null>(`return (${readPageProblems.toString()})()`).catch(() => null);

  /** The elements the target names now (null: the page's finder is not there yet). */
  const find = (target: Target) =>
    driver.executeScript<WebElement[] | null>('return window.__visitorFind ? window.__visitorFind(arguments[0]) : null', wire(target));
  /** Runs `body` (with `el`, the first element named, or null) in the page. */
  const onFirst = <R>(target: Target, body: string) =>
    driver.executeScript<R>(`const found = window.__visitorFind ? window.__visitorFind(arguments[0]) : []; const el = found[0] ?? null; ${body}`, wire(target));
  const visibleNow = (target: Target) =>
    // As Playwright's: a box, and not `visibility: hidden` (checkVisibility also says false under `display: none`).
    onFirst<boolean>(
      target,
      'if (!el) return false; const box = el.getBoundingClientRect(); return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });',
    );

  /** Waits until the target shows, then gives its first element. */
  async function shown(target: Target): Promise<WebElement> {
    const until = Date.now() + WAIT_MS;
    for (;;) {
      if (await visibleNow(target).catch(() => false)) {
        const [el] = (await find(target)) ?? [];
        if (el) return el;
      }
      if (Date.now() > until) throw new Error(`${describeTarget(target)} did not show within ${WAIT_MS} ms`);
      await driver.sleep(POLL_MS);
    }
  }

  const visitor: Visitor = {
    engine,
    viewport,
    async goto(path) {
      const url = await driver.getCurrentUrl();
      if (url.startsWith('http')) earlier.push(...((await problemsNow()) ?? []));
      await driver.get(new URL(path, siteOrigin).href);
    },
    async path() {
      const url = new URL(await driver.getCurrentUrl());
      return url.pathname + url.search;
    },
    async click(target) {
      const until = Date.now() + WAIT_MS;
      for (;;) {
        const el = await shown(target);
        try {
          await driver.executeAsyncScript(SCROLL_TO, el);
          await el.click();
          return;
        } catch (error) {
          if (!RETRIED.has((error as Error).name) || Date.now() > until) throw error;
          await driver.sleep(POLL_MS);
        }
      }
    },
    clickAt: (x, y) =>
      driver
        .actions()
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .click()
        .perform(),
    pointAt: (x, y) =>
      driver
        .actions()
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .perform(),
    async typeInto(target, text) {
      await visitor.click(target);
      await driver.actions().sendKeys(text).perform();
    },
    async press(key) {
      const [first, second] = KEYS[key];
      const actions = driver.actions();
      if (second) await actions.keyDown(first!).sendKeys(second).keyUp(first!).perform();
      else await actions.sendKeys(first!).perform();
    },
    isVisible: (target) => visibleNow(target).catch(() => false),
    async count(target) {
      return ((await find({ ...target, nth: undefined }).catch(() => null)) ?? []).length;
    },
    text: (target) => onFirst<string>(target, "return el ? el.innerText : '';").catch(() => ''),
    attribute: (target, name) => onFirst<string | null>(target, `return el ? el.getAttribute(${JSON.stringify(name)}) : null;`),
    async run(fn, arg) {
      const result = await driver.executeAsyncScript<{ value?: unknown; error?: string }>(
        `const done = arguments[arguments.length - 1];
         Promise.resolve().then(() => (${fn.toString()})(arguments[0])).then((value) => done({ value }), (e) => done({ error: String(e && e.stack || e) }));`,
        arg,
      );
      if (result.error) throw new Error(`in the page: ${result.error}`);
      return result.value as never;
    },
    refuseInserts: async (table) => proxy.refuseInserts(table),
    async screenshot(file) {
      fs.writeFileSync(file, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    async problems() {
      return [...earlier, ...((await problemsNow()) ?? [])];
    },
  };
  return visitor;
}
