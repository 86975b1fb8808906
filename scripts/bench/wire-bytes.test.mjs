// node --test scripts/bench/  (npm test -- bench-unit)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bytesRow } from './wire-bytes.mjs';

test('bytesRow sums encoded bytes by CDP resource type, and the headers among them, in KB of 1,024 bytes', () => {
  const row = bytesRow([
    { url: 'http://x/', type: 'Document', encodedBytes: 10 * 1024 },
    { url: 'http://x/a.js', type: 'Script', encodedBytes: 30 * 1024, headerBytes: 512 },
    { url: 'http://x/b.js', type: 'Script', encodedBytes: 2048 },
    { url: 'http://x/s.css', type: 'Stylesheet', encodedBytes: 5 * 1024 },
    { url: 'http://x/f.woff2', type: 'Font', encodedBytes: 20 * 1024 },
    { url: 'http://x/h.webp', type: 'Image', encodedBytes: 40 * 1024 },
    { url: 'http://x/rest', type: 'Fetch', encodedBytes: 1024, headerBytes: 512 },
  ]);
  assert.deepEqual(row, { jsKb: 32, cssKb: 5, fontKb: 20, imageKb: 40, totalKb: 108, headersKb: 1, requests: 7, jsRequests: 2 });
});

test('bytesRow leaves out data: and blob: URLs; an unfinished request counts, with 0 bytes', () => {
  const row = bytesRow([
    { url: 'data:image/svg+xml,<svg/>', type: 'Image', encodedBytes: 0 },
    { url: 'blob:http://x/1', type: 'Script', encodedBytes: 500 },
    { url: 'http://x/slow.js', type: 'Script', encodedBytes: 0 },
  ]);
  assert.deepEqual(row, { jsKb: 0, cssKb: 0, fontKb: 0, imageKb: 0, totalKb: 0, headersKb: 0, requests: 1, jsRequests: 1 });
});
