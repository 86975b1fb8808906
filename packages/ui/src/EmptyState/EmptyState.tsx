import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import * as styles from './EmptyState.css';

/** What {@link EmptyState} itself reads. */
interface EmptyStateOwnProps {
  /** The message, e.g. 'No blog posts available yet. Check back soon!'. */
  children: ReactNode;
  /** A decorative icon or emoji above the message (hidden from screen readers). */
  icon?: ReactNode;
  /** Extra class for the panel's root `<div>`. */
  className?: string;
}

/** Props of {@link EmptyState}: its own and every other `<div>` attribute, `ref` included. */
export type EmptyStateProps = ElementProps<'div', EmptyStateOwnProps>;

/**
 * A friendly "nothing here yet" panel for empty lists.
 * Takes `ref` and spreads the rest of its props onto its root `<div>` (packages/ui/README.md,
 * "Composition").
 * @example <EmptyState icon="🎬">No thumbnails found for "Automotive". Try another category!</EmptyState>
 * @see docs/requirements.md §8 (empty states)
 */
export function EmptyState({ children, icon, className, ...rest }: EmptyStateProps) {
  return (
    <div {...rest} className={cx(styles.root, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p>{children}</p>
    </div>
  );
}
