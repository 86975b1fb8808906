import { ImageWithFallback } from '../ImageWithFallback';
import { cardBody, cardSurface, cardTitle } from '../internal/card.css';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { SafeHtml } from '../SafeHtml';
import * as styles from './TeamMemberCard.css';

/** What {@link TeamMemberCard} itself reads. */
interface TeamMemberCardOwnProps {
  /** The member's name: the card's heading and the portrait's default alt text. */
  name: string;
  /** Job title; may contain markup (sanitised). */
  role: string;
  /** Short biography; may contain markup (sanitised). */
  bio: string;
  /** Square portrait; missing → placeholder. */
  imageUrl?: string | null;
  /** Missing → "Portrait of {name}". */
  altText?: string | null;
  /** Heading level of the name. Default `3`. */
  headingLevel?: 2 | 3 | 4;
}

/** Props of {@link TeamMemberCard}: its own and every other `<article>` attribute, `ref` included. */
export type TeamMemberCardProps = ElementProps<'article', TeamMemberCardOwnProps>;

/**
 * A team member: square portrait, name, role and bio. Role and bio come from the database and
 * may contain markup, rendered only through {@link SafeHtml}.
 * Takes `ref` and spreads the rest of its props onto its root `<article>` (packages/ui/README.md,
 * "Composition").
 * @see docs/requirements.md §2 About (team), §3 Team (role and bio may contain markup)
 */
export function TeamMemberCard({
  name,
  role,
  bio,
  imageUrl,
  altText,
  headingLevel = 3,
  className,
  ...rest
}: TeamMemberCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article {...rest} className={cx(cardSurface, styles.root, className)}>
      <ImageWithFallback
        className={styles.portrait}
        src={imageUrl}
        alt={altText || `Portrait of ${name}`}
        width={400}
        height={400}
      />
      <div className={cx(cardBody, styles.body)}>
        <Heading className={cardTitle}>{name}</Heading>
        <SafeHtml html={role} className={styles.role} />
        <SafeHtml html={bio} className={styles.bio} />
      </div>
    </article>
  );
}
