/**
 * The first-view part of `npm run bench`: what a phone on a slow network really paints, beside
 * Lighthouse's simulation. Each load is a fresh Chromium context (no cache) on the throttled
 * phone of the tap part (`chrome.mjs` THROTTLING: CPU 4×, 150 ms RTT, 1.6 Mbps down); after
 * the `load` event and 2 s more, the page's own paint entries give First Contentful Paint and
 * the last Largest Contentful Paint candidate. Nothing is tapped, so nothing ends LCP early.
 *
 * Why beside Lighthouse: Lighthouse's simulated LCP counts every request that started before the
 * paint in its unthrottled trace as delaying the paint, so it cannot tell a page that fetches its
 * app while the first frame is drawn from one whose paint waits on it (docs/architecture.md
 * "The first view").
 */
import { chromium } from 'playwright';
import { CHROME_FLAGS, CHROME_PATH } from './chrome.mjs';
import { openPhone } from './phone.mjs';

/** How long after the `load` event the paint entries are read, ms. */
const SETTLE_MS = 2000;

/**
 * One throttled load of `url`.
 * @param {import('playwright').Browser} browser
 * @param {string} url
 * @returns {Promise<{fcpMs: number | null, lcpMs: number | null}>} ms from navigation start;
 *   null when the page painted no such entry.
 * @throws {Error} when the page does not load within 90 s.
 */
export async function firstView(browser, url) {
  const { context, page } = await openPhone(browser, { throttled: true });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          // buffered: the candidates recorded so far arrive in one callback; the last is the LCP
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({ fcpMs: fcp?.startTime ?? null, lcpMs: entries.at(-1)?.startTime ?? null });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve({ fcpMs: fcp?.startTime ?? null, lcpMs: null }), 1000);
        }),
    );
  } finally {
    await context.close();
  }
}

/**
 * `runs` loads of every candidate, interleaved (one of each, then again), in one Chromium.
 * @param {Array<{name: string, url: string}>} candidates
 * @param {{runs: number, log: (line: string) => void}} options
 * @returns {Promise<{results: Record<string, Array<{fcpMs: number | null, lcpMs: number | null}>>, failures: string[]}>}
 *   each candidate's loads by `name`; a failed load is left out and named in `failures`.
 */
export async function firstViewRuns(candidates, { runs, log }) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const results = Object.fromEntries(candidates.map((c) => [c.name, []]));
  const failures = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const c of candidates) {
        try {
          const view = await firstView(browser, c.url);
          results[c.name].push(view);
          log(`  ${c.name.padEnd(14)} run ${run}: FCP ${Math.round(view.fcpMs ?? NaN)} ms, LCP ${Math.round(view.lcpMs ?? NaN)} ms`);
        } catch (error) {
          failures.push(`${c.name} run ${run}: ${error?.message ?? error}`);
        }
      }
    }
    return { results, failures };
  } finally {
    await browser.close();
  }
}
