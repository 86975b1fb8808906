import { useMemo, useSyncExternalStore } from 'react';
import { cx } from '../internal/cx';
import { sanitizeHtml } from './sanitizeHtml';
import * as styles from './SafeHtml.css';

/** Props of {@link SafeHtml}. */
export interface SafeHtmlProps {
  /** Untrusted markup (from the database). Sanitised before it reaches the DOM. */
  html: string;
  /** The wrapping element. Default `div`. */
  as?: 'div' | 'span' | 'p';
  /** `inline` (default): inherits the surrounding text style; `prose`: styled long-form text
   * (headings, lists, quotes, images, links) for blog posts. */
  variant?: 'inline' | 'prose';
  className?: string;
}

const noop = () => () => {};

/**
 * Renders markup from the database safely: sanitised by {@link sanitizeHtml} (DOMPurify), then
 * set with `dangerouslySetInnerHTML`. The only component that renders markup fields.
 * @example <SafeHtml html={post.content} variant="prose" />
 * @see spec §3
 */
export function SafeHtml({ html, as: Tag = 'div', variant = 'inline', className }: SafeHtmlProps) {
  // The server snapshot lets prerendered HTML hydrate, then re-sanitise with the browser's DOM.
  const inBrowser = useSyncExternalStore(noop, () => true, () => false);
  const clean = useMemo(() => sanitizeHtml(html), [html, inBrowser]);
  return (
    <Tag
      className={cx(styles.root({ variant }), className)}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
