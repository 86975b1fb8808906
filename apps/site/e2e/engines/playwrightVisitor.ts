/**
 * The {@link Visitor} on a Playwright page (Chromium, Firefox). The page comes from the e2e
 * suites' `test` (`e2e/support.ts`: `goto` returns at the first bytes, the map's third-party page
 * answered by a stand-in); {@link watchPageProblems} runs as an init script.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { restError } from '../support';
import { forgetToolStyle, middleIsHit, readPageProblems, watchPageProblems } from './inPage';
import { describeTarget, type Engine, type Key, type Target, type Visitor } from './visitor';

/** The Playwright locator of every element a target names (its `nth` left out). */
function locateAll(page: Page, target: Target): Locator {
  const scope: Page | Locator = target.within ? locate(page, target.within) : page;
  return 'text' in target
      ? scope.getByText(target.text, { exact: true })
      : scope.getByRole(target.role, {
          ...(target.name === undefined ? {} : { name: target.name, exact: typeof target.name === 'string' }),
          ...(target.level ? { level: target.level } : {}),
        });
}

/** The Playwright locator of a target (see {@link Target}). */
export const locate = (page: Page, target: Target): Locator => locateAll(page, target).nth(target.nth ?? 0);

/**
 * Makes the visitor for `page` in `engine`. Call before the first `goto` (the problems' watcher
 * is an init script).
 */
export async function playwrightVisitor(page: Page, engine: Engine): Promise<Visitor> {
  await page.addInitScript(watchPageProblems);
  const earlier: string[] = [];
  /** Keeps the problems of the document about to be left. */
  const harvest = async () => {
    if (page.url().startsWith('http')) earlier.push(...((await page.evaluate(readPageProblems).catch(() => null)) ?? []));
  };
  const viewport = page.viewportSize()!;
  return {
    engine,
    viewport,
    async goto(path) {
      await harvest();
      await page.goto(path);
    },
    async path() {
      const url = new URL(page.url());
      return url.pathname + url.search;
    },
    async click(target) {
      // As a person clicks: what is in view where it is, once nothing covers its middle.
      // (Playwright's own click in Firefox first scrolls the element to the middle of the
      // viewport even when it is in view, moving the page: docs/browsers.md.)
      const locator = locate(page, target);
      await locator.scrollIntoViewIfNeeded();
      await expect.poll(() => locator.evaluate(middleIsHit), { message: `${describeTarget(target)} can be clicked` }).toBe(true);
      const box = (await locator.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    },
    clickAt: (x, y) => page.mouse.click(x, y),
    pointAt: (x, y) => page.mouse.move(x, y),
    async typeInto(target, text) {
      await locate(page, target).click();
      await page.keyboard.type(text);
    },
    press: (key: Key) => page.keyboard.press(key),
    isVisible: (target) => locate(page, target).isVisible(),
    count: (target) => locateAll(page, target).count(),
    async text(target) {
      const locator = locate(page, target);
      return (await locator.count()) ? locator.innerText() : '';
    },
    async attribute(target, name) {
      return locate(page, target).getAttribute(name);
    },
    async refuseInserts(table) {
      await page.route(
        (url) => url.pathname === `/rest/v1/${table}`,
        (route) =>
          route.request().method() === 'POST'
            ? route.fulfill({ status: 500, headers: { 'access-control-allow-origin': '*' }, json: restError() })
            : route.fallback(),
      );
    },
    run: (fn, arg) => page.evaluate(fn as never, arg) as never,
    async screenshot(file) {
      // Playwright's screenshot adds a `<style>` of its own to the page (from its injected,
      // evaluated script), which the site's Content-Security-Policy rightly refuses, and Firefox
      // reports that as the page's violation. That one report, made during the screenshot, is
      // the tool's, not the site's: it is taken off the page's list (docs/browsers.md).
      const before = (await page.evaluate(readPageProblems)) ?? [];
      await page.screenshot({ path: file });
      await page.evaluate(forgetToolStyle, before.length);
    },
    async problems() {
      const now = (await page.evaluate(readPageProblems).catch(() => null)) ?? [];
      return [...earlier, ...now];
    },
  };
}
