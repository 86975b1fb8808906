import DOMPurify from 'isomorphic-dompurify';

/** Schemes a link or image may use; everything else (javascript:, data:, vbscript:...) is dropped. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'xlink:href', 'action', 'formaction', 'poster']);

let configured = false;

/** True for absolute http(s) or protocol-relative URLs that leave the current site. */
function isExternal(href: string): boolean {
  if (!/^(?:https?:)?\/\//i.test(href)) return false;
  try {
    const base = typeof window !== 'undefined' ? window.location.href : 'http://localhost/';
    return new URL(href, base).origin !== new URL(base).origin;
  } catch {
    return true;
  }
}

/** DOMPurify on the browser's DOM, or on jsdom's when rendering on a server (prerendering). */
function getPurifier(): typeof DOMPurify | null {
  const instance = DOMPurify;
  if (!instance.isSupported) return null;
  if (configured) return instance;
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    // DOMPurify lets data: URIs through on <img src>; this library forbids them everywhere.
    if (URL_ATTRIBUTES.has(data.attrName) && /^\s*data:/i.test(data.attrValue)) {
      data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    // An image without alt text is treated as decorative rather than announced by file name.
    if (node.tagName === 'IMG') {
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      // Images inside stored markup (a post's body) load when scrolled near, never ahead of
      // the page's own first view.
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      return;
    }
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href && isExternal(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  // Set once: with a config passed to each `sanitize` call, DOMPurify would rebuild its allow
  // lists every time (measurable while a page of testimonials hydrates, issue 5 §3).
  instance.setConfig({
    USE_PROFILES: { html: true },
    ALLOWED_URI_REGEXP: SAFE_URL,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'template'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
  configured = true;
  return instance;
}

/**
 * Sanitises markup from the database (bios, roles, comments, post content) with DOMPurify:
 * HTML only (no SVG/MathML), no scripts, styles, forms, iframes, templates, inline `style` or event
 * handlers, no `javascript:` or `data:` URLs; external links get `target="_blank"` and
 * `rel="noopener noreferrer"`, other links lose any `target`; images without `alt` get
 * `alt=""`, and every image `loading="lazy"` and `decoding="async"`.
 *
 * The only place in the repository that sanitises markup.
 * It runs in the browser and on a server (prerendering, via isomorphic-dompurify's jsdom), with
 * the same rules. Should DOMPurify be unsupported, it returns `''`, never the unsanitised input.
 * @param html - untrusted markup.
 * @returns safe markup for `dangerouslySetInnerHTML`.
 * @see spec §3 (fields that may contain markup)
 */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(html);
}
