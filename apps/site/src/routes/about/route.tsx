import { listTeamMembers, type TeamMember } from '@agency/data';
import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { createRouteData, unlessOnlyTheQueryChanged, type Areas } from '../../lib/routeData';
import { fetchData } from '../../lib/supabase';
import { organizationJsonLd, pageMeta, Seo } from '../../seo';
import { AboutPage } from './AboutPage';

/** What the about page reads: the team (failures only logged, docs/requirements.md §8). */
type AboutData = { team: TeamMember[] };

const data = createRouteData<AboutData>();
const areas = (): Areas<AboutData> => ({ team: { name: 'team', read: () => fetchData(listTeamMembers) } });

/** At build time: the team, prerendered into the page. */
export const loader = () => data.atBuild(areas());
/** In the browser: the refresh after hydration, or an in-app navigation. */
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => data.inBrowser(request, '', areas());
export const shouldRevalidate = unlessOnlyTheQueryChanged;

/** `/about`: the team (from the database) and the core values, prerendered. @see docs/requirements.md §2 (About) */
export default function Route() {
  const loaded = useLoaderData<typeof clientLoader>();
  data.useShown('', loaded);
  return (
    <>
      <Seo {...pageMeta.about} jsonLd={[organizationJsonLd()]} />
      <AboutPage team={loaded.team} />
    </>
  );
}
