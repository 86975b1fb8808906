import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import * as styles from './ErrorText.css';

/** What {@link ErrorText} itself reads. */
interface ErrorTextOwnProps {
  /** The message, e.g. `Error: {message}`. */
  children: ReactNode;
  /** Extra class for the `<p>`. */
  className?: string;
}

/** Props of {@link ErrorText}: its own and every other `<p>` attribute, `ref` included. */
export type ErrorTextProps = ElementProps<'p', ErrorTextOwnProps>;

/**
 * An inline error message in red, announced at once (`role="alert"`).
 * Takes `ref` and spreads the rest of its props onto its root `<p>` (packages/ui/README.md,
 * "Composition").
 * @example <ErrorText>Error: {error.message}</ErrorText>
 * @see docs/requirements.md §4, §8 (portfolio, testimonials, blog show the message inline in red)
 */
export function ErrorText({ children, className, ...rest }: ErrorTextProps) {
  return (
    <p {...rest} role="alert" className={cx(styles.root, className)}>
      {children}
    </p>
  );
}
