import { listBlogPosts, type BlogPostSummary } from '@agency/data';
import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { business } from '../../config/business';
import { createRouteData, unlessOnlyTheQueryChanged, type Areas } from '../../lib/routeData';
import { fetchData } from '../../lib/supabase';
import { pageMeta, Seo } from '../../seo';
import { BlogListPage } from './BlogListPage';

/** The blog list's document title (docs/requirements.md §4: a blog-list title on the list). */
const BLOG_LIST_TITLE = `Blog - ${business.brandName}`;

/** What the blog list reads: the posts (without their content), newest first. */
type BlogData = { posts: BlogPostSummary[] };

const data = createRouteData<BlogData>();
const areas = (): Areas<BlogData> => ({ posts: { name: 'blog posts', read: () => fetchData(listBlogPosts) } });

/** At build time: the list of posts, prerendered into the page. */
export const loader = () => data.atBuild(areas());
/** In the browser: the refresh after hydration, or an in-app navigation (a spinner meanwhile). */
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => data.inBrowser(request, '', areas());
export const shouldRevalidate = unlessOnlyTheQueryChanged;

/** `/blog`: the featured post and the list of posts, prerendered. @see docs/requirements.md §2 (Blog list) */
export default function Route() {
  const loaded = useLoaderData<typeof clientLoader>();
  data.useShown('', loaded);
  return (
    <>
      <Seo {...pageMeta.blog} title={BLOG_LIST_TITLE} />
      <BlogListPage posts={loaded.posts} />
    </>
  );
}
