/** Medians and the printed table of `npm run bench` (issue 5 targets). */

/** The budgets: Performance ≥ 98, LCP ≤ 1500 ms, CLS ≤ 0.02, TBT ≤ 50 ms, home JS ≤ 80 KB gz. */
export const TARGETS = { performance: 98, lcpMs: 1500, cls: 0.02, tbtMs: 50, homeInitialJsGzipBytes: 80 * 1024 };

/**
 * The median of a list of numbers (the mean of the middle two for an even count).
 * @param {number[]} values - at least one number.
 * @returns {number}
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok) => (ok ? '' : ' ✗');

/**
 * A Markdown table of the medians per page, a ✗ beside each value that misses its target, and
 * the home page's initial JS line.
 * @param {Array<{page: string, performance: number, lcpMs: number, cls: number, tbtMs: number, jsBytes: number, totalBytes: number, cpuIndex?: number}>} rows
 * @param {{initial: number, all: number} | null} homeInitialJsGzip - gzipped bytes, or null when the home page was not run.
 * @returns {string}
 */
export function formatTable(rows, homeInitialJsGzip) {
  const lines = [
    '| page | Perf | LCP | CLS | TBT | JS transferred | total transferred | CPU index |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.page} | ${r.performance}${mark(r.performance >= TARGETS.performance)} | ${(r.lcpMs / 1000).toFixed(2)} s${mark(r.lcpMs <= TARGETS.lcpMs)} | ${r.cls.toFixed(3)}${mark(r.cls <= TARGETS.cls)} | ${Math.round(r.tbtMs)} ms${mark(r.tbtMs <= TARGETS.tbtMs)} | ${kb(r.jsBytes)} | ${kb(r.totalBytes)} | ${Math.round(r.cpuIndex ?? 0)} |`,
    );
  }
  if (homeInitialJsGzip !== null) {
    const { initial, all } = homeInitialJsGzip;
    lines.push(
      '',
      `Home page initial JS (gzip -9, scripts requested before LCP): ${kb(initial)}${mark(initial <= TARGETS.homeInitialJsGzipBytes)} (target ≤ 80 KB); all JS of the load: ${kb(all)}`,
    );
  }
  lines.push('', 'CPU index: Lighthouse benchmarkIndex (an idle modern desktop scores ~1000+; a loaded shared machine far less, and then LCP/TBT are inflated).');
  return lines.join('\n');
}
