import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { externalizeBuildScripts, externalizeInlineScripts } from './externalizeScripts';
import { START_AFTER_FIRST_PAINT } from './startAfterFirstPaint';

const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.js"/><script type="application/ld+json">{"@type":"Organization"}</script></head><body>',
  '<main>Hello</main>',
  '<script>window.__ctx = {"a":"<\\/script>"};</script>',
  '<script type="module" async="">import "/assets/entry.js";</script>',
  '<script src="/assets/already.js"></script>',
  '<script id="x">window.__ctx.done = true;</script>',
  '</body></html>',
].join('');

describe('externalizeInlineScripts', () => {
  it('moves every inline executable script into a deferred file, in order, keeping data scripts inline', () => {
    const { html, scripts } = externalizeInlineScripts(page);
    expect(scripts.map((s) => s.code)).toEqual([
      'window.__ctx = {"a":"<\\/script>"};',
      'import "/assets/entry.js";',
      START_AFTER_FIRST_PAINT,
      'window.__ctx.done = true;',
    ]);
    const tags = html.match(/<script[^>]*>/g);
    expect(tags).toEqual([
      '<script type="application/ld+json">',
      `<script defer src="/${scripts[0]!.fileName}">`,
      // The module bootstrap is started by the classic starter at the first paint.
      `<script defer src="/${scripts[2]!.fileName}" data-module="/${scripts[1]!.fileName}">`,
      '<script src="/assets/already.js">',
      `<script id="x" defer src="/${scripts[3]!.fileName}">`,
    ]);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('{"@type":"Organization"}');
    expect(html).toContain('<main>Hello</main>');
    expect(html).not.toMatch(/<script(?![^>]*\b(?:src|type="application\/ld\+json"))[^>]*>[^<]/);
  });

  it('names a script by its content, so the same script is one cacheable file', () => {
    const a = externalizeInlineScripts('<script>same()</script>');
    const b = externalizeInlineScripts('<p>x</p><script>same()</script>');
    const c = externalizeInlineScripts('<script>other()</script>');
    expect(a.scripts[0]!.fileName).toBe(b.scripts[0]!.fileName);
    expect(a.scripts[0]!.fileName).not.toBe(c.scripts[0]!.fileName);
    expect(a.scripts[0]!.fileName).toMatch(/^assets\/inline\/[0-9a-f]{20}\.js$/);
  });
});

describe('externalizeBuildScripts', () => {
  it('rewrites every page of a build and writes each script once', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'externalize-'));
    try {
      await mkdir(path.join(dir, 'blog/post'), { recursive: true });
      await writeFile(path.join(dir, 'index.html'), page);
      await writeFile(path.join(dir, 'blog/post/index.html'), page);
      expect(await externalizeBuildScripts(dir)).toEqual({ pages: 2, scripts: 4 });
      const rewritten = await readFile(path.join(dir, 'blog/post/index.html'), 'utf8');
      const [, file] = /<script defer src="\/([^"]+)">/.exec(rewritten)!;
      expect(await readFile(path.join(dir, file!), 'utf8')).toBe('window.__ctx = {"a":"<\\/script>"};');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
