import { CAROUSEL_INTERVAL_MS } from '../facts';
import { Carousel, type CarouselProps } from '../Carousel';
import { TestimonialCard, type TestimonialCardProps } from '../TestimonialCard';

/** One testimonial of the carousel: the card's props, with a stable id (the slide's key, not the card's `id`). */
export type TestimonialItem = Omit<TestimonialCardProps, 'id'> & { id: string | number };

/** What {@link TestimonialCarousel} itself reads. */
interface TestimonialCarouselOwnProps {
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
 * Props of {@link TestimonialCarousel}: its own, and those of {@link Carousel} but `slides` and
 * `showDots`, so every `<section>` attribute and `ref`.
 */
export type TestimonialCarouselProps = TestimonialCarouselOwnProps &
  Omit<CarouselProps, keyof TestimonialCarouselOwnProps | 'slides' | 'showDots'>;

/**
 * The testimonials carousel: one {@link TestimonialCard} per slide, with dots ("Go to slide N")
 * besides previous/next; rotates every `intervalMs` when there is more than one item, pauses on
 * hover/focus, wraps around (see {@link Carousel}). Renders nothing for an empty list. Takes `ref`
 * and spreads the rest of its props onto the {@link Carousel}, so onto its root `<section>`
 * (packages/ui/README.md, "Composition").
 * @see docs/requirements.md §2 Testimonials, §4, §9
 */
export function TestimonialCarousel({
  items,
  intervalMs = CAROUSEL_INTERVAL_MS,
  shownSinceMs,
  label = 'Testimonials',
  ...rest
}: TestimonialCarouselProps) {
  return (
    <Carousel
      {...rest}
      label={label}
      intervalMs={intervalMs}
      shownSinceMs={shownSinceMs}
      showDots
      slides={items.map(({ id, ...card }) => <TestimonialCard key={id} {...card} />)}
    />
  );
}
