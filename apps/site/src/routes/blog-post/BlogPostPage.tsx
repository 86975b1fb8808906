import type { BlogPost } from '@agency/data';
import { Container, ErrorText, ImageWithFallback, KeywordList, PostDate, SafeHtml, Spinner } from '@agency/ui';
import { Link } from 'react-router';
import { NO_ROW } from '../../lib/loadError';
import { useLoadError } from '../../components/Loaded';
import * as page from '../../components/page.css';
import * as styles from './blogPost.css';

/** The message when no post has the slug. */
export const POST_NOT_FOUND = 'Post not found';

/** The link back to the list. */
const backLink = (
  <Link className={styles.backLink} to="/blog">
    ← Back to Blog
  </Link>
);

/** While the post loads: a spinner. */
export function PostLoading() {
  return (
    <Container width="prose">
      <div className={page.stateBox}>
        <Spinner label="Loading blog post..." />
      </div>
    </Container>
  );
}

/** A post that failed to load or does not exist: 'Error loading blog post: {message or Post not found}'. */
export function PostError() {
  const error = useLoadError();
  const missing = error.code === NO_ROW;
  return (
    <Container width="prose">
      <div className={page.stateBox}>
        <ErrorText>Error loading blog post: {missing ? POST_NOT_FOUND : error.message || POST_NOT_FOUND}</ErrorText>
        {backLink}
      </div>
    </Container>
  );
}

/**
 * A blog post (`/blog/{slug}`): back link, date, image, sanitised rich content and keywords.
 * @param props.post - the post, as the route read it.
 * @see docs/requirements.md §2 (Blog post), §4, §8
 */
export function BlogPostPage({ post }: { post: BlogPost }) {
  return (
    <Container width="prose">
      <article className={styles.article}>
        {backLink}
        <header className={page.stack}>
          <h1 className={styles.pageTitle}>{post.title}</h1>
          <p className={styles.postMeta}>
            <PostDate date={post.created_at} />
          </p>
        </header>
        <ImageWithFallback
          className={styles.postImage}
          src={post.image_url}
          alt={post.alt_text ?? post.title}
          width={1280}
          height={720}
          loading="eager"
          fetchPriority="high"
          sizes="(min-width: 768px) 48rem, 100vw"
        />
        <SafeHtml html={post.content} variant="prose" />
        <KeywordList keywords={post.keywords} />
      </article>
    </Container>
  );
}
