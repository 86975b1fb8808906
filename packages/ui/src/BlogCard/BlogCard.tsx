import { BLOG_CARD_MAX_KEYWORDS } from '../facts';
import { ImageWithFallback } from '../ImageWithFallback';
import { cardBody, cardSurface, cardText, cardTitle, stretchedLink } from '../internal/card.css';
import { KeywordList } from '../KeywordList';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { ArrowRightIcon } from '../internal/icons';
import { useLinkComponent } from '../Link';
import * as styles from './BlogCard.css';
import { PostDate } from './PostDate';

/** What {@link BlogCard} (and {@link FeaturedPostCard}) itself reads. */
interface BlogCardOwnProps {
  /** The post's title (`blogs.title`, docs/requirements.md §3): the heading and the text of the link to `href`. */
  title: string;
  /** The post's page, e.g. `/blog/{slug}`. */
  href: string;
  /** A summary (the post's meta description). */
  excerpt?: string | null;
  /** Cover image; missing → placeholder. */
  imageUrl?: string | null;
  /** Missing → decorative (the title names the card). */
  altText?: string | null;
  /** ISO date of publication. */
  date: string;
  /**
   * The post's keywords (`blogs.keywords`, docs/requirements.md §3), in order: a `BlogCard` shows the first 3,
   * a `FeaturedPostCard` the first 4 (docs/requirements.md §9); an empty list shows none.
   */
  keywords: string[];
  /** Heading level of the title. Default `3`. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Props of {@link BlogCard} (and {@link FeaturedPostCard}): its own and every other `<article>`
 * attribute, `ref` included.
 */
export type BlogCardProps = ElementProps<'article', BlogCardOwnProps>;

/**
 * A blog list card: cover, date ('14 March 2026' in a `<time>`), title linking to the post (the
 * whole card is clickable), excerpt and up to 3 keywords.
 * Takes `ref` and spreads the rest of its props onto its root `<article>` (packages/ui/README.md,
 * "Composition").
 * @see docs/requirements.md §2 Blog list, §9 (blog card up to 3 keywords)
 */
export function BlogCard({
  title,
  href,
  excerpt,
  imageUrl,
  altText,
  date,
  keywords,
  headingLevel = 3,
  className,
  ...rest
}: BlogCardProps) {
  const A = useLinkComponent();
  const Heading = `h${headingLevel}` as const;
  return (
    <article {...rest} className={cx(cardSurface, styles.root, className)}>
      <ImageWithFallback
        className={styles.image}
        src={imageUrl}
        alt={altText ?? ''}
        width={640}
        height={360}
        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
      />
      <div className={cardBody}>
        <PostDate date={date} className={styles.date} />
        <Heading className={cardTitle}>
          <A href={href} className={stretchedLink}>
            {title}
          </A>
        </Heading>
        {excerpt ? <p className={cx(cardText, styles.excerpt)}>{excerpt}</p> : null}
        <KeywordList keywords={keywords} max={BLOG_CARD_MAX_KEYWORDS} className={styles.keywords} />
        <span className={styles.readMore} aria-hidden="true">
          Read article <ArrowRightIcon />
        </span>
      </div>
    </article>
  );
}
