// node --test scripts/bench/  (npm test -- bench-unit)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageRows, parseCompareBuilds } from './builds.mjs';

test('--compare NAME=CHECKOUT, in order; malformed, reserved and repeated names refused', () => {
  assert.deepEqual(parseCompareBuilds(['rr7=/tmp/rr7', 'main-2=/work/x=y']), [
    { name: 'rr7', checkout: '/tmp/rr7' },
    { name: 'main-2', checkout: '/work/x=y' },
  ]);
  assert.deepEqual(parseCompareBuilds(undefined), []);
  assert.throws(() => parseCompareBuilds(['/tmp/rr7']), /expected NAME=CHECKOUT/);
  assert.throws(() => parseCompareBuilds(['RR7=/tmp/rr7']), /expected NAME=CHECKOUT/);
  assert.throws(() => parseCompareBuilds(['floor=/tmp/x']), /names a row of its own/);
  assert.throws(() => parseCompareBuilds(['a=/x', 'a=/y']), /given twice/);
});

test('each page is followed by the same path on every other build', () => {
  const pages = [
    { name: 'home', label: '/', url: 'http://127.0.0.1:1/' },
    { name: 'post', label: '/blog/p', url: 'http://127.0.0.1:1/blog/p' },
  ];
  assert.deepEqual(pageRows(pages, [{ name: 'rr7', origin: 'http://127.0.0.1:2' }]), [
    pages[0],
    { name: 'rr7-home', label: '/', url: 'http://127.0.0.1:2/', build: 'rr7' },
    pages[1],
    { name: 'rr7-post', label: '/blog/p', url: 'http://127.0.0.1:2/blog/p', build: 'rr7' },
  ]);
  assert.deepEqual(pageRows(pages, []), pages);
});
