import {
  Container,
  ErrorText,
  ImageWithFallback,
  KeywordList,
  PostDate,
  SafeHtml,
  Spinner,
} from '@agency/ui';
import { Link, useParams } from 'react-router';
import { QueryError, useBlogPost } from '../lib/queries';
import { blogPostingJsonLd, Seo } from '../seo';
import * as styles from './pages.css';

/** The message when no post has the slug. */
export const POST_NOT_FOUND = 'Post not found';
/** The document title while a post loads, or when it fails to load for another reason. */
const BLOG_TITLE = 'Blog - ThumbCraft Studio';


/**
 * Blog post (`/blog/{slug}`): back link, date, image, sanitised rich content and keywords;
 * document title '{post title} - blog'; on error or a missing post
 * 'Error loading blog post: {message or Post not found}'.
 * @see spec §2 (Blog post), §4, §8
 */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  const back = (
    <Link className={styles.backLink} to="/blog">
      ← Back to Blog
    </Link>
  );

  if (post.isPending) {
    return (
      <Container width="prose">
        <title>{BLOG_TITLE}</title>
        <div className={styles.stateBox}>
          <Spinner label="Loading blog post..." />
        </div>
      </Container>
    );
  }
  if (post.isError) {
    const missing = post.error instanceof QueryError && post.error.code === 'PGRST116';
    return (
      <Container width="prose">
        <title>{missing ? `${POST_NOT_FOUND} - blog` : BLOG_TITLE}</title>
        <meta name="robots" content="noindex" />
        <div className={styles.stateBox}>
          <ErrorText>Error loading blog post: {missing ? POST_NOT_FOUND : post.error.message || POST_NOT_FOUND}</ErrorText>
          {back}
        </div>
      </Container>
    );
  }
  const data = post.data;
  return (
    <Container width="prose">
      <Seo
        title={`${data.title} - blog`}
        description={data.meta_description ?? data.title}
        path={`/blog/${data.slug}`}
        type="article"
        image={data.image_url ?? undefined}
        imageAlt={data.alt_text ?? data.title}
        jsonLd={[blogPostingJsonLd(data)]}
      />
      <article className={styles.article}>
        {back}
        <header className={styles.stack}>
          <h1 className={styles.pageTitle}>{data.title}</h1>
          <p className={styles.postMeta}>
            <PostDate date={data.created_at} />
          </p>
        </header>
        <ImageWithFallback
          className={styles.postImage}
          src={data.image_url}
          alt={data.alt_text ?? data.title}
          width={1280}
          height={720}
          loading="eager"
          fetchPriority="high"
          sizes="(min-width: 768px) 48rem, 100vw"
        />
        <SafeHtml html={data.content} variant="prose" />
        <KeywordList keywords={data.keywords} />
      </article>
    </Container>
  );
}
