import { createHash } from 'node:crypto';

/**
 * The starter: the inline script that starts a prerendered page's app once the page has painted.
 * Its `<script>` tag carries, in `data-src`, the page's module file (React Router's hydration
 * context, prerendered data and module bootstrap; see `pageScripts.ts`) and, in `data-preload`,
 * the app's chunks (space-separated). In the task after the page's first contentful paint (a
 * `PerformanceObserver` of `paint` entries) it adds a `modulepreload` link for every chunk, all
 * at once, and the module script: the chunks download in parallel, and nothing of the app is
 * fetched while the stylesheet, fonts and images of the first view load, so on a slow network
 * they have the bandwidth to themselves (LCP). A page that is hidden when it loads (a background
 * tab paints nothing) and a browser without paint timing start at once; a page that paints
 * nothing contentful starts a second after its `load` event.
 *
 * Until the app has started, the page does not wait on it: links are links, the menu, the FAQ
 * and the dialogs are the platform's own, and a tap on a part that needs the app is kept and
 * replayed (the kept-taps script of `@agency/ui`).
 *
 * The code is the same on every page, so the Content-Security-Policy allows it by its hash
 * ({@link START_AFTER_FIRST_PAINT_HASH}).
 * @see README "The first view"
 */
export const START_AFTER_FIRST_PAINT = `(function () {
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
    var page = document.createElement('script');
    page.type = 'module';
    page.src = src;
    document.head.appendChild(page);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0 || document.visibilityState !== 'visible') return start();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    // The paint entry comes once the frame is shown; start in a task of its own.
    var channel = new MessageChannel();
    channel.port1.onmessage = start;
    channel.port2.postMessage(null);
  }).observe({ type: 'paint', buffered: true });
  // Should no contentful paint come, a second after the load event. (On a fast network the
  // load event can come before the first paint: the page still starts after that paint.)
  addEventListener('load', function () {
    setTimeout(start, 1000);
  });
})();`;

/** `'sha256-<base64>'` of an inline script's exact text, as a Content-Security-Policy source. */
export const cspHashOf = (code: string): string => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** The Content-Security-Policy source that allows {@link START_AFTER_FIRST_PAINT} as an inline script. */
export const START_AFTER_FIRST_PAINT_HASH = cspHashOf(START_AFTER_FIRST_PAINT);
