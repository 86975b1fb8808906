import type { Testimonial } from '@agency/data';
import { TESTIMONIAL_CAROUSEL_COUNT } from '@agency/domain';
import { Container, ErrorText, PageHeader, Section, Spinner, TestimonialCard, TestimonialCarousel } from '@agency/ui';
import { Loaded, useLoadError } from '../../components/Loaded';
import * as styles from '../../components/page.css';
import { business } from '../../config/business';
import type { Area } from '../../lib/loaders';
import { useArrivalMs } from '../../layout/arrival';

/** The testimonials' failed read: 'Error: {message}', in red. */
function TestimonialsError() {
  return (
    <Container>
      <div className={styles.stateBox}>
        <ErrorText>Error: {useLoadError().message}</ErrorText>
      </div>
    </Container>
  );
}

/**
 * Testimonials (`/testimonials`): a carousel of the first five (oldest first) and a grid of the
 * rest; a spinner while loading, the error text inline in red.
 * @param props.testimonials - the testimonials route's data, oldest first.
 * @see docs/requirements.md §2.7 (testimonials), §4 (ordering), §8
 */
export function TestimonialsPage({ testimonials }: { testimonials: Area<Testimonial[]> }) {
  return (
    <>
      <PageHeader
        eyebrow={`${business.claims.rating} ★ from ${business.claims.ratingsCount} ratings`}
        title="What creators say"
        intro="Real words from the channels we design for."
      />
      <Loaded
        data={testimonials}
        loading={
          <Container>
            <div className={styles.stateBox}>
              <Spinner label="Loading testimonials..." />
            </div>
          </Container>
        }
        error={<TestimonialsError />}
      >
        {(loaded) => <TestimonialSections testimonials={loaded} />}
      </Loaded>
    </>
  );
}

/** The carousel of the first five and the grid of the rest (a section with none is left out). */
function TestimonialSections({ testimonials }: { testimonials: Testimonial[] }) {
  const toCard = (t: Testimonial) => ({
    id: t.id,
    name: t.name,
    role: t.role ?? undefined,
    comment: t.comment,
    stars: t.stars,
    imageUrl: t.image_url,
    altText: t.alt_text ?? undefined,
    date: t.created_at,
  });
  const all = testimonials.map(toCard);
  const carousel = all.slice(0, TESTIMONIAL_CAROUSEL_COUNT);
  const arrivedMs = useArrivalMs();
  const rest = all.slice(TESTIMONIAL_CAROUSEL_COUNT);

  return (
    <>
      {carousel.length > 0 && (
        <Section id="featured-testimonials" title="Featured reviews" align="center">
          <TestimonialCarousel items={carousel} shownSinceMs={arrivedMs} />
        </Section>
      )}
      {rest.length > 0 && (
        <Section id="more-testimonials" title="More reviews" tone="raised" align="center">
          <div className={styles.grid}>
            {rest.map(({ id, ...card }) => (
              <TestimonialCard key={id} {...card} />
            ))}
          </div>
        </Section>
      )}
    </>
  );
}
