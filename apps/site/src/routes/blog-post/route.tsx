import { Loaded, useLoadError } from '../../components/Loaded';
import { NO_ROW } from '../../lib/loadError';
import { blogPostingJsonLd, pageMeta, Seo } from '../../seo';
import type { Route } from './+types/route';
import { BlogPostPage, POST_NOT_FOUND, PostError, PostLoading } from './BlogPostPage';

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
 * added later opens through the SPA fallback and loads in the browser. Its data is its layout's
 * (`routes/blog-section`: the loaders of the post). Document title '{post title} - blog' (the
 * blog's title while it loads or when it failed for another reason); on error or a missing post
 * 'Error loading blog post: {message or Post not found}'.
 * @see docs/requirements.md §2 (Blog post), §4, §8
 */
export default function BlogPost({ matches: [, section] }: Route.ComponentProps) {
  return (
    <Loaded
      data={section.loaderData.post}
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
