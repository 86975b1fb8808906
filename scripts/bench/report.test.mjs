// node --test scripts/bench/  (not part of npm test: scripts/test.mjs runs the workspaces' suites)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  formatBytesTable,
  formatLighthouseTable,
  formatTapsTable,
  lighthouseRows,
  median,
  parseEarlyClick,
  parseMarkdownTable,
  parsePageWeight,
} from './report.mjs';

test('median of odd and even counts, ignoring what is not a number', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([null, 5, undefined, NaN]), 5);
  assert.equal(median([]), null);
});

test('parseMarkdownTable skips the header and separator and keeps a trailing note', () => {
  const rows = parseMarkdownTable('noise\n| a | b |  (3 runs)\n|---|--:|\n| x | 1 |\n| y | - | note here\n\nafter');
  assert.deepEqual([...rows[0]], ['x', '1']);
  assert.equal(rows[1].note, 'note here');
  assert.equal(rows.length, 2);
});

test('parseEarlyClick reads early-click.mjs output', () => {
  const out = [
    '| candidate | control painted (ms, median) | click-to-effect (ms, median) | ok | lost | dead |  (5 runs, slow4g)',
    '|---|--:|--:|--:|--:|--:|',
    '| menu | 1210 | 85 | 4 | 1 | 0 |',
    '| faq | 1300 | - | 0 | 0 | 5 | (5 runs invalid: the effect was visible before the tap)',
  ].join('\n');
  assert.deepEqual(parseEarlyClick(out), [
    { name: 'menu', paintedMs: 1210, latencyMs: 85, ok: 4, lost: 1, dead: 0, note: '' },
    { name: 'faq', paintedMs: 1300, latencyMs: null, ok: 0, lost: 0, dead: 5, note: '(5 runs invalid: the effect was visible before the tap)' },
  ]);
});

test('parsePageWeight reads page-weight.mjs output', () => {
  const out = '| page | JS KB | CSS KB | font KB | image KB | total KB | requests | JS requests |\n|---|--:|--:|--:|--:|--:|--:|--:|\n| home | 213.4 | 12.0 | 34.1 | 150.2 | 438.3 | 21 | 9 |\n';
  assert.deepEqual(parsePageWeight(out), [
    { name: 'home', jsKb: 213.4, cssKb: 12, fontKb: 34.1, imageKb: 150.2, totalKb: 438.3, requests: 21, jsRequests: 9 },
  ]);
});

const summary = {
  medians: {
    limit: { n: 3, perf: 100, lcp: 1000, cls: 0, tbt: 0, fcp: 900, benchmarkIndex: 2400 },
    home: { n: 3, perf: 99, lcp: 1300, cls: 0.001, tbt: 40, fcp: 1000, benchmarkIndex: 2300.4 },
    blog: { n: 3, perf: 90, lcp: 1500, cls: 0.1, tbt: 200, fcp: 1100, benchmarkIndex: 2200 },
  },
  results: {
    home: [{ tbt: 10, otherDuring: 0.1 }, { tbt: 40, otherDuring: 1.2 }, { tbt: 180, otherDuring: 0.5 }],
    blog: [{ tbt: 200 }],
    limit: [{ tbt: 0 }],
  },
};
const pages = [
  { name: 'limit', label: 'limit', reference: true },
  { name: 'home', label: '/' },
  { name: 'blog', label: '/blog' },
];

test('lighthouseRows: medians, LCP ratio to the reference and TBT range', () => {
  const rows = lighthouseRows(summary, pages);
  assert.equal(rows[1].lcpRatio, 1.3);
  assert.equal(rows[0].lcpRatio, 1);
  assert.equal(rows[1].tbtMin, 10);
  assert.equal(rows[1].tbtMax, 180);
  assert.equal(rows[2].performance, 90);
  assert.equal(rows[1].contended, 1);
});

test('the Lighthouse table marks each figure against its target, not the reference', () => {
  const table = formatLighthouseTable(lighthouseRows(summary, pages));
  assert.match(table, /\| limit \(reference\) \| 3 \| 100 \| 1,000 \| 1\.00 \| 0\.000 \| 0 \| 0–0 \| 900 \| 2400 \| 0\/3 \|/);
  assert.match(table, /\| \/ \| 3 \| 99 ✓ \| 1,300 \| 1\.30 ✓ \| 0\.001 ✓ \| 40 ✓ \| 10–180 \| 1,000 \| 2300 \| 1\/3 \|/);
  assert.match(table, /\| \/blog \| 3 \| 90 ✗ \| 1,500 \| 1\.50 ✗ \| 0\.100 ✗ \| 200 ✗ \|/);
  assert.match(table, /Perf \(≥ 95\).*LCP ÷ ref \(≤ 1\.40\).*CLS \(≤ 0\.02\).*TBT ms \(≤ 150\)/);
  assert.match(table, /Targets missed: 4\./);
});

test('the taps table uses 300 ms for fast controls, 1,500 ms for others, and zero lost taps', () => {
  const controls = [
    { name: 'menu', page: '/', checks: 'menu opens', fast: true },
    { name: 'faq', page: '/packages', checks: 'FAQ answer opens' },
    { name: 'gone', page: '/x', checks: 'missing' },
  ];
  const results = [
    { name: 'menu', paintedMs: 1200, latencyMs: 350, ok: 5, lost: 0, dead: 0, note: '' },
    { name: 'faq', paintedMs: 1300, latencyMs: 1400, ok: 4, lost: 1, dead: 0, note: '' },
  ];
  const table = formatTapsTable(controls, results);
  assert.match(table, /\| menu \| \/ \| menu opens \| 1,200 \| 350 ✗ \| ≤ 300 \| 5 \| 0 ✓ \| 0 \| {2}\|/);
  assert.match(table, /\| faq \| \/packages \| FAQ answer opens \| 1,300 \| 1,400 ✓ \| ≤ 1,500 \| 4 \| 1 ✗ \| 0 \|/);
  assert.match(table, /\| gone \| .* no result ✗ \|/);
  assert.match(table, /Targets missed: 3\./);
});

test('a carousel move as late as its autoplay counts as a lost tap', () => {
  const controls = [{ name: 'next', page: '/p', checks: 'moves', autoplayMs: 5000 }];
  const slow = formatTapsTable(controls, [{ name: 'next', paintedMs: 600, latencyMs: 7600, ok: 5, lost: 0, dead: 0, note: '' }]);
  assert.match(slow, /\| 7,600 ✗ \| ≤ 1,500 \| 5 \| 0 ✗ \| 0 \| effect ≥ 5,000 ms after navigation/);
  assert.match(slow, /Targets missed: 2\./);
  // autoplay timed from the arrival: 1,000 + 4,100 ms after navigation
  const fromArrival = formatTapsTable(controls, [{ name: 'next', paintedMs: 1000, latencyMs: 4100, ok: 3, lost: 0, dead: 0, note: '' }]);
  assert.match(fromArrival, /\| 3 \| 0 ✗ \| 0 \| effect ≥ 5,000 ms after navigation/);
  const quick = formatTapsTable(controls, [{ name: 'next', paintedMs: 600, latencyMs: 900, ok: 5, lost: 0, dead: 0, note: '' }]);
  assert.match(quick, /\| 900 ✓ \| ≤ 1,500 \| 5 \| 0 ✓ \| 0 \| {2}\|/);
});

test('the bytes table judges only the home page JS', () => {
  const table = formatBytesTable([
    { label: '/', home: true, jsKb: 150.5, cssKb: 10, fontKb: 34, imageKb: 100, totalKb: 294.5, requests: 20, jsRequests: 8 },
    { label: '/blog', jsKb: 400, cssKb: 10, fontKb: 34, imageKb: 100, totalKb: 544, requests: 20, jsRequests: 8 },
    { label: 'limit', reference: true, jsKb: 0, cssKb: 0, fontKb: 0, imageKb: 59.6, totalKb: 61, requests: 2, jsRequests: 0 },
  ]);
  assert.match(table, /\| \/ \| 150\.5 ✗ \| 10\.0 \| 34\.0 \| 100\.0 \| 294\.5 \| 20 \| 8 \|/);
  assert.match(table, /\| \/blog \| 400\.0 \| /);
  assert.match(table, /\| limit \(reference\) \| 0\.0 \| /);
  assert.match(table, /Targets missed: 1\./);
});
