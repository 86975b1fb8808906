import { getBlogPostBySlug } from '@agency/data';
import { Loaded, useLoadError } from '../../components/Loaded';
import { NO_ROW } from '../../lib/loadError';
import { readArea, readAtBuild, readInBrowser } from '../../lib/loaders';
import { fetchData } from '../../lib/supabase';
import { blogPostingJsonLd, pageMeta, Seo } from '../../seo';
import type { Route } from './+types/route';
import { BlogPostPage, POST_NOT_FOUND, PostError, PostLoading } from './BlogPostPage';

/** The post with its content; a slug with no post fails with `PGRST116` ({@link NO_ROW}). */
const readPost = (slug: string) => fetchData((client) => getBlogPostBySlug(client, slug));

/** At build time: the post, prerendered into its page (every slug in the database). */
export async function loader({ params }: Route.LoaderArgs) {
  return { post: await readAtBuild('blog post', () => readPost(params.slug)) };
}

/**
 * In the browser: the refresh after hydration, an in-app navigation, or a post published after
 * the build (its page is not prerendered: the SPA fallback loads it), a spinner meanwhile.
 */
export async function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  return readInBrowser(request, serverLoader, { post: readArea('blog post', () => readPost(params.slug)) });
}
export { shouldRevalidate } from '../../lib/loaders';

/** The head of a post that failed to load: '{Post not found} - blog' for a missing slug, never indexed. */
function ErrorHead() {
  const missing = useLoadError().code === NO_ROW;
  return (
    <>
      <title>{missing ? `${POST_NOT_FOUND} - blog` : pageMeta.blog.title}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}

/**
 * `/blog/{slug}`: one post, prerendered for every slug in the database at build time; a post
 * added later opens through the SPA fallback and loads in the browser. Document title
 * '{post title} - blog' (the blog's title while it loads or when it failed for another reason);
 * on error or a missing post 'Error loading blog post: {message or Post not found}'.
 * @see docs/requirements.md §2 (Blog post), §4, §8
 */
export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return (
    <Loaded
      data={loaderData.post}
      loading={
        <>
          <title>{pageMeta.blog.title}</title>
          <PostLoading />
        </>
      }
      error={
        <>
          <ErrorHead />
          <PostError />
        </>
      }
    >
      {(post) => (
        <>
          <Seo
            title={`${post.title} - blog`}
            description={post.meta_description ?? post.title}
            path={`/blog/${post.slug}`}
            type="article"
            image={post.image_url ?? undefined}
            imageAlt={post.alt_text ?? post.title}
            jsonLd={[blogPostingJsonLd(post)]}
          />
          <BlogPostPage post={post} />
        </>
      )}
    </Loaded>
  );
}
