import { createHash } from 'node:crypto';

/**
 * The starter: the inline script that starts a prerendered page's app as soon as the page can
 * paint. It sits in `<head>`, right after the kept-taps script and before the stylesheet (so it
 * runs at once, not after the stylesheet), and its `<script>` tag carries, in `data-src`, the
 * page's module file (React Router's hydration context, prerendered data and module bootstrap;
 * see `pageScripts.ts`) and, in `data-preload`, the app's chunks (space-separated).
 *
 * In the task after the render-blocking stylesheet has arrived (its `load` or `error` event; the
 * browser draws the first frame as soon as it is in) it adds a `modulepreload` link for every
 * chunk, all at once, and, once the parser has read the whole document (`DOMContentLoaded`), the
 * module script. Nothing of the app competes with the stylesheet, and the chunks download in
 * parallel while the first frame is drawn.
 *
 * Why not later, at the first contentful paint (a `PerformanceObserver` of `paint` entries, as
 * before): measured on a throttled phone (5 loads of home each), the paint comes no sooner that
 * way (FCP median 1,724 vs 1,784 ms, LCP 1,812 vs 1,784 ms) but the app is live 450 ms later
 * (4,214 vs 3,760 ms), and taps made at paint wait for it. Lighthouse's simulated LCP rises
 * (it counts every request started before the paint in its unthrottled trace as delaying it);
 * see docs/architecture.md "The first view". Not `requestAnimationFrame`: a paused clock (a
 * test's, a frozen tab's) never runs it.
 *
 * A page that is hidden when it loads starts at once; a page without a stylesheet, a second after
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
    // The first frame comes as soon as the stylesheet is in: start in a task of its own.
    var channel = new MessageChannel();
    channel.port1.onmessage = start;
    channel.port2.postMessage(null);
  }
  if (document.visibilityState !== 'visible') return start();
  // Load and error events do not bubble: caught on their way down to the <link>.
  document.addEventListener('load', afterStylesheet, true);
  document.addEventListener('error', afterStylesheet, true);
  // A page without a stylesheet starts a second after its load event.
  addEventListener('load', function () {
    setTimeout(start, 1000);
  });
})();`;

/** `'sha256-<base64>'` of an inline script's exact text, as a Content-Security-Policy source. */
export const cspHashOf = (code: string): string => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** The Content-Security-Policy source that allows {@link APP_STARTER} as an inline script. */
export const APP_STARTER_HASH = cspHashOf(APP_STARTER);
