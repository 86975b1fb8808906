/**
 * The code of the one inline script of a prerendered page: it starts the page's app once the
 * page has painted. Its `<script>` tag carries, in `data-src`, the page's script file (React
 * Router's hydration context and prerendered data, ending with the start of the app's module
 * bootstrap; see build/externalizeScripts.ts). In the task after the page's first contentful
 * paint is shown (a PerformanceObserver of `paint` entries) it adds that script to the document, so no
 * script is fetched, and no script runs, while the stylesheet, fonts and images of the first view
 * load: on a slow network they have the bandwidth to themselves, and the browser's first layout
 * and paint are not held up (issue 5 §3: LCP, TBT). A page that is hidden when it loads (a
 * background tab reports no paint) and a browser without paint timing start at once; a page
 * that paints nothing contentful starts a second after its `load` event (which, on a fast
 * network, can come before the first paint). Until the app has started, links work
 * as plain links and the page is readable; buttons act once it has hydrated (a few hundred
 * milliseconds later on a phone).
 *
 * The code is the same on every page, so the Content-Security-Policy allows it by its hash
 * ({@link START_AFTER_FIRST_PAINT_HASH}) and no other inline script.
 * @see issue 5 §3, issue 6 §5 (Content-Security-Policy)
 */
export const START_AFTER_FIRST_PAINT = `(function () {
  var script = document.currentScript;
  var src = script && script.getAttribute('data-src');
  var started = false;
  function start() {
    if (started || !src) return;
    started = true;
    var page = document.createElement('script');
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

/**
 * The Content-Security-Policy source that allows {@link START_AFTER_FIRST_PAINT} as an inline
 * script: `'sha256-<base64>'` of its exact text (a unit test recomputes it).
 */
export const START_AFTER_FIRST_PAINT_HASH = "'sha256-a5DQXIdhhDM5nKwpHKxsdbD6bKRApaFdyOAGARr+TOs='";

/**
 * The code that ends a page's script file: it adds the app's module bootstrap to the document.
 * @param bootstrapSrc - the bootstrap's URL path, e.g. `/assets/inline/<sha256>.js`.
 */
export const startModule = (bootstrapSrc: string): string =>
  `(function () {\n  var module = document.createElement('script');\n  module.type = 'module';\n  module.src = ${JSON.stringify(bootstrapSrc)};\n  document.head.appendChild(module);\n})();`;
