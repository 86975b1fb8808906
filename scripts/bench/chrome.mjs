/**
 * What the browser parts of `npm run bench` share: which Chromium, its flags, the phone
 * and the network and CPU throttling they emulate. No I/O here.
 */

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

/** Debian's Chromium, or `$CHROME_PATH` (`scripts/chromium.ts`). */
export const CHROME_PATH = CHROMIUM_PATH;

/**
 * Chromium's flags for every part (`scripts/chromium.ts`). Lighthouse adds `--headless=new`
 * ({@link LIGHTHOUSE_CHROME_FLAGS}); Playwright runs headless by itself.
 */
export const CHROME_FLAGS = CHROMIUM_ARGS;

/** {@link CHROME_FLAGS} plus `--headless=new`, for the Chromium that chrome-launcher starts. */
export const LIGHTHOUSE_CHROME_FLAGS = [...CHROME_FLAGS, '--headless=new'];

/** The phone of the tap and bytes parts: Playwright context options (390×844 CSS px, touch). */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/**
 * Lighthouse's mobile throttling, for the tap part (applied over CDP): `rate` 4 is
 * `Emulation.setCPUThrottlingRate`'s slowdown; the network one is
 * `Network.emulateNetworkConditions`' parameters (latencyMs 150 ms RTT; 1.6 Mbps down and
 * 750 Kbps up, in bytes per second).
 */
export const THROTTLING = {
  cpu: { rate: 4 },
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
};
