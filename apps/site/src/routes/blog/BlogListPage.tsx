import type { BlogPostSummary } from '@agency/data';
import { BLOG_CARD_MAX_KEYWORDS, FEATURED_POST_MAX_KEYWORDS } from '@agency/domain';
import { BlogCard, EmptyState, ErrorText, FeaturedPostCard, PageHeader, Section, Spinner } from '@agency/ui';
import { Loaded, useLoadError } from '../../components/Loaded';
import * as styles from '../../components/page.css';
import type { Area } from '../../lib/loaders';

/** The list's failed read: 'Error: {message}', in red. */
function BlogListError() {
  return (
    <div className={styles.stateBox}>
      <ErrorText>Error: {useLoadError().message}</ErrorText>
    </div>
  );
}

/**
 * Blog list (`/blog`): the newest post featured, the others in a grid; spinner, inline error,
 * or 'No blog posts available yet. Check back soon!'.
 * @param props.posts - the blog route's data, newest first.
 * @see docs/requirements.md §2.8 (blog list), §4, §8
 */
export function BlogListPage({ posts }: { posts: Area<BlogPostSummary[]> }) {
  return (
    <>
      <PageHeader eyebrow="Blog" title="Thumbnail tips and insights" intro="Design lessons, click-through data and creator stories from our studio." />
      <Section>
        <Loaded
          data={posts}
          loading={
            <div className={styles.stateBox}>
              <Spinner label="Loading blog posts..." />
            </div>
          }
          error={<BlogListError />}
        >
          {(loaded) => <PostList posts={loaded} />}
        </Loaded>
      </Section>
    </>
  );
}

/** The featured newest post and the grid of the others, or the empty state. */
function PostList({ posts }: { posts: BlogPostSummary[] }) {
  const [first, ...others] = posts;
  const card = (post: BlogPostSummary, keywordLimit: number) => ({
    title: post.title,
    href: `/blog/${post.slug}`,
    excerpt: post.meta_description ?? undefined,
    imageUrl: post.image_url,
    altText: post.alt_text ?? undefined,
    date: post.created_at,
    keywords: post.keywords.slice(0, keywordLimit),
  });
  if (!first) return <EmptyState>No blog posts available yet. Check back soon!</EmptyState>;
  return (
    <div className={styles.stack}>
      <FeaturedPostCard {...card(first, FEATURED_POST_MAX_KEYWORDS)} />
      {others.length > 0 && (
        <div className={styles.grid}>
          {others.map((post) => (
            <BlogCard key={post.id} {...card(post, BLOG_CARD_MAX_KEYWORDS)} />
          ))}
        </div>
      )}
    </div>
  );
}
