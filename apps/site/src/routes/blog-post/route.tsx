import { getBlogPostBySlug, type BlogPost } from '@agency/data';
import { useLoaderData, useParams, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type Params } from 'react-router';
import { createRouteData, unlessOnlyTheQueryChanged, type Areas } from '../lib/routeData';
import { fetchData } from '../lib/supabase';
import { BlogPostPage } from '../pages/BlogPostPage';

/** What a post's page reads: the post with its content (a missing slug is an error, `PGRST116`). */
type BlogPostData = { post: BlogPost };

const data = createRouteData<BlogPostData>();
const slugOf = (params: Params) => params.slug ?? '';
const areas = (params: Params): Areas<BlogPostData> => ({
  post: { name: 'blog post', read: () => fetchData((client) => getBlogPostBySlug(client, slugOf(params))) },
});

/** At build time: the post, prerendered into its page (every slug in the database). */
export const loader = ({ params }: LoaderFunctionArgs) => data.atBuild(areas(params));
/**
 * In the browser: the refresh after hydration, an in-app navigation, or a post published after
 * the build (its page is not prerendered: the SPA fallback loads it), a spinner meanwhile.
 */
export const clientLoader = ({ request, params }: ClientLoaderFunctionArgs) =>
  data.inBrowser(request, slugOf(params), areas(params));
export const shouldRevalidate = unlessOnlyTheQueryChanged;

/**
 * `/blog/{slug}`: one post, prerendered for every slug in the database at build time; a post
 * added later opens through the SPA fallback and loads in the browser. @see spec §2, issue 5 §1
 */
export default function Route() {
  const loaded = useLoaderData<typeof clientLoader>();
  data.useShown(slugOf(useParams()), loaded);
  return <BlogPostPage post={loaded.post} />;
}
