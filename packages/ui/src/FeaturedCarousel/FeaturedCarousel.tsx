import { Carousel, CAROUSEL_INTERVAL_MS } from '../Carousel';
import { ImageWithFallback } from '../ImageWithFallback';
import * as styles from './FeaturedCarousel.css';

/** One before/after transformation. @see spec §3 (FeaturedPortfolio) */
export interface FeaturedItem {
  /** Unique id (the slide's React key). */
  id: string | number;
  /** The slide's heading; also the start of the default alt texts. */
  title: string;
  /** A portfolio category shown above the title (spec §3); missing → not shown. */
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

/** Props of {@link FeaturedCarousel}. */
export interface FeaturedCarouselProps {
  /**
   * The transformations, one slide each (the site passes up to 5, newest first: spec §7, §9);
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
 * The portfolio's featured before/after carousel: each slide shows the "Before" and "After"
 * thumbnails side by side (16:9, placeholders when missing), the category, title, description
 * and stats. Rotates every `intervalMs` when there is more than one item (see {@link Carousel}:
 * pause on hover/focus, wrap-around, previous/next). Renders nothing for an empty list.
 * @see spec §2 Portfolio, §4
 */
export function FeaturedCarousel({
  items,
  intervalMs = CAROUSEL_INTERVAL_MS,
  shownSinceMs,
  label = 'Featured transformations',
}: FeaturedCarouselProps) {
  return (
    <Carousel
      label={label}
      intervalMs={intervalMs}
      shownSinceMs={shownSinceMs}
      slides={items.map((item, index) => (
        <FeaturedSlide key={item.id} item={item} eager={index === 0} />
      ))}
    />
  );
}

function FeaturedSlide({ item, eager }: { item: FeaturedItem; eager: boolean }) {
  const sizes = '(min-width: 1024px) 36rem, 45vw';
  return (
    <article className={styles.slide}>
      <div className={styles.pair}>
        <figure className={styles.figure}>
          <ImageWithFallback
            className={styles.image}
            src={item.beforeImageUrl}
            alt={item.beforeAltText || `${item.title}, before the redesign`}
            width={1280}
            height={720}
            sizes={sizes}
            loading={eager ? 'eager' : 'lazy'}
          />
          <figcaption className={styles.badge}>Before</figcaption>
        </figure>
        <figure className={styles.figure}>
          <ImageWithFallback
            className={styles.image}
            src={item.afterImageUrl}
            alt={item.afterAltText || `${item.title}, after the redesign`}
            width={1280}
            height={720}
            sizes={sizes}
            loading={eager ? 'eager' : 'lazy'}
          />
          <figcaption className={styles.afterBadge}>After</figcaption>
        </figure>
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
