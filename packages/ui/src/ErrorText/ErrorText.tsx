import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './ErrorText.css';

/** Props of {@link ErrorText}. */
export interface ErrorTextProps {
  /** The message, e.g. `Error: {message}`. */
  children: ReactNode;
  /** Extra class for the `<p>`. */
  className?: string;
}

/**
 * An inline error message in red, announced at once (`role="alert"`).
 * @example <ErrorText>Error: {error.message}</ErrorText>
 * @see docs/requirements.md §4, §8 (portfolio, testimonials, blog show the message inline in red)
 */
export function ErrorText({ children, className }: ErrorTextProps) {
  return (
    <p role="alert" className={cx(styles.root, className)}>
      {children}
    </p>
  );
}
