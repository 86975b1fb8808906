import { teamMembersQuery } from '../lib/queries';
import { AboutPage } from '../pages/AboutPage';
import { routeData, RouteDataBoundary } from './routeData';

/** `/about`: the team (from the database) and the core values, prerendered. @see spec §2, issue 5 §1 */
const data = routeData(() => [teamMembersQuery]);
export const loader = data.loader;
export const clientLoader = data.clientLoader;

export default function Route() {
  return (
    <RouteDataBoundary>
      <AboutPage />
    </RouteDataBoundary>
  );
}
