/**
 * What the three browser parts of `npm run bench` share: which Chromium, its flags, the phone
 * and the network and CPU throttling they emulate. No I/O here.
 */

/** Debian's Chromium, or `$CHROME_PATH`. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's flags for every part. Without the networking ones Chromium keeps trying to reach
 * hosts it cannot reach from these machines (updates, sync). Lighthouse adds `--headless=new`
 * ({@link LIGHTHOUSE_CHROME_FLAGS}); Playwright runs headless by itself.
 */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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
