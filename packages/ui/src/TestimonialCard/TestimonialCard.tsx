import { MAX_STARS } from '../facts';
import { ImageWithFallback } from '../ImageWithFallback';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { formatUtcDate } from '../internal/formatUtcDate';
import { SafeHtml } from '../SafeHtml';
import * as styles from './TestimonialCard.css';

/** What {@link TestimonialCard} itself reads. @see docs/requirements.md §3 (testimonials) */
interface TestimonialCardOwnProps {
  /** The reviewer's name, plain text. */
  name: string;
  /** The reviewer's role or channel, plain text. */
  role?: string | null;
  /** The review; may contain markup (sanitised through `SafeHtml`). */
  comment: string;
  /** 0–5; clamped and rounded. */
  stars: number;
  /** Avatar URL; missing or broken shows a placeholder. */
  imageUrl?: string | null;
  /** Avatar alt text; without it the avatar is decorative (the name is next to it). */
  altText?: string | null;
  /** ISO date or timestamp, shown as e.g. "21 Nov 2026" (UTC, so prerendering and the browser agree). */
  date?: string | null;
  /** Extra class for the card's `<article>` (e.g. the grid's or carousel's sizing). */
  className?: string;
}

/** Props of {@link TestimonialCard}: its own and every other `<article>` attribute, `ref` included. */
export type TestimonialCardProps = ElementProps<'article', TestimonialCardOwnProps>;

/**
 * One review: read-only stars (`role="img"`, "Rated N out of 5 stars"), the comment as a quote,
 * the reviewer's avatar, name, role and date. The stars are a picture with a name rather than
 * Ark's `RatingGroup`: read-only, that part is still a radio group with a tab stop per card, where
 * a visitor needs one announcement and nothing to operate.
 * Takes `ref` and spreads the rest of its props onto its root `<article>` (packages/ui/README.md,
 * "Composition").
 * @see docs/requirements.md §2 Testimonials, §3
 */
export function TestimonialCard({
  name,
  role,
  comment,
  stars,
  imageUrl,
  altText,
  date,
  className,
  ...rest
}: TestimonialCardProps) {
  const rating = Math.min(MAX_STARS, Math.max(0, Math.round(Number.isFinite(stars) ? stars : 0)));
  const parsed = date ? new Date(date) : null;
  const validDate = parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
  return (
    <article {...rest} className={cx(styles.card, className)}>
      <div className={styles.stars} role="img" aria-label={`Rated ${rating} out of ${MAX_STARS} stars`}>
        {Array.from({ length: MAX_STARS }, (_, i) => (
          <svg key={i} className={i < rating ? styles.starFilled : styles.star} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2.5l2.9 6.06 6.6.8-4.87 4.55 1.25 6.55L12 17.27l-5.88 3.19 1.25-6.55L2.5 9.36l6.6-.8z"
            />
          </svg>
        ))}
      </div>
      <blockquote className={styles.quote}>
        <SafeHtml html={comment} />
      </blockquote>
      <div className={styles.person}>
        <ImageWithFallback className={styles.avatar} src={imageUrl} alt={altText ?? ''} width={112} height={112} />
        <div className={styles.who}>
          <p className={styles.name}>{name}</p>
          {role ? <p className={styles.meta}>{role}</p> : null}
          {validDate ? (
            <time className={styles.meta} dateTime={validDate.toISOString()}>
              {formatUtcDate(validDate, 'short')}
            </time>
          ) : null}
        </div>
      </div>
    </article>
  );
}
