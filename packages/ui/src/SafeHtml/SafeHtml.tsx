import { useMemo, type Ref } from 'react';
import { cx } from '../internal/cx';
import type { HTMLElementProps } from '../internal/elementProps';
import { sanitizeHtml } from './sanitizeHtml';
import * as styles from './SafeHtml.css';

/** The elements a {@link SafeHtml} can render. */
type SafeHtmlTag = 'div' | 'span' | 'p';

/** What {@link SafeHtml} itself reads. */
interface SafeHtmlOwnProps {
  /** Untrusted markup (from the database). Sanitised before it reaches the DOM. */
  html: string;
  /** The wrapping element. Default `div`. */
  as?: SafeHtmlTag;
  /** `inline` (default): inherits the surrounding text style; `prose`: styled long-form text
   * (headings, lists, quotes, images, links) for blog posts. */
  variant?: 'inline' | 'prose';
  /** Extra class for the wrapping element. */
  className?: string;
  /** Not taken: the content is `html`. */
  children?: never;
  /** Not taken: the content is `html`, sanitised. */
  dangerouslySetInnerHTML?: never;
}

/** Props of {@link SafeHtml}: its own and every other attribute of the element it renders, `ref` included. */
export type SafeHtmlProps = HTMLElementProps<SafeHtmlOwnProps>;

/**
 * Renders markup from the database safely: sanitised by {@link sanitizeHtml} (DOMPurify), then
 * set with `dangerouslySetInnerHTML`. The only component that renders markup fields.
 * Server rendering (prerendering) outputs the same sanitised markup, so it is in the HTML before
 * any JavaScript runs and hydrates without mismatch. Takes `ref` and spreads the rest of its props
 * onto its root, the `as` element (`<div>` by default; packages/ui/README.md, "Composition").
 * @example <SafeHtml html={post.content} variant="prose" />
 * @see docs/requirements.md §3
 */
export function SafeHtml({ html, as: Tag = 'div', variant = 'inline', className, ref, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Tag
      {...rest}
      // Each tag is an HTMLElement, which is what `ref` is typed for.
      ref={ref as Ref<HTMLDivElement>}
      className={cx(styles.root({ variant }), className)}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
