import { createHash } from 'node:crypto';

/**
 * The starter: the inline script that starts a prerendered page's app as soon as the page can
 * paint. It sits in `<head>`, right after the kept-taps script and before the stylesheet (so it
 * runs at once, not after the stylesheet), and its `<script>` tag carries, in `data-src`, the
 * page's module file (React Router's hydration context, prerendered data and module bootstrap;
 * see `pageScripts.ts`) and, in `data-preload`, the app's chunks (space-separated).
 *
 * In the task after the render-blocking stylesheet has arrived (its `load` or `error` event; the
 * browser then lays out and draws the first frame) it adds a `modulepreload` link for every
 * chunk, all at once, and, once the parser has read the whole document (`DOMContentLoaded`), the
 * module script. Nothing of the app competes with the stylesheet, and the chunks download in one
 * round of parallel requests while the first frame is laid out and drawn. A page without a
 * stylesheet starts at its first `paint` entry (`PerformanceObserver`), if that comes first.
 *
 * Why not after the first frame: on a throttled phone the frame is drawn well after the
 * stylesheet is in, with the network idle meanwhile, and a tap made at paint waited that much
 * longer for the app, for a first paint no sooner; what it bought was a better simulated LCP in
 * Lighthouse. Why not React Router's own loading: every page would paint later. The triggers
 * tried, side by side: docs/decisions/0007-first-view.md.
 *
 * A page that is hidden when it loads starts at once; a page that never paints, a second after
 * its `load` event.
 *
 * Until the app has started, the page does not wait on it: links are links, the menu, the FAQ
 * and the dialogs are the platform's own, and a tap on a part that needs the app is kept and
 * replayed (the kept-taps script of `@agency/ui`).
 *
 * The code is the same on every page, so the Content-Security-Policy allows it by its hash
 * ({@link APP_STARTER_HASH}).
 * @see README "The first view"
 */
export const APP_STARTER = `(function () {
  var script = document.currentScript;
  var src = script && script.getAttribute('data-src');
  var preload = ((script && script.getAttribute('data-preload')) || '').split(' ');
  var started = false;
  function start() {
    if (started || !src) return;
    started = true;
    for (var i = 0; i < preload.length; i += 1) {
      if (!preload[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = preload[i];
      document.head.appendChild(link);
    }
    // The app hydrates the whole document: its module runs once the parser has read all of it.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
    else run();
  }
  function run() {
    var page = document.createElement('script');
    page.type = 'module';
    page.src = src;
    document.head.appendChild(page);
  }
  function afterStylesheet(event) {
    var link = event.target;
    if (!link || link.tagName !== 'LINK' || link.rel !== 'stylesheet') return;
    document.removeEventListener('load', afterStylesheet, true);
    document.removeEventListener('error', afterStylesheet, true);
    // The browser now lays out the first frame: start in a task of its own.
    var channel = new MessageChannel();
    channel.port1.onmessage = start;
    channel.port2.postMessage(null);
  }
  if (document.visibilityState !== 'visible') return start();
  // Load and error events do not bubble: caught on their way down to the <link>.
  document.addEventListener('load', afterStylesheet, true);
  document.addEventListener('error', afterStylesheet, true);
  // Or the first paint entry (a page without a stylesheet).
  try {
    new PerformanceObserver(function (list, observer) {
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    start();
  }
  // A page that never paints starts a second after its load event.
  addEventListener('load', function () {
    setTimeout(start, 1000);
  });
})();`;

/** `'sha256-<base64>'` of an inline script's exact text, as a Content-Security-Policy source. */
export const cspHashOf = (code: string): string => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** The Content-Security-Policy source that allows {@link APP_STARTER} as an inline script. */
export const APP_STARTER_HASH = cspHashOf(APP_STARTER);
