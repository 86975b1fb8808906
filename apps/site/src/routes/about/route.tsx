import { listTeamMembers } from '@agency/data';
import { readArea, readAtBuild, readInBrowser } from '../../lib/loaders';
import { fetchData } from '../../lib/supabase';
import { organizationJsonLd, pageMeta, Seo } from '../../seo';
import type { Route } from './+types/route';
import { AboutPage } from './AboutPage';

/** The team (failures only logged: the team area stays empty, docs/requirements.md §8). */
const readTeam = () => fetchData(listTeamMembers);

/** At build time: the team, prerendered into the page. */
export async function loader() {
  return { team: await readAtBuild('team', readTeam) };
}

/** In the browser: the refresh after hydration, or an in-app navigation. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return readInBrowser(request, serverLoader, { team: readArea('team', readTeam) });
}
export { shouldRevalidate } from '../../lib/loaders';

/** `/about`: the team (from the database) and the core values, prerendered. @see docs/requirements.md §2 (About) */
export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Seo {...pageMeta.about} jsonLd={[organizationJsonLd()]} />
      <AboutPage team={loaderData.team} />
    </>
  );
}
