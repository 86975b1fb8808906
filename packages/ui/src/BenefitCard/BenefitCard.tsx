import type { ReactNode } from 'react';
import { cardBody, cardSurface, cardText, cardTitle, iconTile } from '../internal/card.css';
import { cx } from '../internal/cx';
import * as styles from './BenefitCard.css';

/** Props of {@link BenefitCard}. */
export interface BenefitCardProps {
  /** A decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  /** The benefit, e.g. "24-48h delivery"; the card's heading. */
  title: ReactNode;
  /** One or two sentences explaining the benefit. */
  description: ReactNode;
  /** Heading level of the title. Default `3`. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One of the home page's benefit cards: icon tile, title and a short description.
 * @example <BenefitCard icon={<Zap />} title="24-48h delivery" description="…" />
 * @see spec §2 Home (six benefit cards)
 */
export function BenefitCard({ icon, title, description, headingLevel = 3 }: BenefitCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(cardSurface, styles.root)}>
      <div className={cardBody}>
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
