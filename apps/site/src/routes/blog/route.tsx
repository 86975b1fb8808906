import { listBlogPosts } from '@agency/data';
import { readArea, readAtBuild, readInBrowser } from '../../lib/loaders';
import { fetchData } from '../../lib/supabase';
import { pageMeta, Seo } from '../../seo';
import type { Route } from './+types/route';
import { BlogListPage } from './BlogListPage';

/** The posts, without their content, newest first. */
const readPosts = () => fetchData(listBlogPosts);

/** At build time: the list of posts, prerendered into the page. */
export async function loader() {
  return { posts: await readAtBuild('blog posts', readPosts) };
}

/** In the browser: the refresh after hydration, or an in-app navigation (a spinner meanwhile). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return readInBrowser(request, serverLoader, { posts: readArea('blog posts', readPosts) });
}
export { shouldRevalidate } from '../../lib/loaders';

/** `/blog`: the featured post and the list of posts, prerendered. @see docs/requirements.md §2 (Blog list) */
export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Seo {...pageMeta.blog} />
      <BlogListPage posts={loaderData.posts} />
    </>
  );
}
