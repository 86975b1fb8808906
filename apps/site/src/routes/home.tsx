import { listHomeThumbnails, type HomeThumbnail } from '@agency/data';
import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { createRouteData, unlessOnlyTheQueryChanged, type Areas } from '../lib/routeData';
import { fetchData } from '../lib/supabase';
import { HomePage } from '../pages/HomePage';

/** What the home page reads: the gallery's thumbnails (failures only logged, spec §8). */
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

/** `/`: the home page, prerendered with its gallery thumbnails. @see spec §2, issue 5 §1 */
export default function Route() {
  const loaded = useLoaderData<typeof clientLoader>();
  data.useShown('', loaded);
  return <HomePage thumbnails={loaded.thumbnails} />;
}
