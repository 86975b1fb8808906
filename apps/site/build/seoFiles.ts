import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildRobots, buildRss, buildSitemap, type FeedPost } from './feeds';

/** What {@link writeSeoFiles} writes from. */
export interface SeoFilesOptions {
  /** The public origin (`VITE_SITE_ORIGIN`), without a trailing slash. */
  origin: string;
  /** The blog posts, newest first (the build's one read, `buildPostsReader`); none: the static routes only. */
  posts: FeedPost[];
  /** The RSS channel's title and description. */
  feed: { title: string; description: string };
}

/**
 * Writes `sitemap.xml`, `robots.txt` and `rss.xml` into the browser build, with one URL / item
 * per blog post: run at the end of the build (`react-router.config.ts` `buildEnd`), before the
 * text files are precompressed.
 * @param clientDir - the browser build's directory (`<buildDirectory>/client`); it must exist.
 * @param options - the origin, the posts and the feed's title and description.
 * @returns the names of the files written.
 * @throws the file system's error when a file cannot be written.
 * @see docs/architecture.md "Data flow" (the build reads the posts for these files); docs/requirements.md §2
 */
export async function writeSeoFiles(clientDir: string, { origin, posts, feed }: SeoFilesOptions): Promise<string[]> {
  const files = {
    'sitemap.xml': buildSitemap(origin, posts),
    'robots.txt': buildRobots(origin),
    'rss.xml': buildRss(origin, posts, feed),
  };
  await Promise.all(Object.entries(files).map(([name, content]) => writeFile(path.join(clientDir, name), content)));
  return Object.keys(files);
}
