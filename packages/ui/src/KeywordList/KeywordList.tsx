import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { chip } from '../internal/card.css';
import * as styles from './KeywordList.css';

/** What {@link KeywordList} itself reads. */
interface KeywordListOwnProps {
  /** The keywords, in order. */
  keywords: readonly string[];
  /** Show at most this many (blog card 3, featured post 4, post page all). Default: all. */
  max?: number;
  /** The list's accessible name. Default 'Keywords'. */
  label?: string;
  /** Extra class for the `<ul>`. */
  className?: string;
}

/** Props of {@link KeywordList}: its own and every other `<ul>` attribute, `ref` included. */
export type KeywordListProps = ElementProps<'ul', KeywordListOwnProps>;

/**
 * A post's keywords as a labelled list of pills; renders nothing when there are none.
 * Takes `ref` and spreads the rest of its props onto its root `<ul>` (packages/ui/README.md,
 * "Composition").
 * @see docs/requirements.md §2 (Blog post: keywords), §9 (blog card up to 3 keywords, featured post up to 4)
 */
export function KeywordList({ keywords, max, label = 'Keywords', className, ...rest }: KeywordListProps) {
  const shown = max === undefined ? keywords : keywords.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <ul {...rest} className={cx(styles.list, className)} aria-label={label}>
      {shown.map((keyword) => (
        <li key={keyword} className={chip}>
          {keyword}
        </li>
      ))}
    </ul>
  );
}
