import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSeoFiles } from './seoFiles';

const feed = { title: 'Blog', description: 'd' };
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeSeoFiles', () => {
  it('writes sitemap.xml, robots.txt and rss.xml with the posts the build read', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'seo-files-'));
    const posts = [{ title: 'Post', slug: 'post', meta_description: 'm', created_at: '2026-11-01T00:00:00Z' }];
    expect((await writeSeoFiles(dir, { origin: 'https://x.example', posts, feed })).sort()).toEqual(['robots.txt', 'rss.xml', 'sitemap.xml']);
    expect(readFileSync(path.join(dir, 'sitemap.xml'), 'utf8')).toContain('<loc>https://x.example/blog/post</loc>');
    expect(readFileSync(path.join(dir, 'rss.xml'), 'utf8')).toContain('<title>Post</title>');
    expect(readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://x.example/sitemap.xml');
  });

  it('lists the static routes only, and an empty feed, without posts', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'seo-files-'));
    await writeSeoFiles(dir, { origin: 'https://x.example', posts: [], feed });
    expect(readFileSync(path.join(dir, 'sitemap.xml'), 'utf8').match(/<url>/g)).toHaveLength(7);
    expect(readFileSync(path.join(dir, 'rss.xml'), 'utf8')).not.toContain('<item>');
  });
});
