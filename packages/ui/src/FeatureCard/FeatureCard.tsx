import type { ReactNode } from 'react';
import { cardBody, cardSurface, cardText, cardTitle, iconTile } from '../internal/card.css';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import * as styles from './FeatureCard.css';

/**
 * The looks of a {@link FeatureCard}: `benefit`, start-aligned and lifting on hover (the home
 * page's benefits); `value`, centred on a soft gradient (the about page's core values).
 */
export const featureCardVariants = ['benefit', 'value'] as const;
/** One of {@link featureCardVariants}. */
export type FeatureCardVariant = (typeof featureCardVariants)[number];

/** What {@link FeatureCard} itself reads. */
interface FeatureCardOwnProps {
  /** A decorative icon (hidden from screen readers); none → no icon tile. */
  icon?: ReactNode;
  /** The card's heading: the benefit ("Fast Turnaround") or the value ("Innovation"). */
  title: ReactNode;
  /** One or two sentences about it. */
  description: ReactNode;
  /** Heading level of the title. Default `3`. */
  headingLevel?: 2 | 3 | 4;
  /** Its look, one of {@link featureCardVariants}. Default `'benefit'`. */
  variant?: FeatureCardVariant;
}

/** Props of {@link FeatureCard}: its own and every other `<article>` attribute, `ref` included. */
export type FeatureCardProps = ElementProps<'article', FeatureCardOwnProps>;

/**
 * A card with an icon tile, a title and a short description: an `article` whose heading is the
 * title. The home page's six benefit cards (`variant="benefit"`) and the about page's four core
 * values (`variant="value"`: Innovation, Client Focus, Creativity, Excellence).
 * Takes `ref` and spreads the rest of its props onto its root `<article>` (packages/ui/README.md,
 * "Composition").
 * @example <FeatureCard icon={<Zap />} title="Fast Turnaround" description="…" />
 * @example <FeatureCard variant="value" icon={<Lightbulb />} title="Innovation" description="…" />
 * @see docs/requirements.md §2.3 (six benefit cards), §2.6 (four core values)
 */
export function FeatureCard({
  icon,
  title,
  description,
  headingLevel = 3,
  variant = 'benefit',
  className,
  ...rest
}: FeatureCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article {...rest} className={cx(cardSurface, styles.root[variant], className)}>
      <div className={cx(cardBody, variant === 'value' && styles.centredBody)}>
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
