/**
 * The pure half of the bytes part: the bytes on the wire of one page load, summed by kind from
 * what the Chrome DevTools Protocol reported per request. Unit-tested in `wire-bytes.test.mjs`.
 */

/**
 * One request as the bytes part records it from CDP's Network events.
 * @typedef {object} WireRequest
 * @property {string} url - from `Network.requestWillBeSent`.
 * @property {string} type - CDP's resource type (`Document`, `Script`, `Stylesheet`, `Font`,
 *   `Image`, `Fetch`, …), from `Network.requestWillBeSent` or `Network.responseReceived`.
 * @property {number} encodedBytes - `Network.loadingFinished`'s `encodedDataLength`: bytes
 *   received for it (headers and the body as sent, after brotli/gzip); 0 if it never finished.
 * @property {number} [headerBytes] - `Network.responseReceived`'s `response.encodedDataLength`:
 *   the part of `encodedBytes` that is the response's headers (0 or absent if unknown).
 */

const KB = 1024;
const kindOf = (type) => ({ Script: 'js', Stylesheet: 'css', Font: 'font', Image: 'image' })[type] ?? 'other';

/**
 * A page's row of the bytes table. `data:` and `blob:` URLs are left out (nothing on the wire).
 * @param {WireRequest[]} requests
 * @returns {{jsKb: number, cssKb: number, fontKb: number, imageKb: number, totalKb: number, headersKb: number, requests: number, jsRequests: number}}
 *   KB = 1,024 bytes on the wire, response headers included; `headersKb`: those headers, of
 *   every request (already in the other figures); `requests` counts every network request,
 *   `jsRequests` the scripts.
 */
export function bytesRow(requests) {
  const sums = { js: 0, css: 0, font: 0, image: 0, other: 0 };
  let headers = 0;
  let count = 0;
  let jsRequests = 0;
  for (const r of requests) {
    if (/^(data|blob):/.test(r.url)) continue;
    const kind = kindOf(r.type);
    sums[kind] += r.encodedBytes;
    headers += r.headerBytes ?? 0;
    count += 1;
    if (kind === 'js') jsRequests += 1;
  }
  const total = Object.values(sums).reduce((a, b) => a + b, 0);
  return {
    jsKb: sums.js / KB,
    cssKb: sums.css / KB,
    fontKb: sums.font / KB,
    imageKb: sums.image / KB,
    totalKb: total / KB,
    headersKb: headers / KB,
    requests: count,
    jsRequests,
  };
}
