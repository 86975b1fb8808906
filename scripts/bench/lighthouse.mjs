/**
 * The Lighthouse part of `npm run bench`: Lighthouse's Node API on a Chromium started by
 * chrome-launcher, mobile form factor and simulated throttling (Lighthouse's defaults: 150 ms
 * RTT, 1.6 Mbps, CPU 4×), one fresh Chromium per run, the candidates interleaved run by run
 * (reference, page A, page B, …, then again) so the machine's load falls on each alike.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_PATH, LIGHTHOUSE_CHROME_FLAGS } from './chrome.mjs';
import { lighthouseMetrics } from './lighthouse-metrics.mjs';

/** A failed run (Chromium crashed, `runtimeError`, no score) is tried this many times in all. */
const ATTEMPTS = 2;

/**
 * One Lighthouse run of `url` in a Chromium of its own.
 * @param {string} url
 * @param {string} [reportFile] - where to write the full result (`lhr`) as JSON.
 * @returns {Promise<{metrics: import('./lighthouse-metrics.mjs').LighthouseRun, lighthouseVersion: string, durationMs: number}>}
 * @throws {Error} when Lighthouse fails or gives no Performance score.
 */
export async function runLighthouse(url, reportFile) {
  const started = Date.now();
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: LIGHTHOUSE_CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] },
      // lighthouse:default is mobile with simulated throttling; said again so it cannot drift
      { extends: 'lighthouse:default', settings: { formFactor: 'mobile', throttlingMethod: 'simulate', disableFullPageScreenshot: true } },
    );
    if (!result) throw new Error('Lighthouse returned nothing');
    if (reportFile) await writeFile(reportFile, JSON.stringify(result.lhr));
    return { metrics: lighthouseMetrics(result.lhr), lighthouseVersion: result.lhr.lighthouseVersion, durationMs: Date.now() - started };
  } finally {
    await chrome.kill();
  }
}

/**
 * `runs` Lighthouse runs of every candidate, interleaved; a failed run is tried again once, and
 * a candidate whose run still fails has one run fewer (the table shows `n`).
 * @param {Array<{name: string, url: string}>} candidates - the reference page first, then the pages.
 * @param {{runs: number, outDir: string, log: (line: string) => void}} options - `outDir` gets
 *   every run's full report as `<name>.run<N>.json`.
 * @returns {Promise<{results: Record<string, import('./lighthouse-metrics.mjs').LighthouseRun[]>, lighthouseVersion: string | null, failures: string[]}>}
 */
export async function lighthouseRuns(candidates, { runs, outDir, log }) {
  const results = Object.fromEntries(candidates.map((c) => [c.name, []]));
  const failures = [];
  let lighthouseVersion = null;
  for (let run = 1; run <= runs; run += 1) {
    for (const c of candidates) {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        try {
          const { metrics: m, lighthouseVersion: version, durationMs } = await runLighthouse(c.url, path.join(outDir, `${c.name}.run${run}.json`));
          lighthouseVersion = version;
          results[c.name].push(m);
          log(`  ${c.name.padEnd(14)} run ${run}/${runs}: perf ${m.performance} LCP ${Math.round(m.lcpMs)} ms TBT ${Math.round(m.tbtMs)} ms CLS ${m.cls?.toFixed(3)} CPU index ${Math.round(m.cpuIndex)} (${(durationMs / 1000).toFixed(1)} s)`);
          break;
        } catch (error) {
          const message = `${c.name} run ${run} attempt ${attempt}: ${error?.message ?? error}`;
          log(`  ${message}`);
          if (attempt === ATTEMPTS) failures.push(message);
        }
      }
    }
  }
  return { results, lighthouseVersion, failures };
}
