import type { BlogPost } from '@agency/data';
import {
  Container,
  ErrorText,
  ImageWithFallback,
  KeywordList,
  PostDate,
  SafeHtml,
  Spinner,
} from '@agency/ui';
import { Link } from 'react-router';
import { NO_ROW, type Deferred } from '../lib/routeData';
import { blogPostingJsonLd, Seo } from '../seo';
import { Loaded, useLoadError } from './Loaded';
import * as styles from './pages.css';

/** The message when no post has the slug. */
export const POST_NOT_FOUND = 'Post not found';
/** The document title while a post loads, or when it fails to load for another reason. */
const BLOG_TITLE = 'Blog - ThumbCraft Studio';


/** The link back to the list. */
const backLink = (
  <Link className={styles.backLink} to="/blog">
    ← Back to Blog
  </Link>
);

/** A post that failed to load or does not exist: 'Error loading blog post: {message or Post not found}'. */
function BlogPostError() {
  const error = useLoadError();
  const missing = error.code === NO_ROW;
  return (
    <Container width="prose">
      <title>{missing ? `${POST_NOT_FOUND} - blog` : BLOG_TITLE}</title>
      <meta name="robots" content="noindex" />
      <div className={styles.stateBox}>
        <ErrorText>Error loading blog post: {missing ? POST_NOT_FOUND : error.message || POST_NOT_FOUND}</ErrorText>
        {backLink}
      </div>
    </Container>
  );
}

/**
 * Blog post (`/blog/{slug}`): back link, date, image, sanitised rich content and keywords;
 * document title '{post title} - blog'; on error or a missing post
 * 'Error loading blog post: {message or Post not found}'.
 * @param props.post - the blog post route's data.
 * @see spec §2 (Blog post), §4, §8
 */
export function BlogPostPage({ post }: { post: Deferred<BlogPost> }) {
  return (
    <Loaded
      data={post}
      loading={
        <Container width="prose">
          <title>{BLOG_TITLE}</title>
          <div className={styles.stateBox}>
            <Spinner label="Loading blog post..." />
          </div>
        </Container>
      }
      error={<BlogPostError />}
    >
      {(data) => <Post data={data} />}
    </Loaded>
  );
}

/** The post itself. */
function Post({ data }: { data: BlogPost }) {
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
        {backLink}
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
