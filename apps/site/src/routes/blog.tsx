import { listBlogPosts, type BlogPostSummary } from '@agency/data';
import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { createRouteData, unlessOnlyTheQueryChanged, type Areas } from '../lib/routeData';
import { fetchData } from '../lib/supabase';
import { BlogListPage } from '../pages/BlogListPage';

/** What the blog list reads: the posts (without their content), newest first. */
type BlogData = { posts: BlogPostSummary[] };

const data = createRouteData<BlogData>();
const areas = (): Areas<BlogData> => ({ posts: { name: 'blog posts', read: () => fetchData(listBlogPosts) } });

/** At build time: the list of posts, prerendered into the page. */
export const loader = () => data.atBuild(areas());
/** In the browser: the refresh after hydration, or an in-app navigation (a spinner meanwhile). */
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => data.inBrowser(request, '', areas());
export const shouldRevalidate = unlessOnlyTheQueryChanged;

/** `/blog`: the featured post and the list of posts, prerendered. @see spec §2, issue 5 §1 */
export default function Route() {
  const loaded = useLoaderData<typeof clientLoader>();
  data.useShown('', loaded);
  return <BlogListPage posts={loaded.posts} />;
}
