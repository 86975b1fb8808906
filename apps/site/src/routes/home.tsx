import { homeThumbnailsQuery } from '../lib/queries';
import { HomePage } from '../pages/HomePage';
import { routeData, RouteDataBoundary } from './routeData';

/** `/`: the home page, prerendered with its gallery thumbnails. @see spec §2, issue 5 §1 */
const data = routeData(() => [homeThumbnailsQuery]);
export const loader = data.loader;
export const clientLoader = data.clientLoader;

export default function Route() {
  return (
    <RouteDataBoundary>
      <HomePage />
    </RouteDataBoundary>
  );
}
