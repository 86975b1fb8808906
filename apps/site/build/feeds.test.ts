import { describe, expect, it } from 'vitest';
import { buildRobots, buildRss, buildSitemap, escapeXml, STATIC_PATHS, type FeedPost } from './feeds';

const ORIGIN = 'https://thumbcraft.example';
const posts: FeedPost[] = [
  { title: 'Faces & <Text>', slug: 'faces-text', meta_description: 'Why "faces" win', created_at: '2026-11-12T09:00:00Z' },
  { title: 'Colour', slug: 'colour', meta_description: null, created_at: '2026-10-01T08:30:00Z' },
];

describe('sitemap.xml', () => {
  it('lists the seven static routes and one URL per post with its date', () => {
    const xml = buildSitemap(ORIGIN, posts);
    for (const path of STATIC_PATHS) expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/blog/faces-text</loc><lastmod>2026-11-12</lastmod></url>`);
    expect(xml.match(/<url>/g)).toHaveLength(9);
  });

  it('without posts (backend unreachable) still lists the static routes', () => {
    expect(buildSitemap(ORIGIN, []).match(/<url>/g)).toHaveLength(7);
  });
});

describe('robots.txt', () => {
  it('allows crawling and points at the sitemap on the origin', () => {
    expect(buildRobots(ORIGIN)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});

describe('rss.xml', () => {
  const rss = buildRss(ORIGIN, posts, { title: 'Blog', description: 'Guides' });

  it('has one escaped item per post, newest first, with link, guid and RFC 822 date', () => {
    const items = rss.split('<item>').slice(1);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<title>Faces &amp; &lt;Text&gt;</title>');
    expect(items[0]).toContain(`<link>${ORIGIN}/blog/faces-text</link>`);
    expect(items[0]).toContain('<pubDate>Thu, 12 Nov 2026 09:00:00 GMT</pubDate>');
    expect(items[0]).toContain('<description>Why &quot;faces&quot; win</description>');
    expect(items[1]).not.toContain('<description>');
  });

  it('describes the channel with its self link and the newest post date', () => {
    expect(rss).toContain(`<atom:link href="${ORIGIN}/rss.xml" rel="self" type="application/rss+xml" />`);
    expect(rss).toContain('<lastBuildDate>Thu, 12 Nov 2026 09:00:00 GMT</lastBuildDate>');
  });
});

it('escapeXml escapes the five XML characters', () => {
  expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
});
