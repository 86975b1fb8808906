import { listCaseStudies, listFeaturedWorks, listThumbnailWorks } from '@agency/data';
import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { createRouteData, unlessOnlyTheQueryChanged, type Areas } from '../lib/routeData';
import { fetchData } from '../lib/supabase';
import { PortfolioPage, type PortfolioContentData } from '../pages/PortfolioPage';

/**
 * What the portfolio reads: the works, the featured works and the case studies, as one area
 * (the page shows one loading state, and any of the three failing shows its error, spec §4).
 */
type PortfolioData = { portfolio: PortfolioContentData };

const data = createRouteData<PortfolioData>();
const areas = (): Areas<PortfolioData> => ({
  portfolio: {
    name: 'portfolio',
    read: async () => {
      const [works, featured, caseStudies] = await Promise.allSettled([
        fetchData(listThumbnailWorks),
        fetchData(listFeaturedWorks),
        fetchData(listCaseStudies),
      ]);
      // All three are read together; when several fail, the page shows the first one's error.
      if (works.status === 'rejected') throw works.reason;
      if (featured.status === 'rejected') throw featured.reason;
      if (caseStudies.status === 'rejected') throw caseStudies.reason;
      return { works: works.value, featured: featured.value, caseStudies: caseStudies.value };
    },
  },
});

/** At build time: featured work, case studies and works, prerendered into the page. */
export const loader = () => data.atBuild(areas());
/**
 * In the browser: the refresh after hydration, or an in-app navigation ('Loading portfolio
 * masterpieces...' meanwhile). Opening a case study (`?caseStudy=`) loads nothing again.
 */
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => data.inBrowser(request, '', areas());
export const shouldRevalidate = unlessOnlyTheQueryChanged;

/** `/portfolio`: featured work, case studies and the works grid, prerendered with their data. @see spec §2, issue 5 §1 */
export default function Route() {
  const loaded = useLoaderData<typeof clientLoader>();
  data.useShown('', loaded);
  return <PortfolioPage portfolio={loaded.portfolio} />;
}
