import { getBlogPostBySlug, type BlogPost } from '@agency/data';
import { useLoaderData, useParams, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type Params } from 'react-router';
import { createRouteData, NO_ROW, unlessOnlyTheQueryChanged, type Areas } from '../../lib/routeData';
import { fetchData } from '../../lib/supabase';
import { Loaded, useLoadError } from '../../components/Loaded';
import { blogPostingJsonLd, Seo } from '../../seo';
import { BlogPostPage, POST_NOT_FOUND, PostError, PostLoading } from './BlogPostPage';

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

/** The document title while a post loads, or when it failed to load for another reason. */
const BLOG_TITLE = 'Blog - ThumbCraft Studio';

/** The head of a post that failed to load: '{Post not found} - blog' for a missing slug, never indexed. */
function ErrorHead() {
  const missing = useLoadError().code === NO_ROW;
  return (
    <>
      <title>{missing ? `${POST_NOT_FOUND} - blog` : BLOG_TITLE}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}

/**
 * `/blog/{slug}`: one post, prerendered for every slug in the database at build time; a post
 * added later opens through the SPA fallback and loads in the browser. Document title
 * '{post title} - blog'; on error or a missing post 'Error loading blog post: {message or Post
 * not found}'.
 * @see docs/requirements.md §2 (Blog post), §4, §8
 */
export default function Route() {
  const loaded = useLoaderData<typeof clientLoader>();
  data.useShown(slugOf(useParams()), loaded);
  return (
    <Loaded
      data={loaded.post}
      loading={
        <>
          <title>{BLOG_TITLE}</title>
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
