import { FEATURED_POST_MAX_KEYWORDS } from '../facts';
import type { BlogCardProps } from '../BlogCard';
import * as blogStyles from '../BlogCard/BlogCard.css';
import { PostDate } from '../BlogCard/PostDate';
import { ImageWithFallback } from '../ImageWithFallback';
import { cardBody, cardSurface, cardText, cardTitle, chip, stretchedLink } from '../internal/card.css';
import { KeywordList } from '../KeywordList';
import { cx } from '../internal/cx';
import { ArrowRightIcon } from '../internal/icons';
import { useLinkComponent } from '../Link';
import * as styles from './FeaturedPostCard.css';

/** Props of {@link FeaturedPostCard}: the same as {@link BlogCard}'s (heading level default 2). */
export type FeaturedPostCardProps = BlogCardProps;

/**
 * The newest post, featured at the top of the blog list: a wide card (image beside the text on
 * desktop) with a "Featured" badge, date, title linking to the post, excerpt and up to 4
 * keywords.
 * Takes `ref` and spreads the rest of its props onto its root `<article>` (packages/ui/README.md,
 * "Composition").
 * @see docs/requirements.md §2 Blog list (first post featured), §9 (featured post up to 4 keywords)
 */
export function FeaturedPostCard({
  title,
  href,
  excerpt,
  imageUrl,
  altText,
  date,
  keywords,
  headingLevel = 2,
  className,
  ...rest
}: FeaturedPostCardProps) {
  const A = useLinkComponent();
  const Heading = `h${headingLevel}` as const;
  return (
    <article {...rest} className={cx(cardSurface, blogStyles.root, styles.root, className)}>
      <ImageWithFallback
        className={styles.image}
        src={imageUrl}
        alt={altText ?? ''}
        width={1280}
        height={720}
        loading="eager"
        sizes="(min-width: 1024px) 55vw, 100vw"
      />
      <div className={cx(cardBody, styles.body)}>
        <span className={cx(chip, styles.badge)}>Featured</span>
        <PostDate date={date} className={blogStyles.date} />
        <Heading className={cx(cardTitle, styles.title)}>
          <A href={href} className={stretchedLink}>
            {title}
          </A>
        </Heading>
        {excerpt ? <p className={cx(cardText, styles.excerpt)}>{excerpt}</p> : null}
        <KeywordList keywords={keywords} max={FEATURED_POST_MAX_KEYWORDS} className={blogStyles.keywords} />
        <span className={blogStyles.readMore} aria-hidden="true">
          Read article <ArrowRightIcon />
        </span>
      </div>
    </article>
  );
}
