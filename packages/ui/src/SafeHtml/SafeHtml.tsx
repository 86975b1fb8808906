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
 * Rendered in the browser only: server rendering/prerendering outputs the empty element and the
 * markup appears right after hydration (DOMPurify needs a DOM).
 * @example <SafeHtml html={post.content} variant="prose" />
 * @see spec §3
 */
export function SafeHtml({ html, as: Tag = 'div', variant = 'inline', className }: SafeHtmlProps) {
  // Sanitising needs the browser's DOM: server rendering (and hydration) output an empty element,
  // which the browser fills right after hydrating.
  const inBrowser = useSyncExternalStore(noop, () => true, () => false);
  const clean = useMemo(() => (inBrowser ? sanitizeHtml(html) : ''), [html, inBrowser]);
  return (
    <Tag
      className={cx(styles.root({ variant }), className)}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
