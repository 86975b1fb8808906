import { listHomeThumbnails } from '@agency/data';
import { CONFIRMATION_HOME_MS } from '@agency/domain';
import { readArea, readAtBuild, readInBrowser } from '../../lib/loaders';
import { fetchData } from '../../lib/supabase';
import { organizationJsonLd, pageMeta, Seo } from '../../seo';
import type { LeadDialogsHandle } from '../lead-dialogs/route';
import type { Route } from './+types/route';
import { HomePage } from './HomePage';

/** The gallery's thumbnails (failures only logged: the gallery stays empty, docs/requirements.md §8). */
const readThumbnails = () => fetchData(listHomeThumbnails);

/** At build time: the gallery's thumbnails, prerendered into the page. */
export async function loader() {
  return { thumbnails: await readAtBuild('home thumbnails', readThumbnails) };
}

/** In the browser: the refresh after hydration, or an in-app navigation (the rows show 'Loading designs...' meanwhile). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return readInBrowser(request, serverLoader, { thumbnails: readArea('home thumbnails', readThumbnails) });
}
export { shouldRevalidate } from '../../lib/loaders';

/** The home page's 'Welcome aboard!' stays 4 s (docs/requirements.md §4); the lead dialogs read it. */
export const handle: LeadDialogsHandle = { confirmationMs: CONFIRMATION_HOME_MS };

/**
 * `/`: the home page, prerendered with its gallery thumbnails; the free-sample and callback
 * dialogs its hero opens come from the lead-dialogs layout around it (`routes/lead-dialogs`).
 * @see docs/requirements.md §2 (Home)
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Seo {...pageMeta.home} jsonLd={[organizationJsonLd()]} />
      <HomePage thumbnails={loaderData.thumbnails} />
    </>
  );
}
