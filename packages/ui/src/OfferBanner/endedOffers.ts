/**
 * Offers that end on a date (docs/requirements.md §2.2; the offer windows of
 * docs/decisions/0006-publishing.md): what the banner and the page's first inline script agree
 * on, so that a prerendered page read after an offer's end never shows it, not even before the
 * app has started.
 *
 * - The banner puts the end instant of the message it shows on its root,
 *   {@link OFFER_ENDS_ATTRIBUTE} (ISO 8601).
 * - {@link ENDED_OFFERS_SCRIPT}, inline in `<head>`, watches the document as the parser builds it
 *   and, as soon as that element is added, marks the document {@link OFFER_ENDED_ATTRIBUTE} if
 *   the instant has passed. Mutation observers run before the browser next paints, so the banner
 *   is hidden (by a rule of its own stylesheet) before it is ever seen.
 * - Once the app runs, the banner drops every message whose end has passed (and each later one
 *   at its end), and takes the mark off the document.
 *
 * With JavaScript off the prerendered page shows what the build saw; the rebuild that a window's
 * end sets off brings the page up to date.
 */

/** On the banner's root: when the message it shows ends (ISO 8601). */
export const OFFER_ENDS_ATTRIBUTE = 'data-offer-ends';
/** On `<html>`, set by {@link ENDED_OFFERS_SCRIPT}: the prerendered banner shows an offer that has ended. */
export const OFFER_ENDED_ATTRIBUTE = 'data-offer-ended';

/**
 * The inline script (ES5, no dependencies) that hides a prerendered offer that has ended; put it
 * in `<head>`, before the body: `<script dangerouslySetInnerHTML={{ __html: ENDED_OFFERS_SCRIPT }} />`.
 * It stops watching once the document is parsed. A constant, so a Content-Security-Policy allows
 * it by its hash.
 */
export const ENDED_OFFERS_SCRIPT = `(function () {
  var ENDS = '${OFFER_ENDS_ATTRIBUTE}';
  function check(node) {
    if (node.nodeType !== 1) return;
    var banner = node.hasAttribute(ENDS) ? node : node.querySelector('[' + ENDS + ']');
    if (!banner) return;
    var end = Date.parse(banner.getAttribute(ENDS));
    if (end <= Date.now()) document.documentElement.setAttribute('${OFFER_ENDED_ATTRIBUTE}', '');
  }
  var observer = new MutationObserver(function (records) {
    for (var i = 0; i < records.length; i += 1) {
      var added = records[i].addedNodes;
      for (var j = 0; j < added.length; j += 1) check(added[j]);
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', function () {
    observer.disconnect();
    if (document.body) check(document.body);
  });
})();`;
