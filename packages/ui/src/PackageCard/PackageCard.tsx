import { useId, type ReactNode } from 'react';
import { cardBody, cardSurface, cardText, cardTitle } from '../internal/card.css';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { CheckIcon } from '../internal/icons';
import * as styles from './PackageCard.css';

/** What {@link PackageCard} itself reads. */
interface PackageCardOwnProps {
  /** Package name, e.g. "Pro Engage". */
  name: string;
  /** Price as displayed, e.g. "$70". */
  price: string;
  /** Billing period shown after the price, e.g. "/m". */
  period?: string;
  /** A sentence under the price; missing or empty → not shown. */
  description?: string;
  /** What the package includes, one line each. */
  features: string[];
  /** Highlight the card with a "Most Popular" badge. */
  popular?: boolean;
  /** The call to action (e.g. a ButtonLink to /contact). */
  action: ReactNode;
  /** Heading level of the name. Default `3`. */
  headingLevel?: 2 | 3 | 4;
}

/** Props of {@link PackageCard}: its own and every other `<article>` attribute, `ref` included. */
export type PackageCardProps = ElementProps<'article', PackageCardOwnProps>;

/**
 * A pricing card: name, price and period, description, a checked feature list and an action;
 * `popular` adds an accent border, glow and a "Most Popular" badge. Cards in a grid stretch to
 * equal height with the actions aligned at the bottom.
 * Takes `ref` and spreads the rest of its props onto its root `<article>` (packages/ui/README.md,
 * "Composition").
 * @example <PackageCard name="Pro Engage" price="$70" period="/m" popular features={[…]} action={<ButtonLink href="/contact">Choose Pro Engage</ButtonLink>} />
 * @see docs/requirements.md §3 Packages, §9 (prices)
 */
export function PackageCard({
  name,
  price,
  period,
  description,
  features,
  popular = false,
  action,
  headingLevel = 3,
  className,
  ...rest
}: PackageCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article {...rest} aria-labelledby={titleId} className={cx(cardSurface, styles.root({ popular }), className)}>
      {popular ? <span className={styles.badge}>Most Popular</span> : null}
      <div className={cardBody}>
        <Heading id={titleId} className={cardTitle}>
          {name}
        </Heading>
        <p className={styles.price}>
          <span className={styles.amount}>{price}</span>
          {period ? <span className={styles.period}>{period}</span> : null}
        </p>
        {description ? <p className={cardText}>{description}</p> : null}
        <ul className={styles.features} aria-label={`${name} includes`}>
          {features.map((feature) => (
            <li key={feature} className={styles.feature}>
              <CheckIcon className={styles.check} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <div className={styles.action}>{action}</div>
      </div>
    </article>
  );
}
