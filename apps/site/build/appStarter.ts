import { createHash } from 'node:crypto';

/**
 * The starter: the inline script that starts a prerendered page's app as the first frame is
 * drawn. It sits in `<head>`, right after the kept-taps script and before the stylesheet (so it
 * runs at once, not after the stylesheet), and its `<script>` tag carries, in `data-src`, the
 * page's module file (React Router's hydration context, prerendered data and module bootstrap;
 * see `pageScripts.ts`) and, in `data-preload`, the app's chunks (space-separated).
 *
 * In the task after the first frame (a `requestAnimationFrame` callback runs just before the
 * browser draws it, and the render-blocking stylesheet holds it back until the stylesheet is in)
 * it adds a `modulepreload` link for every chunk, all at once, and, once the parser has read the
 * whole document (`DOMContentLoaded`), the module script. Nothing of the app competes with the
 * stylesheet or the first frame, and the chunks download in one round of parallel requests
 * right after it. A paused clock (a test's) holds animation frames back but not the paint
 * entries: the first `paint` entry (`PerformanceObserver`) starts it too, whichever comes first.
 *
 * Why not at the stylesheet's `load` event (as before): Lighthouse then often saw the chunks
 * requested before its unthrottled trace's first paint, and its simulated LCP counted them as
 * delaying the paint (up to 3 × the reference page's); the real paint and the taps made at paint
 * are the same either way (one frame apart). Why not at the first contentful paint's entry: it
 * comes in a low-priority task, and the taps made at paint then waited 1.1–2.8 s for the app.
 * See docs/architecture.md "The first view".
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
  if (document.visibilityState !== 'visible') return start();
  // The task after the first frame: its animation frame callback runs just before it is drawn.
  requestAnimationFrame(function () {
    var channel = new MessageChannel();
    channel.port1.onmessage = start;
    channel.port2.postMessage(null);
  });
  // Or the first paint entry, which a paused clock does not hold back.
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
