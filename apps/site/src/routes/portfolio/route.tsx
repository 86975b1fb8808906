import { listCaseStudies, listFeaturedWorks, listThumbnailWorks } from '@agency/data';
import { readArea, readAtBuild, readInBrowser } from '../../lib/loaders';
import { fetchData } from '../../lib/supabase';
import { pageMeta, Seo } from '../../seo';
import type { Route } from './+types/route';
import { PortfolioPage, type PortfolioContentData } from './PortfolioPage';

/**
 * The works, the featured works and the case studies, read together as one area: the page shows
 * one loading state, and any of the three failing shows its error (the first one's, when several
 * fail; docs/requirements.md §4).
 */
async function readPortfolio(): Promise<PortfolioContentData> {
  const [works, featured, caseStudies] = await Promise.allSettled([
    fetchData(listThumbnailWorks),
    fetchData(listFeaturedWorks),
    fetchData(listCaseStudies),
  ]);
  if (works.status === 'rejected') throw works.reason;
  if (featured.status === 'rejected') throw featured.reason;
  if (caseStudies.status === 'rejected') throw caseStudies.reason;
  return { works: works.value, featured: featured.value, caseStudies: caseStudies.value };
}

/** At build time: featured work, case studies and works, prerendered into the page. */
export async function loader() {
  return { portfolio: await readAtBuild('portfolio', readPortfolio) };
}

/**
 * In the browser: the refresh after hydration, or an in-app navigation ('Loading portfolio
 * masterpieces...' meanwhile). Opening a case study (`?caseStudy=`) loads nothing again.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return readInBrowser(request, serverLoader, { portfolio: readArea('portfolio', readPortfolio) });
}
export { shouldRevalidate } from '../../lib/loaders';

/**
 * `/portfolio`: featured work, case studies and the works grid, prerendered with their data; the
 * free-sample dialog its call to action opens comes from the lead-dialogs layout around it.
 * @see docs/requirements.md §2 (Portfolio)
 */
export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Seo {...pageMeta.portfolio} />
      <PortfolioPage portfolio={loaderData.portfolio} />
    </>
  );
}
