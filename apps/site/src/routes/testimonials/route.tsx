import { listTestimonials } from '@agency/data';
import { readArea, readAtBuild, readInBrowser } from '../../lib/loaders';
import { fetchData } from '../../lib/supabase';
import { pageMeta, Seo } from '../../seo';
import type { Route } from './+types/route';
import { TestimonialsPage } from './TestimonialsPage';

/** Every testimonial, oldest first. */
const readTestimonials = () => fetchData(listTestimonials);

/** At build time: the testimonials, prerendered into the page. */
export async function loader() {
  return { testimonials: await readAtBuild('testimonials', readTestimonials) };
}

/** In the browser: the refresh after hydration, or an in-app navigation (a spinner meanwhile). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return readInBrowser(request, serverLoader, { testimonials: readArea('testimonials', readTestimonials) });
}
export { shouldRevalidate } from '../../lib/loaders';

/** `/testimonials`: the testimonials carousel and grid, prerendered. @see docs/requirements.md §2 (Testimonials) */
export default function Testimonials({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Seo {...pageMeta.testimonials} />
      <TestimonialsPage testimonials={loaderData.testimonials} />
    </>
  );
}
