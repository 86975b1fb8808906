import { cx } from '../internal/cx';
import { chip } from '../internal/card.css';
import * as styles from './KeywordList.css';

/** Props of {@link KeywordList}. */
export interface KeywordListProps {
  /** The keywords, in order. */
  keywords: readonly string[];
  /** Show at most this many (blog card 3, featured post 4, post page all). Default: all. */
  max?: number;
  /** The list's accessible name. Default 'Keywords'. */
  label?: string;
  /** Extra class for the `<ul>`. */
  className?: string;
}

/**
 * A post's keywords as a labelled list of pills; renders nothing when there are none.
 * @see docs/requirements.md §2 (Blog post: keywords), §9 (blog card up to 3 keywords, featured post up to 4)
 */
export function KeywordList({ keywords, max, label = 'Keywords', className }: KeywordListProps) {
  const shown = max === undefined ? keywords : keywords.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <ul className={cx(styles.list, className)} aria-label={label}>
      {shown.map((keyword) => (
        <li key={keyword} className={chip}>
          {keyword}
        </li>
      ))}
    </ul>
  );
}
