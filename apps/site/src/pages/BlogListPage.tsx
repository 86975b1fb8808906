import { BlogCard, EmptyState, ErrorText, FeaturedPostCard, PageHeader, Section, Spinner } from '@agency/ui';
import { business } from '../config/business';
import { BLOG_CARD_KEYWORDS, FEATURED_POST_KEYWORDS } from '../config/timings';
import { errorMessage, useBlogPosts } from '../lib/queries';
import * as styles from './pages.css';
import { pageMeta, Seo } from '../seo';

/** The blog list's document title (spec §4: a blog-list title on the list). */
export const BLOG_LIST_TITLE = `Blog - ${business.brandName}`;

/**
 * Blog list (`/blog`): the newest post featured, the others in a grid; spinner, inline error,
 * or 'No blog posts available yet. Check back soon!'.
 * @see spec §2 (Blog list), §4, §8
 */
export function BlogListPage() {
  const posts = useBlogPosts();
  // A failed refresh of the prerendered list shows the error in its place (spec §8).
  const [first, ...others] = posts.isError ? [] : (posts.data ?? []);
  const card = (post: NonNullable<typeof first>, keywordLimit: number) => ({
    title: post.title,
    href: `/blog/${post.slug}`,
    excerpt: post.meta_description ?? undefined,
    imageUrl: post.image_url,
    altText: post.alt_text ?? undefined,
    date: post.created_at,
    keywords: post.keywords.slice(0, keywordLimit),
  });
  return (
    <>
      <Seo {...pageMeta.blog} title={BLOG_LIST_TITLE} />
      <PageHeader eyebrow="Blog" title="Thumbnail tips and insights" intro="Design lessons, click-through data and creator stories from our studio." />
      <Section>
        {posts.isPending && (
          <div className={styles.stateBox}>
            <Spinner label="Loading blog posts..." />
          </div>
        )}
        {posts.isError && (
          <div className={styles.stateBox}>
            <ErrorText>Error: {errorMessage(posts)}</ErrorText>
          </div>
        )}
        {posts.isSuccess && !first && <EmptyState>No blog posts available yet. Check back soon!</EmptyState>}
        {first && (
          <div className={styles.stack}>
            <FeaturedPostCard {...card(first, FEATURED_POST_KEYWORDS)} />
            {others.length > 0 && (
              <div className={styles.grid}>
                {others.map((post) => (
                  <BlogCard key={post.id} {...card(post, BLOG_CARD_KEYWORDS)} />
                ))}
              </div>
            )}
          </div>
        )}
      </Section>
    </>
  );
}
