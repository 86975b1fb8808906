import { listTestimonials, type Testimonial } from '@agency/data';
import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { createRouteData, unlessOnlyTheQueryChanged, type Areas } from '../../lib/routeData';
import { fetchData } from '../../lib/supabase';
import { pageMeta, Seo } from '../../seo';
import { TestimonialsPage } from './TestimonialsPage';

/** What the testimonials page reads: every testimonial, oldest first. */
type TestimonialsData = { testimonials: Testimonial[] };

const data = createRouteData<TestimonialsData>();
const areas = (): Areas<TestimonialsData> => ({
  testimonials: { name: 'testimonials', read: () => fetchData(listTestimonials) },
});

/** At build time: the testimonials, prerendered into the page. */
export const loader = () => data.atBuild(areas());
/** In the browser: the refresh after hydration, or an in-app navigation (a spinner meanwhile). */
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => data.inBrowser(request, '', areas());
export const shouldRevalidate = unlessOnlyTheQueryChanged;

/** `/testimonials`: the testimonials carousel and grid, prerendered. @see docs/requirements.md §2 (Testimonials) */
export default function Route() {
  const loaded = useLoaderData<typeof clientLoader>();
  data.useShown('', loaded);
  return (
    <>
      <Seo {...pageMeta.testimonials} />
      <TestimonialsPage testimonials={loaded.testimonials} />
    </>
  );
}
