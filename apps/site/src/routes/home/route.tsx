import { listHomeThumbnails, type HomeThumbnail } from '@agency/data';
import { CONFIRMATION_HOME_MS } from '@agency/domain';
import { lazy, Suspense } from 'react';
import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { createRouteData, unlessOnlyTheQueryChanged, type Areas } from '../../lib/routeData';
import { fetchData } from '../../lib/supabase';
import { organizationJsonLd, pageMeta, Seo } from '../../seo';
import { HomePage } from './HomePage';

// The lead dialogs, a chunk of their own: requested as this module evaluates, beside the rest of
// the app rather than in its critical chain (docs/architecture.md "Following a behaviour").
const leadDialogs = import('../../features/leads/LeadDialogs');
const LeadDialogs = lazy(() => leadDialogs);

/** What the home page reads: the gallery's thumbnails (failures only logged, docs/requirements.md §8). */
type HomeData = { thumbnails: HomeThumbnail[] };

const data = createRouteData<HomeData>();
const areas = (): Areas<HomeData> => ({
  thumbnails: { name: 'home thumbnails', read: () => fetchData(listHomeThumbnails) },
});

/** At build time: the gallery's thumbnails, prerendered into the page. */
export const loader = () => data.atBuild(areas());
/** In the browser: the refresh after hydration, or an in-app navigation (the rows show 'Loading designs...' meanwhile). */
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => data.inBrowser(request, '', areas());
export const shouldRevalidate = unlessOnlyTheQueryChanged;

/**
 * `/`: the home page, prerendered with its gallery thumbnails, and the free-sample and callback
 * dialogs its hero opens (prerendered in full, hydrated after the page).
 * @see docs/requirements.md §2 (Home)
 */
export default function Route() {
  const loaded = useLoaderData<typeof clientLoader>();
  data.useShown('', loaded);
  return (
    <>
      <Seo {...pageMeta.home} jsonLd={[organizationJsonLd()]} />
      <HomePage thumbnails={loaded.thumbnails} />
      <Suspense fallback={null}>
        <LeadDialogs confirmationMs={CONFIRMATION_HOME_MS} />
      </Suspense>
    </>
  );
}
