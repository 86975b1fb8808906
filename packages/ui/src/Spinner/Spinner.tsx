import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './Spinner.css';

/** What {@link Spinner} itself reads. */
interface SpinnerOwnProps {
  /** What is loading, announced to screen readers. Default `'Loading...'`. */
  label?: string;
  /** Ring size: `sm` (icon), `md` (default, 44px) or `lg`. */
  size?: 'sm' | 'md' | 'lg';
  /** Keep the label for screen readers only. Default `false` (visible next to the ring). */
  hideLabel?: boolean;
  /** Extra class for the `role="status"` root. */
  className?: string;
}

/** Props of {@link Spinner}: its own and every other `<div>` attribute, `ref` included. */
export type SpinnerProps = ElementProps<'div', SpinnerOwnProps>;

/**
 * A loading indicator: a spinning ring and its label in a `role="status"` live region.
 * Reduced motion stops the spin (global rule).
 * Takes `ref` and spreads the rest of its props onto its root `<div>` (packages/ui/README.md,
 * "Composition").
 * @example <Spinner label="Loading portfolio masterpieces..." />
 * @see docs/requirements.md §4 (pages have loading states)
 */
export function Spinner({ label = 'Loading...', size = 'md', hideLabel = false, className, ...rest }: SpinnerProps) {
  return (
    <div {...rest} role="status" className={cx(styles.root, className)}>
      <span className={styles.ring({ size })} aria-hidden="true" />
      <span className={hideLabel ? visuallyHidden : undefined}>{label}</span>
    </div>
  );
}
