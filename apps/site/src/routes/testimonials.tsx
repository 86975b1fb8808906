import { testimonialsQuery } from '../lib/queries';
import { TestimonialsPage } from '../pages/TestimonialsPage';
import { routeData, RouteDataBoundary } from './routeData';

/** `/testimonials`: the testimonials carousel and grid, prerendered. @see spec §2, issue 5 §1 */
const data = routeData(() => [testimonialsQuery]);
export const loader = data.loader;
export const clientLoader = data.clientLoader;

export default function Route() {
  return (
    <RouteDataBoundary>
      <TestimonialsPage />
    </RouteDataBoundary>
  );
}
