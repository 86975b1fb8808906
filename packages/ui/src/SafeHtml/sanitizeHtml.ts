import DOMPurify from 'isomorphic-dompurify';

/** Schemes a link or image may use; everything else (javascript:, data:, vbscript:...) is dropped. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'xlink:href', 'action', 'formaction', 'poster']);

/** This library's rules on top of DOMPurify's defaults (see {@link sanitizeHtml}). */
const CONFIG = {
  USE_PROFILES: { html: true },
  ALLOWED_URI_REGEXP: SAFE_URL,
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'template'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

/** The configured purifier, once made; `null` where DOMPurify is unsupported. */
let purifier: { sanitize: (html: string) => string } | null | undefined;

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

/**
 * DOMPurify with this library's hooks and rules. In a browser, an instance of its own
 * (`DOMPurify(window)`), configured once: a config passed to every `sanitize` call would rebuild
 * DOMPurify's allow lists each time (measurable while a page of testimonials hydrates), and the
 * shared instance (`window.DOMPurify`) stays as other code on the page expects it.
 * On a server (prerendering), isomorphic-dompurify's jsdom instance, with the rules per call.
 */
function getPurifier(): { sanitize: (html: string) => string } | null {
  if (purifier !== undefined) return purifier;
  const inBrowser = typeof window !== 'undefined';
  const instance = inBrowser ? DOMPurify(window) : DOMPurify;
  if (!instance.isSupported) return (purifier = null);
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
  if (inBrowser) {
    instance.setConfig(CONFIG);
    purifier = { sanitize: (html) => instance.sanitize(html) };
  } else {
    purifier = { sanitize: (html) => instance.sanitize(html, CONFIG) };
  }
  return purifier;
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
 * @see docs/requirements.md §3 (fields that may contain markup)
 */
export function sanitizeHtml(html: string): string {
  return getPurifier()?.sanitize(html) ?? '';
}
