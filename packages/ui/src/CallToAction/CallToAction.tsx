import { useId, type ReactNode } from 'react';
import * as styles from './CallToAction.css';

/** Props of {@link CallToAction}. */
export interface CallToActionProps {
  /** The panel's heading. */
  title: ReactNode;
  /** A sentence under the heading. */
  description?: ReactNode;
  /** The buttons or links (e.g. 'Contact Us', 'Get a Free Sample'). */
  actions: ReactNode;
  /** Heading level. Default `2`. */
  headingLevel?: 2 | 3;
}

/**
 * A glowing call-to-action panel: heading, sentence and actions, as a region named by its
 * heading. Used for the contact call to action and the free-sample and callback sections.
 * @see docs/requirements.md §2 (Home: contact call to action; Packages: free-sample and callback sections)
 */
export function CallToAction({ title, description, actions, headingLevel = 2 }: CallToActionProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.root} aria-labelledby={id}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {description && <p className={styles.description}>{description}</p>}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
