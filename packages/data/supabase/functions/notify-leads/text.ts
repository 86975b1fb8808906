/**
 * What a visitor typed, made safe for where it goes: one line (a header, a subject, a calendar
 * property), HTML text and attributes, and a link only when it is an http(s) URL.
 * @see docs/architecture.md "Security model"
 */

/** Line breaks and every other control character (C0, DEL, C1) plus U+2028/U+2029. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * `value` on one line: every run of control characters (CR, LF, tab, NUL, …, U+2028/U+2029)
 * becomes one space, then spaces collapse and the ends are trimmed. Used for the subject, the
 * calendar's properties and anything else that must not start a new header or line.
 */
export function singleLine(value: string): string {
  return value.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim();
}

/**
 * `value` with line breaks normalised to `\n` and every other control character (NUL, ESC, …)
 * removed, for a multi-line text body.
 */
export function plainText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * `value` as HTML text or a quoted attribute value: `& < > " '` escaped, so no tag, attribute
 * or entity of the visitor's can form. Line breaks are kept (the caller may turn them into
 * `<br>`).
 */
export function escapeHtml(value: string): string {
  return plainText(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * The URL to link to when `value` is an absolute `http:` or `https:` URL (the form's rule for
 * a channel link, docs/requirements.md §5), else `null` (`javascript:`, `data:`, relative,
 * malformed, …: the caller shows those as text). The result is the parsed, serialised URL.
 */
export function httpUrl(value: string): string | null {
  if (!/^https?:\/\//i.test(value.trim())) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
