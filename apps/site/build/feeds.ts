/**
 * Pure builders of `sitemap.xml`, `robots.txt` and the blog's RSS 2.0 feed (`/rss.xml`).
 * @see docs/architecture.md "Data flow" (the build reads the posts for these files)
 */

/** The eight routes' static paths (docs/requirements.md §2; the post pages come from the database). */
export const STATIC_PATHS = ['/', '/portfolio', '/packages', '/about', '/testimonials', '/blog', '/contact'] as const;

/** The fields of a blog post that the sitemap and the feed need. */
export interface FeedPost {
  title: string;
  slug: string;
  meta_description: string | null;
  created_at: string;
  image_url?: string | null;
}

/** Escapes text for XML content and attribute values. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * The sitemap: every static route plus one URL per post (with its `lastmod`).
 * @param origin - the public origin without a trailing slash, e.g. `https://thumbcraft.studio`.
 * @param posts - newest first; an empty list gives the static routes only.
 */
export function buildSitemap(origin: string, posts: FeedPost[]): string {
  const urls = [
    ...STATIC_PATHS.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
    ...posts.map(
      (post) =>
        `  <url><loc>${escapeXml(`${origin}/blog/${encodeURIComponent(post.slug)}`)}</loc><lastmod>${escapeXml(post.created_at.slice(0, 10))}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `robots.txt`: everything may be crawled; points at the sitemap. */
export function buildRobots(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * The blog's RSS 2.0 feed, newest first.
 * @param options.title - the channel title; `options.description` its description.
 */
export function buildRss(origin: string, posts: FeedPost[], options: { title: string; description: string }): string {
  const items = posts.map((post) => {
    const link = `${origin}/blog/${encodeURIComponent(post.slug)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(post.created_at).toUTCString()}</pubDate>`,
      post.meta_description ? `      <description>${escapeXml(post.meta_description)}</description>` : null,
      '    </item>',
    ]
      .filter((line) => line !== null)
      .join('\n');
  });
  const lastBuild = posts[0] ? `\n    <lastBuildDate>${new Date(posts[0].created_at).toUTCString()}</lastBuildDate>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(options.title)}</title>
    <link>${escapeXml(`${origin}/blog`)}</link>
    <description>${escapeXml(options.description)}</description>
    <language>en-gb</language>
    <atom:link href="${escapeXml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml" />${lastBuild}
${items.join('\n')}
  </channel>
</rss>
`;
}
