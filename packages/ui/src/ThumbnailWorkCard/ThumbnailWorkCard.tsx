import { ImageWithFallback } from '../ImageWithFallback';
import { cardBody, cardSurface, cardText, cardTitle, chip } from '../internal/card.css';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { ArrowRightIcon } from '../internal/icons';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import { useLinkComponent } from '../Link';
import * as styles from './ThumbnailWorkCard.css';

/** What {@link ThumbnailWorkCard} itself reads. */
interface ThumbnailWorkCardOwnProps {
  /** The work's title (docs/requirements.md §3 Thumbnail_Work): the heading, and part of the case study link's name. */
  title: string;
  /** One of the portfolio categories (docs/requirements.md §3). */
  category: string;
  /** A sentence about the thumbnail; missing or empty → not shown. */
  description?: string | null;
  /** Missing → placeholder. */
  imageUrl?: string | null;
  /** Missing → the title. */
  altText?: string | null;
  /** Responsive candidates for `imageUrl` (`"a-640.webp 640w, a.webp 1280w"`). */
  srcSet?: string;
  /** A result line, e.g. "+212% CTR". */
  stats?: string | null;
  /** Internal link to the case study; "View Case Study" shows only when given. */
  caseStudyHref?: string | null;
  /** Heading level of the title. Default `3`. */
  headingLevel?: 2 | 3 | 4;
}

/** Props of {@link ThumbnailWorkCard}: its own and every other `<article>` attribute, `ref` included. */
export type ThumbnailWorkCardProps = ElementProps<'article', ThumbnailWorkCardOwnProps>;

/**
 * A portfolio grid card: 16:9 thumbnail with its category, title, description, a result
 * (stats) and, when `caseStudyHref` is given, a "View Case Study" link (through the
 * {@link LinkProvider} link) whose accessible name includes the title.
 * Takes `ref` and spreads the rest of its props onto its root `<article>` (packages/ui/README.md,
 * "Composition").
 * @see docs/requirements.md §2 Portfolio (grid of thumbnail work, each linking to its case study), §3 Thumbnail_Work
 */
export function ThumbnailWorkCard({
  title,
  category,
  description,
  imageUrl,
  srcSet,
  altText,
  stats,
  caseStudyHref,
  headingLevel = 3,
  className,
  ...rest
}: ThumbnailWorkCardProps) {
  const A = useLinkComponent();
  const Heading = `h${headingLevel}` as const;
  return (
    <article {...rest} className={cx(cardSurface, styles.root, className)}>
      <div className={styles.media}>
        <ImageWithFallback
          className={styles.image}
          src={imageUrl}
          alt={altText || title}
          width={640}
          height={360}
          srcSet={imageUrl ? srcSet : undefined}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        />
        <span className={cx(chip, styles.category)}>{category}</span>
      </div>
      <div className={cardBody}>
        <Heading className={cardTitle}>{title}</Heading>
        {description ? <p className={cardText}>{description}</p> : null}
        {stats ? (
          <p className={styles.stats}>
            <span className={visuallyHidden}>Result: </span>
            {stats}
          </p>
        ) : null}
        {caseStudyHref ? (
          <A href={caseStudyHref} className={styles.link}>
            View Case Study<span className={visuallyHidden}> for {title}</span>
            <ArrowRightIcon />
          </A>
        ) : null}
      </div>
    </article>
  );
}
