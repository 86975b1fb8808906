import type { ReactNode } from 'react';
import { cardBody, cardSurface, cardText, cardTitle, iconTile } from '../internal/card.css';
import { cx } from '../internal/cx';
import * as styles from './CoreValueCard.css';

/** Props of {@link CoreValueCard}. */
export interface CoreValueCardProps {
  /** A decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  /** The value, e.g. "Innovation". */
  title: ReactNode;
  /** A sentence about the value. */
  description: ReactNode;
  /** Heading level of the title. Default `3`. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One of the About page's core values (Innovation, Client Focus, Creativity, Excellence):
 * a centred card with an icon, the value and a sentence.
 * @see spec §2 About (four core values)
 */
export function CoreValueCard({ icon, title, description, headingLevel = 3 }: CoreValueCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(cardSurface, styles.root)}>
      <div className={cx(cardBody, styles.body)}>
        {icon ? (
          <span className={iconTile} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <Heading className={cardTitle}>{title}</Heading>
        <p className={cardText}>{description}</p>
      </div>
    </article>
  );
}
