// node --test scripts/bench/report.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatTable, median } from './report.mjs';

test('median of odd and even counts', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
});

test('the table marks every value that misses its target and the home JS line', () => {
  const table = formatTable(
    [
      { page: '/', performance: 99, lcpMs: 1200, cls: 0.01, tbtMs: 20, jsBytes: 100 * 1024, totalBytes: 300 * 1024 },
      { page: '/blog', performance: 90, lcpMs: 2100, cls: 0.1, tbtMs: 80, jsBytes: 0, totalBytes: 0 },
    ],
    { initial: 90 * 1024, all: 120 * 1024 },
  );
  assert.match(table, /\| \/ \| 99 \| 1\.20 s \| 0\.010 \| 20 ms \| 100\.0 KB \| 300\.0 KB \| 0 \|/);
  assert.match(table, /\| \/blog \| 90 ✗ \| 2\.10 s ✗ \| 0\.100 ✗ \| 80 ms ✗ \|/);
  assert.match(table, /initial JS .*: 90\.0 KB ✗ \(target ≤ 80 KB\); all JS of the load: 120\.0 KB/);
});
