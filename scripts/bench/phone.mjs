/**
 * The phone every browser part of `npm run bench` loads a page on: a fresh Playwright context
 * (`chrome.mjs` PHONE, so no cache and no cookies), its one page, and a Chrome DevTools Protocol
 * session with the network domain on and the browser cache off.
 */
import { PHONE, THROTTLING } from './chrome.mjs';

/**
 * Opens a fresh phone, throttled like Lighthouse's mobile preset when `throttled`
 * (`chrome.mjs` THROTTLING: CPU 4×, 150 ms RTT, 1.6 Mbps down, 750 Kbps up).
 * @param {import('playwright').Browser} browser
 * @param {{throttled: boolean}} options
 * @returns {Promise<{context: import('playwright').BrowserContext, page: import('playwright').Page, cdp: import('playwright').CDPSession}>}
 *   close `context` when done.
 */
export async function openPhone(browser, { throttled }) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttled) {
      await cdp.send('Network.emulateNetworkConditions', THROTTLING.network);
      await cdp.send('Emulation.setCPUThrottlingRate', THROTTLING.cpu);
    }
    return { context, page, cdp };
  } catch (error) {
    await context.close();
    throw error;
  }
}
