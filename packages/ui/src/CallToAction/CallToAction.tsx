import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import * as styles from './CallToAction.css';

/** What {@link CallToAction} itself reads. */
interface CallToActionOwnProps {
  /** The panel's heading. */
  title: ReactNode;
  /** A sentence under the heading. */
  description?: ReactNode;
  /** The buttons or links (e.g. 'Contact Us', 'Get a Free Sample'). */
  actions: ReactNode;
  /** Heading level. Default `2`. */
  headingLevel?: 2 | 3;
  /** Extra class for the panel's `<section>`. */
  className?: string;
}

/** Props of {@link CallToAction}: its own and every other `<section>` attribute, `ref` included. */
export type CallToActionProps = ElementProps<'section', CallToActionOwnProps>;

/**
 * A glowing call-to-action panel: heading, sentence and actions, as a region named by its
 * heading. Used for the contact call to action and the free-sample and callback sections.
 * Takes `ref` and spreads the rest of its props onto its root `<section>` (packages/ui/README.md,
 * "Composition").
 * @see docs/requirements.md §2 (Home: contact call to action; Packages: free-sample and callback sections)
 */
export function CallToAction({ title, description, actions, headingLevel = 2, className, ...rest }: CallToActionProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...rest} className={cx(styles.root, className)} aria-labelledby={id}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {description && <p className={styles.description}>{description}</p>}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
