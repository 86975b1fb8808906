/**
 * The pure half of the Lighthouse part: the figures read from one Lighthouse result and the
 * table's rows from many (medians, LCP as a ratio to the reference page's). Unit-tested in
 * `lighthouse-metrics.test.mjs`.
 */
import { median } from './report.mjs';

/**
 * @typedef {object} LighthouseRun
 * @property {number | null} performance - the Performance score, 0–100.
 * @property {number | null} lcpMs - Largest Contentful Paint, ms (simulated).
 * @property {number | null} cls - Cumulative Layout Shift (unitless).
 * @property {number | null} tbtMs - Total Blocking Time, ms (simulated).
 * @property {number | null} fcpMs - First Contentful Paint, ms (simulated).
 * @property {number | null} cpuIndex - Lighthouse's `benchmarkIndex` (higher = faster machine now).
 */

/**
 * The figures of one Lighthouse result (`runnerResult.lhr`).
 * @param {{categories: Record<string, {score: number | null}>, audits: Record<string, {numericValue?: number}>, environment?: {benchmarkIndex?: number}, runtimeError?: {code: string}}} lhr
 * @returns {LighthouseRun}
 * @throws {Error} when the run failed (`runtimeError`) or has no Performance score.
 */
export function lighthouseMetrics(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse runtimeError ${lhr.runtimeError.code}`);
  const score = lhr.categories?.performance?.score;
  if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
  const value = (id) => {
    const v = lhr.audits?.[id]?.numericValue;
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  };
  return {
    performance: Math.round(score * 100),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
    cpuIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/**
 * One table row per candidate, in the order given: the medians of its runs, its TBT range, and
 * its median LCP divided by the reference candidate's median LCP (same run of the bench).
 * @param {Record<string, LighthouseRun[]>} results - each candidate's runs, by `name`.
 * @param {Array<{name: string, label: string, reference?: boolean, floor?: boolean, build?: string}>} candidates -
 *   `floor` / `build` (the floor, another build of the site) are carried to the row.
 * @returns {Array<{label: string, reference: boolean, floor: boolean, build: string | undefined, n: number, performance: number|null, lcpMs: number|null, lcpRatio: number|null, cls: number|null, tbtMs: number|null, tbtMinMs: number|null, tbtMaxMs: number|null, fcpMs: number|null, cpuIndex: number|null}>}
 */
export function lighthouseRows(results, candidates) {
  const medianOf = (runs, key) => median(runs.map((r) => r[key]));
  const ref = candidates.find((c) => c.reference);
  const refLcp = ref ? medianOf(results[ref.name] ?? [], 'lcpMs') : null;
  return candidates.map((c) => {
    const runs = results[c.name] ?? [];
    const tbts = runs.map((r) => r.tbtMs).filter((v) => typeof v === 'number');
    const lcpMs = medianOf(runs, 'lcpMs');
    return {
      label: c.label,
      reference: Boolean(c.reference),
      floor: Boolean(c.floor),
      build: c.build,
      n: runs.length,
      performance: medianOf(runs, 'performance'),
      lcpMs,
      lcpRatio: lcpMs != null && refLcp ? lcpMs / refLcp : null,
      cls: medianOf(runs, 'cls'),
      tbtMs: medianOf(runs, 'tbtMs'),
      tbtMinMs: tbts.length ? Math.min(...tbts) : null,
      tbtMaxMs: tbts.length ? Math.max(...tbts) : null,
      fcpMs: medianOf(runs, 'fcpMs'),
      cpuIndex: medianOf(runs, 'cpuIndex'),
    };
  });
}
