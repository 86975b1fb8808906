/**
 * The tap-at-paint part of `npm run bench`: a visitor on a throttled phone taps a control the
 * moment it is painted, never waiting for the app, and the probe times until its effect shows.
 * Playwright drives Debian's Chromium; each run is a fresh context (no cache) with CDP's
 * `Emulation.setCPUThrottlingRate` 4 and `Network.emulateNetworkConditions` (150 ms RTT,
 * 1.6 Mbps down, 750 Kbps up) on a 390×844 touch phone.
 */
import { chromium } from 'playwright';
import { CHROME_FLAGS, CHROME_PATH } from './chrome.mjs';
import { openPhone } from './phone.mjs';
import { parseTarget, summarizeTaps } from './tap-verdicts.mjs';

/** How often the page is polled for the control and the effect, ms. */
const POLL_MS = 25;
/** How long the control may take to show after the navigation starts, ms. */
const CONTROL_WAIT_MS = 20_000;
/** How long the effect may take after the tap before the tap counts as not working, ms. */
const EFFECT_WAIT_MS = 12_000;
/** How long the effect may take after the second tap (is the first one lost, or is it dead?), ms. */
const SECOND_TAP_WAIT_MS = 5_000;

const CONTROL_ROLES = ['button', 'link'];
const EFFECT_ROLES = ['dialog', 'link', 'button', 'heading'];

/**
 * The first visible element that `target` names, or null (one look, no waiting): for a CSS
 * target the selector; else each role in `roles` by accessible name, in that order, then (when
 * `byText`) visible text.
 */
async function findVisible(page, target, roles, byText) {
  const candidates = 'css' in target
    ? [page.locator(target.css)]
    : [...roles.map((role) => page.getByRole(role, { name: target.name })), ...(byText ? [page.getByText(target.name)] : [])];
  for (const locator of candidates) {
    const visible = locator.filter({ visible: true });
    if ((await visible.count().catch(() => 0)) > 0) return visible.first();
  }
  return null;
}

/** Polls `find` every POLL_MS until it returns an element or `timeoutMs` passes. */
async function poll(page, find, timeoutMs) {
  const started = Date.now();
  for (;;) {
    const found = await find();
    if (found || Date.now() - started >= timeoutMs) return found;
    await page.waitForTimeout(POLL_MS);
  }
}

/** Scrolls the element into view at once (as a visitor would) and taps it; a click if the tap fails. */
async function tap(element) {
  await element.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' })).catch(() => {});
  await element.tap({ timeout: 2000 }).catch(() => element.click({ timeout: 2000 }).catch(() => {}));
}

/**
 * One fresh load of `url` on the throttled phone: tap `open` the moment it is visible, wait for
 * `effect`; if it never comes, tap again to tell a lost tap from a dead control.
 * @param {import('playwright').Browser} browser
 * @param {{url: string, open: string, effect: string}} control - `open` / `effect` as in
 *   {@link parseTarget}.
 * @returns {Promise<import('./tap-verdicts.mjs').TapRun>} `paintedMs` from navigation start,
 *   `latencyMs` from the tap, both ms.
 */
export async function tapAtPaint(browser, { url, open, effect }) {
  const openTarget = parseTarget(open);
  const effectTarget = parseTarget(effect);
  const { context, page } = await openPhone(browser, { throttled: true });
  try {
    const findControl = () => findVisible(page, openTarget, CONTROL_ROLES, false);
    const findEffect = () => findVisible(page, effectTarget, EFFECT_ROLES, true);

    const navigationStart = Date.now();
    // never awaited to the end: the probe acts on what is painted, not on load events
    page.goto(url, { waitUntil: 'commit', timeout: 60_000 }).catch(() => {});
    const control = await poll(page, findControl, CONTROL_WAIT_MS);
    if (!control) return { verdict: 'no-control', paintedMs: null, latencyMs: null };
    const paintedMs = Date.now() - navigationStart;
    if (await findEffect()) return { verdict: 'invalid', paintedMs, latencyMs: null };

    await tap(control);
    const tapped = Date.now();
    if (await poll(page, findEffect, EFFECT_WAIT_MS)) return { verdict: 'ok', paintedMs, latencyMs: Date.now() - tapped };

    const again = await findControl();
    if (again) await tap(again);
    const worked = await poll(page, findEffect, SECOND_TAP_WAIT_MS);
    return { verdict: worked ? 'lost' : 'dead', paintedMs, latencyMs: null };
  } finally {
    await context.close();
  }
}

/**
 * `runs` loads of every control, interleaved (A B C, A B C, …), in one Chromium.
 * @param {Array<{name: string, url: string, open: string, effect: string}>} controls
 * @param {{runs: number, log: (line: string) => void}} options
 * @returns {Promise<Array<ReturnType<typeof summarizeTaps>>>} one row per control, in order.
 */
export async function tapRuns(controls, { runs, log }) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const byName = new Map(controls.map((c) => [c.name, []]));
    for (let run = 1; run <= runs; run += 1) {
      for (const c of controls) {
        const result = await tapAtPaint(browser, c);
        byName.get(c.name).push(result);
        log(`  ${c.name.padEnd(20)} run ${run}/${runs}: ${result.verdict}, painted ${result.paintedMs ?? '—'} ms, tap-to-effect ${result.latencyMs ?? '—'} ms`);
      }
    }
    return controls.map((c) => summarizeTaps(c.name, byName.get(c.name)));
  } finally {
    await browser.close();
  }
}
