import type { AgencyClient } from '../client';
import type { Tables } from '../database.types';
import { toResult, type RepositoryResult } from './result';

/** A blog post as the list shows it (every column but `content`). */
export type BlogPostSummary = Pick<
  Tables<'blogs'>,
  'id' | 'title' | 'slug' | 'meta_description' | 'image_url' | 'alt_text' | 'created_at' | 'keywords'
>;
/** A whole blog post (a row of `blogs`); `content` is markup to sanitise before display. */
export type BlogPost = Tables<'blogs'>;

/**
 * The blog list, newest first (the first one is featured).
 * @param client - the typed client ({@link AgencyClient}).
 * @returns `{ data: [{ id, title, slug, meta_description, image_url, alt_text, created_at,
 * keywords }, ...] }` (`meta_description`, `image_url`, `alt_text` may be null), or the
 * PostgREST error (network failures: `NETWORK_ERROR`).
 * @see docs/requirements.md §7 (Select blogs), §4 (ordering)
 */
export function listBlogPosts(client: AgencyClient): Promise<RepositoryResult<BlogPostSummary[]>> {
  return toResult(
    client
      .from('blogs')
      .select('id,title,slug,meta_description,image_url,alt_text,created_at,keywords')
      .order('created_at', { ascending: false }),
    (rows) => rows,
  );
}

/**
 * One blog post, all fields, by its slug (single row).
 * @param client - the typed client.
 * @param slug - the route's slug.
 * @returns `{ data: post }`; an error with code `PGRST116` when no post has that slug, else the
 * PostgREST error.
 * @see docs/requirements.md §7 (Select blogs where slug), §4 (blog post states)
 */
export function getBlogPostBySlug(client: AgencyClient, slug: string): Promise<RepositoryResult<BlogPost>> {
  return toResult(client.from('blogs').select('*').eq('slug', slug).single(), (row) => row);
}
