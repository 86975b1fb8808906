import type { ReactNode } from 'react';
import { WITHOUT_SCRIPT } from '../internal/scripting';
import * as styles from './form.css';

/** What a form says in place of its fields when the browser runs no script, unless given its own words. */
export const WITHOUT_SCRIPT_NOTE = 'Sending this form needs JavaScript, which is off in this browser.';

/**
 * A form's note for a browser that runs no script (JavaScript off): shown only then, in place of
 * the form's fields, which cannot send without the app (`internal/scripting.ts`). Put it first in
 * a form that carries `SCRIPT_FORM`.
 * @param props.children - the note, e.g. how to reach the agency instead; default {@link WITHOUT_SCRIPT_NOTE}.
 * @see docs/accessibility.md (Without JavaScript)
 */
export function WithoutScriptNote({ children }: { children?: ReactNode }) {
  return (
    <p {...WITHOUT_SCRIPT} className={styles.withoutScript}>
      {children ?? WITHOUT_SCRIPT_NOTE}
    </p>
  );
}
