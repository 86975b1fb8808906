import type { AgencyClient } from '../client';
import type { Tables } from '../database.types';
import { toResult, type RepositoryResult } from './result';

/** A blog post as the list shows it (no `content`). */
export type BlogPostSummary = Pick<
  Tables<'blogs'>,
  'id' | 'title' | 'slug' | 'meta_description' | 'image_url' | 'alt_text' | 'created_at' | 'keywords'
>;
/** A whole blog post; `content` is markup to sanitise before display. */
export type BlogPost = Tables<'blogs'>;

/**
 * The blog list: `id, title, slug, meta_description, image_url, alt_text, created_at, keywords`,
 * newest first (the first one is featured).
 * @see spec §7 (Select blogs), §4 (ordering)
 */
export function listBlogPosts(client: AgencyClient): Promise<RepositoryResult<BlogPostSummary[]>> {
  return toResult(
    client
      .from('blogs')
      .select('id,title,slug,meta_description,image_url,alt_text,created_at,keywords')
      .order('created_at', { ascending: false }),
    (rows) => rows as BlogPostSummary[],
  );
}

/**
 * One blog post, all fields, by its slug (single row).
 * @returns the post; an error with code `PGRST116` when no post has that slug.
 * @see spec §7 (Select blogs where slug), §4 (blog post states)
 */
export function getBlogPostBySlug(client: AgencyClient, slug: string): Promise<RepositoryResult<BlogPost>> {
  return toResult(client.from('blogs').select('*').eq('slug', slug).single(), (row) => row as BlogPost);
}
