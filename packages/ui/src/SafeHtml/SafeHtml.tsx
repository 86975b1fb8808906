import { useMemo } from 'react';
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
  /** Extra class for the wrapping element. */
  className?: string;
}

/**
 * Renders markup from the database safely: sanitised by {@link sanitizeHtml} (DOMPurify), then
 * set with `dangerouslySetInnerHTML`. The only component that renders markup fields.
 * Server rendering (prerendering) outputs the same sanitised markup, so it is in the HTML before
 * any JavaScript runs and hydrates without mismatch.
 * @example <SafeHtml html={post.content} variant="prose" />
 * @see docs/requirements.md §3
 */
export function SafeHtml({ html, as: Tag = 'div', variant = 'inline', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Tag
      className={cx(styles.root({ variant }), className)}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
