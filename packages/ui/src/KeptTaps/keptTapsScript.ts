/**
 * The kept-taps contract: what a page's first inline script and the library's interactive parts
 * agree on, so that a tap made before a part can act is kept and replayed once it can.
 *
 * - A part that needs the app to act (a carousel, the category tabs, a select, a form that
 *   validates with toasts) marks its root element with {@link KEEP_TAPS_ATTRIBUTE}.
 * - Until the part has hydrated and can act, {@link KEPT_TAPS_SCRIPT} (inline in the page's
 *   `<head>`, so it runs before the first paint) catches a tap on a button inside it (and a form
 *   submission), stops it, marks the button {@link TAP_KEPT_ATTRIBUTE} and `aria-busy="true"` so
 *   the visitor sees at once that the tap registered, and queues it.
 * - When the part can act, `useKeptTaps` calls `window.__keptTaps.release(root)`: the root gets
 *   {@link TAPS_LIVE_ATTRIBUTE} and the queued taps are replayed in the order they were made
 *   (`click()` on the same button, `requestSubmit()` on the same form). A tap on a part that is
 *   not live yet holds back the taps made after it, so the order is kept across parts.
 *
 * Links are never kept (they work as plain links), nor are buttons that the platform runs by
 * itself (`command`/`commandfor` dialogs, `popovertarget` popovers). For browsers without
 * Invoker Commands (Safari before 26.2, Firefox before 144) the script runs the two commands the
 * library uses, `show-modal` and `close`, itself, before and after the app starts.
 *
 * The script is a constant, so a Content-Security-Policy allows it by its hash with no
 * `'unsafe-inline'`. See docs: README "The first view".
 */

/** Marks a part whose taps are kept until it can act. */
export const KEEP_TAPS_ATTRIBUTE = 'data-keep-taps';
/** Set on a part's root once it acts on taps itself (by `window.__keptTaps.release`). */
export const TAPS_LIVE_ATTRIBUTE = 'data-taps-live';
/** Set on a button while a tap on it waits to be replayed (styled as pressed and busy). */
export const TAP_KEPT_ATTRIBUTE = 'data-tap-kept';

/**
 * The inline script (ES5, no dependencies) that keeps early taps; put it first in `<head>`:
 * `<script dangerouslySetInnerHTML={{ __html: KEPT_TAPS_SCRIPT }} />`. It defines
 * `window.__keptTaps = { release(root: Element): void, size(): number, arrivedAtMs: number }`;
 * `arrivedAtMs` is when the page's first script ran (`Date.now()`), the visitor's arrival on the
 * page, for timers the requirements count from it (docs/requirements.md §4; the app starts later).
 */
export const KEPT_TAPS_SCRIPT = `(function () {
  if (window.__keptTaps) return;
  var ROOT = '[${KEEP_TAPS_ATTRIBUTE}]', LIVE = '${TAPS_LIVE_ATTRIBUTE}', KEPT = '${TAP_KEPT_ATTRIBUTE}';
  var CONTROL = 'button, [role="button"], [role="tab"], [role="combobox"], input[type="submit"]';
  var queue = [];
  function waiting(node) {
    var root = node.closest(ROOT);
    return root !== null && !root.hasAttribute(LIVE);
  }
  function runCommand(button) {
    var target = document.getElementById(button.getAttribute('commandfor'));
    var command = button.getAttribute('command');
    if (!target || typeof target.showModal !== 'function') return;
    if (command === 'show-modal' && !target.open) target.showModal();
    if (command === 'close' && target.open) target.close();
  }
  function keep(event) {
    var target = event.target;
    if (!(target instanceof Element)) return;
    var control = event.type === 'submit' ? target : target.closest(CONTROL);
    if (!control || control.closest('a[href]')) return;
    if (control.hasAttribute('commandfor')) {
      if (!('command' in HTMLButtonElement.prototype)) runCommand(control);
      return;
    }
    if (control.hasAttribute('popovertarget') || !waiting(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!control.hasAttribute(KEPT)) {
      control.setAttribute(KEPT, control.getAttribute('aria-busy') || '');
      control.setAttribute('aria-busy', 'true');
    }
    queue.push({ control: control, submit: event.type === 'submit', submitter: event.submitter || null });
  }
  function settle(control) {
    for (var i = 0; i < queue.length; i += 1) if (queue[i].control === control) return;
    var busy = control.getAttribute(KEPT);
    control.removeAttribute(KEPT);
    if (busy) control.setAttribute('aria-busy', busy);
    else control.removeAttribute('aria-busy');
  }
  function replay() {
    while (queue.length > 0) {
      var tap = queue[0];
      if (tap.control.isConnected && waiting(tap.control)) return;
      queue.shift();
      settle(tap.control);
      if (!tap.control.isConnected) continue;
      if (!tap.submit) tap.control.click();
      else if (tap.submitter && tap.submitter.form === tap.control) tap.control.requestSubmit(tap.submitter);
      else tap.control.requestSubmit();
    }
  }
  addEventListener('click', keep, true);
  addEventListener('submit', keep, true);
  window.__keptTaps = {
    release: function (root) {
      root.setAttribute(LIVE, '');
      replay();
    },
    size: function () {
      return queue.length;
    },
    arrivedAtMs: Date.now()
  };
})();`;
