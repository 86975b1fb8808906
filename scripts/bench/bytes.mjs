/**
 * The bytes part of `npm run bench`: one unthrottled load of each page on the phone, in a fresh
 * Chromium context (no cache), recording every request from the Chrome DevTools Protocol's
 * Network events until the network has been quiet for 2 s (at most 20 s after the load event).
 */
import { chromium } from 'playwright';
import { CHROME_FLAGS, CHROME_PATH } from './chrome.mjs';
import { openPhone } from './phone.mjs';
import { bytesRow } from './wire-bytes.mjs';

const QUIET_MS = 2000;
const MAX_WAIT_MS = 20_000;

/**
 * Loads `url` once and returns its requests.
 * @param {import('playwright').Browser} browser
 * @param {string} url
 * @returns {Promise<import('./wire-bytes.mjs').WireRequest[]>}
 */
export async function wireRequests(browser, url) {
  const { context, page, cdp } = await openPhone(browser, { throttled: false });
  try {
    const requests = new Map();
    let lastEvent = Date.now();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      // a redirect reuses the request id: the bytes counted are the final response's
      requests.set(requestId, { url: request.url, type: type ?? 'Other', encodedBytes: 0 });
      lastEvent = Date.now();
    });
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const r = requests.get(requestId);
      if (!r) return;
      if (type) r.type = type;
      r.headerBytes = response.encodedDataLength; // bytes received so far: the headers
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const r = requests.get(requestId);
      if (r) r.encodedBytes = encodedDataLength;
      lastEvent = Date.now();
    });
    cdp.on('Network.loadingFailed', () => {
      lastEvent = Date.now();
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const loaded = Date.now();
    while (Date.now() - lastEvent < QUIET_MS && Date.now() - loaded < MAX_WAIT_MS) await page.waitForTimeout(200);
    return [...requests.values()];
  } finally {
    await context.close();
  }
}

/**
 * One row of the bytes table per page, in one Chromium.
 * @param {Array<{name: string, url: string}>} pages
 * @param {{log: (line: string) => void}} options
 * @returns {Promise<Array<{name: string} & ReturnType<typeof bytesRow>>>} KB = 1,024 bytes on the wire.
 */
export async function bytesRuns(pages, { log }) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const rows = [];
    for (const p of pages) {
      const row = { name: p.name, ...bytesRow(await wireRequests(browser, p.url)) };
      log(`  ${p.name.padEnd(14)} ${row.totalKb.toFixed(1)} KB in ${row.requests} requests (JS ${row.jsKb.toFixed(1)} KB)`);
      rows.push(row);
    }
    return rows;
  } finally {
    await browser.close();
  }
}
