import { describe, expect, it, vi } from 'vitest';
import { seoFilesPlugin, type SeoFilesOptions } from './seoFilesPlugin';

/** Runs the plugin's generateBundle hook and returns the emitted files and warnings. */
async function generate(loadPosts: SeoFilesOptions['loadPosts']) {
  const files: Record<string, string> = {};
  const warn = vi.fn();
  const plugin = seoFilesPlugin({ origin: 'https://x.example', env: {}, feed: { title: 'Blog', description: 'd' }, loadPosts });
  const hook = plugin.generateBundle as unknown as (this: unknown) => Promise<void>;
  await hook.call({
    warn,
    emitFile: (file: { fileName: string; source: string }) => {
      files[file.fileName] = file.source;
    },
  });
  return { files, warn };
}

describe('seoFilesPlugin', () => {
  it('emits sitemap.xml, robots.txt and rss.xml with the posts read at build time', async () => {
    const { files, warn } = await generate(async () => [
      { title: 'Post', slug: 'post', meta_description: 'm', created_at: '2026-11-01T00:00:00Z' },
    ]);
    expect(Object.keys(files).sort()).toEqual(['robots.txt', 'rss.xml', 'sitemap.xml']);
    expect(files['sitemap.xml']).toContain('<loc>https://x.example/blog/post</loc>');
    expect(files['rss.xml']).toContain('<title>Post</title>');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns and emits the static routes only when the backend cannot be reached', async () => {
    const { files, warn } = await generate(async () => {
      throw new Error('fetch failed');
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fetch failed'));
    expect(files['sitemap.xml']!.match(/<url>/g)).toHaveLength(7);
    expect(files['rss.xml']).not.toContain('<item>');
  });
});
