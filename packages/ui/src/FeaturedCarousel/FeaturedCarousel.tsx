import { CAROUSEL_INTERVAL_MS } from '../facts';
import { Carousel, type CarouselProps } from '../Carousel';
import { ImageWithFallback } from '../ImageWithFallback';
import * as styles from './FeaturedCarousel.css';

/** One before/after transformation. @see docs/requirements.md §3 (FeaturedPortfolio) */
export interface FeaturedItem {
  /** Unique id (the slide's React key). */
  id: string | number;
  /** The slide's heading; also the start of the default alt texts. */
  title: string;
  /** A portfolio category shown above the title (docs/requirements.md §3); missing → not shown. */
  category?: string | null;
  /** A sentence about the redesign; missing → not shown. */
  description?: string | null;
  /** A result line, e.g. `'+212% CTR in 30 days'`. */
  stats?: string | null;
  /** Missing or broken URLs show a placeholder. */
  beforeImageUrl?: string | null;
  /** Missing → "{title}, before the redesign". */
  beforeAltText?: string | null;
  /** The redesigned thumbnail; missing or broken → placeholder. */
  afterImageUrl?: string | null;
  /** Missing → "{title}, after the redesign". */
  afterAltText?: string | null;
}

/** What {@link FeaturedCarousel} itself reads. */
interface FeaturedCarouselOwnProps {
  /**
   * The transformations, one slide each (the site passes up to 5, newest first: docs/requirements.md §7, §9);
   * an empty list renders nothing.
   */
  items: readonly FeaturedItem[];
  /** Time between automatic advances, in ms. Default 5000. */
  intervalMs?: number;
  /** When the first slide came into view, in epoch ms (see {@link Carousel}'s `shownSinceMs`). */
  shownSinceMs?: number;
  /** Accessible name of the carousel. Default `'Featured transformations'`. */
  label?: string;
}

/**
 * Props of {@link FeaturedCarousel}: its own, and those of {@link Carousel} but its `slides`,
 * so every `<section>` attribute and `ref`.
 */
export type FeaturedCarouselProps = FeaturedCarouselOwnProps & Omit<CarouselProps, keyof FeaturedCarouselOwnProps | 'slides'>;

/**
 * The portfolio's featured before/after carousel: each slide shows the "Before" and "After"
 * thumbnails side by side (16:9, placeholders when missing), the category, title, description
 * and stats. Rotates every `intervalMs` when there is more than one item (see {@link Carousel}:
 * pause on hover/focus, wrap-around, previous/next). Renders nothing for an empty list. Takes
 * `ref` and spreads the rest of its props onto the {@link Carousel}, so onto its root `<section>`
 * (packages/ui/README.md, "Composition").
 * @see docs/requirements.md §2 Portfolio, §4
 */
export function FeaturedCarousel({
  items,
  intervalMs = CAROUSEL_INTERVAL_MS,
  shownSinceMs,
  label = 'Featured transformations',
  ...rest
}: FeaturedCarouselProps) {
  return (
    <Carousel
      {...rest}
      label={label}
      intervalMs={intervalMs}
      shownSinceMs={shownSinceMs}
      slides={items.map((item, index) => (
        <FeaturedSlide key={item.id} item={item} eager={index === 0} />
      ))}
    />
  );
}

/** The two sides of a transformation: the badge's text and look. */
const SIDES = {
  before: { badge: 'Before', badgeClassName: styles.badge },
  after: { badge: 'After', badgeClassName: styles.afterBadge },
} as const;

/** One side of the pair: its 16:9 image (alt text defaulting to "{title}, before/after the redesign") and badge. */
function SideFigure({ item, side, eager }: { item: FeaturedItem; side: keyof typeof SIDES; eager: boolean }) {
  const { badge, badgeClassName } = SIDES[side];
  const [src, alt] = side === 'before' ? [item.beforeImageUrl, item.beforeAltText] : [item.afterImageUrl, item.afterAltText];
  return (
    <figure className={styles.figure}>
      <ImageWithFallback
        className={styles.image}
        src={src}
        alt={alt || `${item.title}, ${side} the redesign`}
        width={1280}
        height={720}
        sizes="(min-width: 1024px) 36rem, 45vw"
        loading={eager ? 'eager' : 'lazy'}
      />
      <figcaption className={badgeClassName}>{badge}</figcaption>
    </figure>
  );
}

function FeaturedSlide({ item, eager }: { item: FeaturedItem; eager: boolean }) {
  return (
    <article className={styles.slide}>
      <div className={styles.pair}>
        <SideFigure item={item} side="before" eager={eager} />
        <SideFigure item={item} side="after" eager={eager} />
      </div>
      <div className={styles.body}>
        {item.category ? <p className={styles.category}>{item.category}</p> : null}
        <h3 className={styles.title}>{item.title}</h3>
        {item.description ? <p className={styles.description}>{item.description}</p> : null}
        {item.stats ? <p className={styles.stats}>{item.stats}</p> : null}
      </div>
    </article>
  );
}
