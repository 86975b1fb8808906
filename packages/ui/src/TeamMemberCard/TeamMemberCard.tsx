import { ImageWithFallback } from '../ImageWithFallback';
import { cardBody, cardSurface, cardTitle } from '../internal/card.css';
import { cx } from '../internal/cx';
import { SafeHtml } from '../SafeHtml';
import * as styles from './TeamMemberCard.css';

/** Props of {@link TeamMemberCard}. */
export interface TeamMemberCardProps {
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

/**
 * A team member: square portrait, name, role and bio. Role and bio come from the database and
 * may contain markup, rendered only through {@link SafeHtml}.
 * @see docs/requirements.md §2 About (team), §3 Team (role and bio may contain markup)
 */
export function TeamMemberCard({ name, role, bio, imageUrl, altText, headingLevel = 3 }: TeamMemberCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(cardSurface, styles.root)}>
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
