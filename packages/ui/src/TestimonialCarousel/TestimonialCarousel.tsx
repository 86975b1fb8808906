import { CAROUSEL_INTERVAL_MS } from '../facts';
import { Carousel } from '../Carousel';
import { TestimonialCard, type TestimonialCardProps } from '../TestimonialCard';

/** One testimonial of the carousel: the card's props plus a stable id. */
export type TestimonialItem = TestimonialCardProps & { id: string | number };

/** Props of {@link TestimonialCarousel}. */
export interface TestimonialCarouselProps {
  /** The testimonials to rotate (the site passes the first five, oldest first). */
  items: readonly TestimonialItem[];
  /** Time between automatic advances, in ms. Default 5000. */
  intervalMs?: number;
  /** When the first slide came into view, in epoch ms (see {@link Carousel}'s `shownSinceMs`). */
  shownSinceMs?: number;
  /** Accessible name of the carousel. Default `'Testimonials'`. */
  label?: string;
}

/**
 * The testimonials carousel: one {@link TestimonialCard} per slide, with dots ("Go to slide N")
 * besides previous/next; rotates every `intervalMs` when there is more than one item, pauses on
 * hover/focus, wraps around (see {@link Carousel}). Renders nothing for an empty list.
 * @see docs/requirements.md §2 Testimonials, §4, §9
 */
export function TestimonialCarousel({
  items,
  intervalMs = CAROUSEL_INTERVAL_MS,
  shownSinceMs,
  label = 'Testimonials',
}: TestimonialCarouselProps) {
  return (
    <Carousel
      label={label}
      intervalMs={intervalMs}
      shownSinceMs={shownSinceMs}
      showDots
      slides={items.map(({ id, ...card }) => <TestimonialCard key={id} {...card} />)}
    />
  );
}
