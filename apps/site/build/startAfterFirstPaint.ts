/**
 * The code of the classic script that starts a prerendered page's app once the page has
 * painted. Its `<script>` tag carries the app's module bootstrap in `data-module`; it adds that
 * module script to the document in the frame after the page's first contentful paint (a
 * PerformanceObserver of `paint` entries), so the app's JavaScript (about 200 KB) is not fetched while the stylesheet,
 * fonts and images of the first view are: on a slow network they have the bandwidth to
 * themselves. A page that is hidden when it loads (a background tab reports no paint), a browser
 * without paint timing, and a page that paints nothing contentful start at once or at the
 * `load` event. Until the app has started, links work as plain links and the page is readable;
 * buttons act once it has hydrated (a few hundred milliseconds later on a phone).
 * @see issue 5 §3 (LCP), build/externalizeScripts.ts
 */
export const START_AFTER_FIRST_PAINT = `(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-module');
  var started = false;
  function start() {
    if (started || !entry) return;
    started = true;
    var module = document.createElement('script');
    module.type = 'module';
    module.src = entry;
    document.head.appendChild(module);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0 || document.visibilityState !== 'visible') return start();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    // The paint entry comes when the frame is painted; start once it has been shown.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }).observe({ type: 'paint', buffered: true });
  addEventListener('load', start);
})();
`;
