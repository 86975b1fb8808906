import type { ReactNode } from 'react';
import * as styles from './form.css';

/**
 * A form's short closing line under its submit button, in small muted text: for the lead forms,
 * what is kept of the request and why (UK GDPR Article 13; the site's words, docs/privacy.md).
 * Renders nothing without `children`.
 */
export function FormNote({ children }: { children?: ReactNode }) {
  return children ? <p className={styles.note}>{children}</p> : null;
}
