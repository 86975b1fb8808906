import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './EmptyState.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** The message, e.g. 'No blog posts available yet. Check back soon!'. */
  children: ReactNode;
  /** A decorative icon or emoji above the message (hidden from screen readers). */
  icon?: ReactNode;
  /** Extra class for the panel's root `<div>`. */
  className?: string;
}

/**
 * A friendly "nothing here yet" panel for empty lists.
 * @example <EmptyState icon="🎬">No thumbnails found for "Automotive". Try another category!</EmptyState>
 * @see docs/requirements.md §8 (empty states)
 */
export function EmptyState({ children, icon, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p>{children}</p>
    </div>
  );
}
