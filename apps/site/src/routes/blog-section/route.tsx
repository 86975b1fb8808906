import { getBlogPostBySlug } from '@agency/data';
import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { readArea, readAtBuild, readInBrowser, shouldRevalidate as revalidateRoute } from '../../lib/loaders';
import { fetchData } from '../../lib/supabase';
import type { Route } from './+types/route';

/** The post with its content; a slug with no post fails with `PGRST116` (`NO_ROW`, `lib/loadError.ts`). */
const readPost = (slug: string) => fetchData((client) => getBlogPostBySlug(client, slug));

/** At build time: on `/blog/{slug}`, the post, prerendered into its page (every slug in the database); nothing on `/blog`. */
export async function loader({ params }: Route.LoaderArgs) {
  const { slug } = params;
  return { post: slug === undefined ? null : await readAtBuild('blog post', () => readPost(slug)) };
}

/**
 * In the browser, on `/blog/{slug}`: the refresh after hydration, an in-app navigation, or a post
 * published after the build (its page is not prerendered: the SPA fallback loads it), a spinner
 * meanwhile.
 */
export async function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  const { slug } = params;
  if (slug === undefined) return { post: null };
  return readInBrowser(request, serverLoader, { post: readArea('blog post', () => readPost(slug)) });
}

/**
 * As every route's (`lib/loaders.ts`), and another post (or the list) loads again: React Router
 * leaves a layout alone when only its children's path changes.
 * @param args - React Router's `shouldRevalidate` arguments.
 * @returns whether the `clientLoader` runs.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  return args.currentParams.slug !== args.nextParams.slug || revalidateRoute(args);
}

/**
 * The layout route of `/blog` (the list, `routes/blog`) and `/blog/{slug}` (a post,
 * `routes/blog-post`): it reads the post of a post's page, which renders it. The post's data is
 * a layout's so that a build with no posts builds: with `ssr: false`, React Router refuses a
 * build-time `loader` on a route that no prerendered path matches, and lets a prerendered parent
 * with a `clientLoader` serve children that are not prerendered (its "Pre-Rendering" guide,
 * "Invalid Exports"); `/blog` is always prerendered, so this layout is too.
 * @see docs/requirements.md §2 (Blog post); docs/architecture.md "A blog post's data"
 */
export default function BlogSection() {
  return <Outlet />;
}
