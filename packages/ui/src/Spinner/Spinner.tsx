import { cx } from '../internal/cx';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './Spinner.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is loading, announced to screen readers. Default `'Loading...'`. */
  label?: string;
  /** Ring size: `sm` (icon), `md` (default, 44px) or `lg`. */
  size?: 'sm' | 'md' | 'lg';
  /** Keep the label for screen readers only. Default `false` (visible next to the ring). */
  hideLabel?: boolean;
  /** Extra class for the `role="status"` root. */
  className?: string;
}

/**
 * A loading indicator: a spinning ring and its label in a `role="status"` live region.
 * Reduced motion stops the spin (global rule).
 * @example <Spinner label="Loading portfolio masterpieces..." />
 * @see docs/requirements.md §4 (pages have loading states)
 */
export function Spinner({ label = 'Loading...', size = 'md', hideLabel = false, className }: SpinnerProps) {
  return (
    <div role="status" className={cx(styles.root, className)}>
      <span className={styles.ring({ size })} aria-hidden="true" />
      <span className={hideLabel ? visuallyHidden : undefined}>{label}</span>
    </div>
  );
}
