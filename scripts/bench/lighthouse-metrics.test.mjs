// node --test scripts/bench/  (npm test -- bench-unit)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lighthouseMetrics, lighthouseRows } from './lighthouse-metrics.mjs';

const lhr = (score, lcp, tbt, extra = {}) => ({
  categories: { performance: { score } },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: tbt },
    'cumulative-layout-shift': { numericValue: 0.004 },
    'first-contentful-paint': { numericValue: 800 },
  },
  environment: { benchmarkIndex: 1234.5 },
  ...extra,
});

test('lighthouseMetrics reads the score as 0–100 and the metrics in ms', () => {
  assert.deepEqual(lighthouseMetrics(lhr(0.974, 1500.5, 42)), {
    performance: 97, lcpMs: 1500.5, cls: 0.004, tbtMs: 42, fcpMs: 800, cpuIndex: 1234.5,
  });
});

test('lighthouseMetrics: a missing audit is null, a failed run throws', () => {
  const partial = lhr(1, 900, 0);
  delete partial.audits['total-blocking-time'];
  assert.equal(lighthouseMetrics(partial).tbtMs, null);
  assert.throws(() => lighthouseMetrics(lhr(null, 1, 1)), /no performance score/);
  assert.throws(() => lighthouseMetrics(lhr(1, 1, 1, { runtimeError: { code: 'NO_FCP' } })), /NO_FCP/);
});

test('lighthouseRows: medians per candidate, LCP over the reference\'s median, TBT range', () => {
  const run = (performance, lcpMs, tbtMs) => ({ performance, lcpMs, cls: 0, tbtMs, fcpMs: 700, cpuIndex: 1000 });
  const results = {
    reference: [run(100, 1000, 0), run(100, 1200, 0), run(100, 1100, 0)],
    home: [run(98, 1400, 30), run(90, 1800, 250), run(96, 1500, 60)],
    blog: [],
  };
  const rows = lighthouseRows(results, [
    { name: 'reference', label: 'reference', reference: true },
    { name: 'home', label: '/' },
    { name: 'blog', label: '/blog' },
  ]);
  assert.equal(rows[0].reference, true);
  assert.equal(rows[0].lcpRatio, 1);
  assert.deepEqual(
    { n: rows[1].n, performance: rows[1].performance, lcpMs: rows[1].lcpMs, tbtMs: rows[1].tbtMs, tbtMinMs: rows[1].tbtMinMs, tbtMaxMs: rows[1].tbtMaxMs },
    { n: 3, performance: 96, lcpMs: 1500, tbtMs: 60, tbtMinMs: 30, tbtMaxMs: 250 },
  );
  assert.ok(Math.abs(rows[1].lcpRatio - 1500 / 1100) < 1e-9);
  assert.deepEqual({ n: rows[2].n, performance: rows[2].performance, lcpRatio: rows[2].lcpRatio }, { n: 0, performance: null, lcpRatio: null });
});
