import { caseStudiesQuery, featuredWorksQuery, thumbnailWorksQuery } from '../lib/queries';
import { PortfolioPage } from '../pages/PortfolioPage';
import { routeData, RouteDataBoundary } from './routeData';

/** `/portfolio`: featured work, case studies and the works grid, prerendered with their data. @see spec §2, issue 5 §1 */
const data = routeData(() => [thumbnailWorksQuery, featuredWorksQuery, caseStudiesQuery]);
export const loader = data.loader;
export const clientLoader = data.clientLoader;

export default function Route() {
  return (
    <RouteDataBoundary>
      <PortfolioPage />
    </RouteDataBoundary>
  );
}
