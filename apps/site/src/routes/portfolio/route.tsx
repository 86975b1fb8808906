import { listCaseStudies, listFeaturedWorks, listThumbnailWorks } from '@agency/data';
import { CONFIRMATION_OTHER_MS } from '@agency/domain';
import { lazy, Suspense } from 'react';
import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { createRouteData, unlessOnlyTheQueryChanged, type Areas } from '../../lib/routeData';
import { fetchData } from '../../lib/supabase';
import { pageMeta, Seo } from '../../seo';
import { PortfolioPage, type PortfolioContentData } from './PortfolioPage';

// The lead dialogs, a chunk of their own: requested as this module evaluates, beside the rest of
// the app rather than in its critical chain (docs/architecture.md "Following a behaviour").
const leadDialogs = import('../../features/leads/LeadDialogs');
const LeadDialogs = lazy(() => leadDialogs);

/**
 * What the portfolio reads: the works, the featured works and the case studies, as one area
 * (the page shows one loading state, and any of the three failing shows its error, docs/requirements.md §4).
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

/**
 * `/portfolio`: featured work, case studies and the works grid, prerendered with their data, and
 * the free-sample dialog its call to action opens (the lead dialogs, hydrated after the page).
 * @see docs/requirements.md §2 (Portfolio)
 */
export default function Route() {
  const loaded = useLoaderData<typeof clientLoader>();
  data.useShown('', loaded);
  return (
    <>
      <Seo {...pageMeta.portfolio} />
      <PortfolioPage portfolio={loaded.portfolio} />
      <Suspense fallback={null}>
        <LeadDialogs confirmationMs={CONFIRMATION_OTHER_MS} />
      </Suspense>
    </>
  );
}
