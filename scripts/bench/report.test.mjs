// node --test scripts/bench/  (npm test -- bench-unit)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatBytesTable, formatFirstViewTable, formatLighthouseTable, formatTapsTable, median, rowLabel, TARGETS } from './report.mjs';

test('median of odd and even counts, ignoring what is not a number', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([null, 5, undefined, NaN]), 5);
  assert.equal(median([]), null);
});

const rows = [
  { label: 'reference', reference: true, n: 3, performance: 100, lcpMs: 1000, lcpRatio: 1, cls: 0, tbtMs: 0, tbtMinMs: 0, tbtMaxMs: 0, fcpMs: 900, cpuIndex: 2400 },
  { label: '/', reference: false, n: 3, performance: 99, lcpMs: 1300, lcpRatio: 1.3, cls: 0.001, tbtMs: 40, tbtMinMs: 10, tbtMaxMs: 180, fcpMs: 1000, cpuIndex: 2300.4 },
  { label: '/blog', reference: false, n: 3, performance: 90, lcpMs: 1500, lcpRatio: 1.5, cls: 0.1, tbtMs: 200, tbtMinMs: 200, tbtMaxMs: 200, fcpMs: 1100, cpuIndex: 2200 },
];

test('the Lighthouse table marks each figure against its target, not the reference', () => {
  const table = formatLighthouseTable(rows);
  assert.match(table, /\| reference \(reference\) \| 3 \| 100 \| 1,000 \| 1\.00 \| 0\.000 \| 0 \| 0–0 \| 900 \| 2400 \|/);
  assert.match(table, /\| \/ \| 3 \| 99 ✓ \| 1,300 \| 1\.30 ✓ \| 0\.001 ✓ \| 40 ✓ \| 10–180 \| 1,000 \| 2300 \|/);
  assert.match(table, /\| \/blog \| 3 \| 90 ✗ \| 1,500 \| 1\.50 ✗ \| 0\.100 ✗ \| 200 ✗ \|/);
  assert.match(table, /Perf \(≥ 95\).*LCP ÷ ref \(≤ 1\.40\).*CLS \(≤ 0\.02\).*TBT ms \(≤ 100\)/);
  assert.match(table, /Targets missed: 4\./);
});

test('the floor and another build of the site are shown beside the pages, never judged', () => {
  const table = formatLighthouseTable([
    ...rows,
    { label: 'floor', floor: true, n: 3, performance: 80, lcpMs: 2000, lcpRatio: 2, cls: 0.5, tbtMs: 900, tbtMinMs: 900, tbtMaxMs: 900, fcpMs: 900, cpuIndex: 2000 },
    { label: '/', build: 'rr7', n: 3, performance: 80, lcpMs: 2000, lcpRatio: 2, cls: 0.5, tbtMs: 900, tbtMinMs: 900, tbtMaxMs: 900, fcpMs: 900, cpuIndex: 2000 },
  ]);
  assert.match(table, /\| floor \(floor\) \| 3 \| 80 \| 2,000 \| 2\.00 \| 0\.500 \| 900 \|/);
  assert.match(table, /\| \/ \(rr7\) \| 3 \| 80 \| 2,000 \| 2\.00 \| 0\.500 \| 900 \|/);
  assert.match(table, /Targets missed: 4\./);
  assert.deepEqual([rowLabel({ label: 'x', reference: true }), rowLabel({ label: 'x', floor: true }), rowLabel({ label: '/', build: 'rr7' }), rowLabel({ label: '/' })], [
    'x (reference)',
    'x (floor)',
    '/ (rr7)',
    '/',
  ]);
});

test('the targets are those of the requirements', () => {
  assert.deepEqual(TARGETS, { performance: 95, tbtMs: 100, lcpRatio: 1.4, cls: 0.02, lostTaps: 0, fastTapMs: 300, tapMs: 1200, floorTapRatio: 1.3, homeJsKb: 140 });
});

test('the taps table uses 300 ms for fast controls, 1,200 ms for other platform ones, and zero lost taps', () => {
  const controls = [
    { name: 'menu', page: '/', checks: 'menu opens', fast: true },
    { name: 'faq', page: '/packages', checks: 'FAQ answer opens' },
    { name: 'gone', page: '/x', checks: 'missing' },
  ];
  const results = [
    { name: 'menu', paintedMs: 1200, latencyMs: 350, ok: 5, lost: 0, dead: 0, note: '' },
    { name: 'faq', paintedMs: 1300, latencyMs: 1100, ok: 4, lost: 1, dead: 0, note: '' },
  ];
  const table = formatTapsTable(controls, results);
  assert.match(table, /\| menu \| \/ \| menu opens \| 1,200 \| 350 ✗ \| — \| ≤ 300 ms \| 5 \| 0 ✓ \| 0 \| {2}\|/);
  assert.match(table, /\| faq \| \/packages \| FAQ answer opens \| 1,300 \| 1,100 ✓ \| — \| ≤ 1,200 ms \| 4 \| 1 ✗ \| 0 \|/);
  assert.match(table, /\| gone \| .* no result ✗ \|/);
  assert.match(table, /Targets missed: 3\./);
});

test("a control that needs the app is judged by its tap over the floor's, at most 1.3 times", () => {
  const controls = [
    { name: 'tab', page: '/portfolio', checks: 'tab selects', app: true },
    { name: 'submit', page: '/contact', checks: 'toast', app: true },
    { name: 'menu', page: '/', checks: 'menu opens', fast: true },
    { name: 'floor-button', page: 'floor', checks: 'button hydrates', floor: true },
  ];
  const results = [
    { name: 'tab', paintedMs: 1500, latencyMs: 1200, ok: 3, lost: 0, dead: 0, note: '' },
    { name: 'submit', paintedMs: 1500, latencyMs: 1400, ok: 3, lost: 0, dead: 0, note: '' },
    { name: 'menu', paintedMs: 1500, latencyMs: 1400, ok: 3, lost: 0, dead: 0, note: '' },
    { name: 'floor-button', paintedMs: 400, latencyMs: 1000, ok: 3, lost: 0, dead: 0, note: '' },
  ];
  const table = formatTapsTable(controls, results);
  // its ms shown, the ratio judged; a platform control's ratio is shown, its ms judged
  assert.match(table, /\| tab \| \/portfolio \| tab selects \| 1,500 \| 1,200 \| 1\.20 ✓ \| ≤ 1\.3 × floor \| 3 \| 0 ✓ \| 0 \|/);
  assert.match(table, /\| submit \| \/contact \| toast \| 1,500 \| 1,400 \| 1\.40 ✗ \| ≤ 1\.3 × floor \|/);
  assert.match(table, /\| menu \| \/ \| menu opens \| 1,500 \| 1,400 ✗ \| 1\.40 \| ≤ 300 ms \|/);
  assert.match(table, /\| floor-button \(floor\) \| floor \| button hydrates \| 400 \| 1,000 \| 1\.00 \| — \| 3 \| 0 \| 0 \| {2}\|/);
  assert.match(table, /Targets missed: 2\./);
  // without a floor figure an app control cannot pass
  const noFloor = formatTapsTable(controls.slice(0, 1), results.slice(0, 1));
  assert.match(noFloor, /\| 1,200 \| — ✗ \| ≤ 1\.3 × floor \| 3 \| 0 ✓ \| 0 \| no floor figure to judge it by \|/);
});

test('a carousel move as late as its autoplay counts as a lost tap', () => {
  const controls = [{ name: 'next', page: '/p', checks: 'moves', autoplayMs: 5000 }];
  const slow = formatTapsTable(controls, [{ name: 'next', paintedMs: 600, latencyMs: 7600, ok: 5, lost: 0, dead: 0, note: '' }]);
  assert.match(slow, /\| 7,600 ✗ \| — \| ≤ 1,200 ms \| 5 \| 0 ✗ \| 0 \| effect ≥ 5,000 ms after navigation/);
  assert.match(slow, /Targets missed: 2\./);
  // autoplay timed from the arrival: 1,000 + 4,100 ms after navigation
  const fromArrival = formatTapsTable(controls, [{ name: 'next', paintedMs: 1000, latencyMs: 4100, ok: 3, lost: 0, dead: 0, note: '' }]);
  assert.match(fromArrival, /\| 3 \| 0 ✗ \| 0 \| effect ≥ 5,000 ms after navigation/);
  const quick = formatTapsTable(controls, [{ name: 'next', paintedMs: 600, latencyMs: 900, ok: 5, lost: 0, dead: 0, note: '' }]);
  assert.match(quick, /\| 900 ✓ \| — \| ≤ 1,200 ms \| 5 \| 0 ✓ \| 0 \| {2}\|/);
});

test('the reference control\'s row is shown but never judged', () => {
  const controls = [
    { name: 'menu', page: '/', checks: 'menu opens', fast: true },
    { name: 'reference-details', page: 'reference', checks: 'details opens', reference: true },
  ];
  const table = formatTapsTable(controls, [
    { name: 'menu', paintedMs: 900, latencyMs: 80, ok: 2, lost: 0, dead: 0, note: '' },
    { name: 'reference-details', paintedMs: 700, latencyMs: 5000, ok: 1, lost: 1, dead: 0, note: '' },
  ]);
  assert.match(table, /\| reference-details \(reference\) \| reference \| details opens \| 700 \| 5,000 \| — \| — \| 1 \| 1 \| 0 \| {2}\|/);
  assert.match(table, /Targets missed: 0\./);
});

test('a note with a pipe does not break the row', () => {
  const table = formatTapsTable([{ name: 'x', page: '/', checks: 'c' }], [{ name: 'x', paintedMs: 1, latencyMs: 2, ok: 1, lost: 0, dead: 0, note: 'a | b' }]);
  assert.match(table, /a \\\| b \|$/m);
});

test('the bytes table judges only the home page JS', () => {
  const table = formatBytesTable([
    { label: '/', home: true, jsKb: 150.5, cssKb: 10, fontKb: 34, imageKb: 100, totalKb: 294.5, headersKb: 18, requests: 20, jsRequests: 8 },
    { label: '/blog', jsKb: 400, cssKb: 10, fontKb: 34, imageKb: 100, totalKb: 544, requests: 20, jsRequests: 8 },
    { label: 'reference', reference: true, jsKb: 0, cssKb: 0, fontKb: 0, imageKb: 59.6, totalKb: 61, requests: 2, jsRequests: 0 },
    { label: '/', home: true, build: 'rr7', jsKb: 180, cssKb: 10, fontKb: 34, imageKb: 100, totalKb: 324, requests: 20, jsRequests: 8 },
    { label: 'floor', floor: true, jsKb: 105, cssKb: 0.4, fontKb: 0, imageKb: 0, totalKb: 110, requests: 9, jsRequests: 8 },
  ]);
  assert.match(table, /\| \/ \(rr7\) \| 180\.0 \| /);
  assert.match(table, /\| floor \(floor\) \| 105\.0 \| /);
  assert.match(table, /\| \/ \| 150\.5 ✗ \| 10\.0 \| 34\.0 \| 100\.0 \| 294\.5 \| 18\.0 \| 20 \| 8 \|/);
  assert.match(table, /\| \/blog \| 400\.0 \| /);
  assert.match(table, /\| reference \(reference\) \| 0\.0 \| /);
  assert.match(formatBytesTable([{ label: '/about' }]), /\| \/about \| — \| — \| — \| — \| — \| — \| — \| — \|/);
  assert.match(table, /Targets missed: 1\./);
});

test('the first-view table gives medians, the LCP range and the ratio to the reference, judged against 1.4', () => {
  const candidates = [
    { name: 'reference', label: 'reference', reference: true },
    { name: 'home', label: '/' },
    { name: 'blog', label: '/blog' },
    { name: 'gone', label: '/gone' },
    { name: 'floor', label: 'floor', floor: true },
  ];
  const results = {
    floor: [{ fcpMs: 500, lcpMs: 2000 }],
    reference: [{ fcpMs: 900, lcpMs: 1000 }, { fcpMs: 1100, lcpMs: 1200 }, { fcpMs: 1000, lcpMs: 1100 }],
    home: [{ fcpMs: 1200, lcpMs: 1400 }, { fcpMs: 1300, lcpMs: 1500 }, { fcpMs: 1250, lcpMs: null }],
    blog: [{ fcpMs: 1600, lcpMs: 1700 }],
  };
  const table = formatFirstViewTable(results, candidates);
  assert.match(table, /\| reference \(reference\) \| 3 \| 1,000 \| 1,100 \| 1,000–1,200 \| 1\.00 \|/);
  assert.match(table, /\| \/ \| 3 \| 1,250 \| 1,450 \| 1,400–1,500 \| 1\.32 ✓ \|/);
  assert.match(table, /\| \/blog \| 1 \| 1,600 \| 1,700 \| 1,700–1,700 \| 1\.55 ✗ \|/);
  assert.match(table, /\| \/gone \| 0 \| — \| — \| — \| — \|/);
  assert.match(table, /\| floor \(floor\) \| 1 \| 500 \| 2,000 \| 2,000–2,000 \| 1\.82 \|/);
  assert.match(table, /Targets missed: 1\./);
});
