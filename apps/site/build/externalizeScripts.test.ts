import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { externalizeBuildScripts, externalizeInlineScripts } from './externalizeScripts';
import { START_AFTER_FIRST_PAINT, START_AFTER_FIRST_PAINT_HASH, startModule } from './startAfterFirstPaint';

const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.js"/><script type="application/ld+json">{"@type":"Organization"}</script></head><body>',
  '<main>Hello</main>',
  '<script>window.__ctx = {"a":"<\\/script>"};</script>',
  '<script type="module" async="">import "/assets/entry.js";</script>',
  '<script src="/assets/already.js"></script>',
  '<script id="x">window.__ctx.done = true;</script>',
  '</body></html>',
].join('');

/**
 * A stand-in for the browser's `PerformanceObserver` that supports `paint` entries;
 * `paint()` reports the first contentful paint to the observer the starter created.
 */
function fakePaintObserver() {
  let onPaint: ((list: { getEntriesByName: () => unknown[] }, observer: { disconnect: () => void }) => void) | undefined;
  const PerformanceObserver = Object.assign(
    function (callback: typeof onPaint) {
      onPaint = callback;
      return { observe: () => {} };
    },
    { supportedEntryTypes: ['paint'] },
  );
  const paint = () => onPaint?.({ getEntriesByName: () => [{ name: 'first-contentful-paint' }] }, { disconnect: () => {} });
  return { PerformanceObserver, paint };
}

describe('externalizeInlineScripts', () => {
  it('joins the inline classic scripts into one file loaded by the constant starter, keeping data scripts inline', () => {
    const { html, scripts } = externalizeInlineScripts(page);
    expect(scripts.map((s) => s.code)).toEqual([
      ['window.__ctx = {"a":"<\\/script>"};', 'window.__ctx.done = true;', startModule(`/${scripts[1]!.fileName}`)].join('\n;\n'),
      'import "/assets/entry.js";',
    ]);
    const tags = html.match(/<script[^>]*>/g);
    expect(tags).toEqual([
      '<script type="application/ld+json">',
      // Nothing is fetched for the app before the first paint: the starter loads the page's script then.
      `<script data-src="/${scripts[0]!.fileName}">`,
      // React hydrates the document: one script element for each it rendered.
      '<script type="application/json">',
      '<script src="/assets/already.js">',
      '<script type="application/json">',
    ]);
    expect(html).toContain(`<script data-src="/${scripts[0]!.fileName}">${START_AFTER_FIRST_PAINT}</script>`);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('{"@type":"Organization"}');
    expect(html).toContain('<main>Hello</main>');
  });

  it('keeps the classic scripts of a page without a module bootstrap as one deferred file', () => {
    const { html, scripts } = externalizeInlineScripts('<p>x</p><script>a()</script><script>b()</script>');
    expect(scripts.map((s) => s.code)).toEqual(['a()\n;\nb()']);
    expect(html).toBe(`<p>x</p><script defer src="/${scripts[0]!.fileName}"></script><script type="application/json"></script>`);
  });

  it("gives the Content-Security-Policy the starter's hash", () => {
    const digest = createHash('sha256').update(START_AFTER_FIRST_PAINT).digest('base64');
    expect(START_AFTER_FIRST_PAINT_HASH).toBe(`'sha256-${digest}'`);
  });

  it("loads the page's script at the first paint; that script runs in document order, then adds the bootstrap", () => {
    const { scripts } = externalizeInlineScripts(page);
    const { PerformanceObserver, paint } = fakePaintObserver();
    const window: { __ctx?: { a: string; done?: boolean }; PerformanceObserver: unknown } = { PerformanceObserver };
    const appended: { type: string; src: string }[] = [];
    const document = {
      visibilityState: 'visible',
      currentScript: { getAttribute: (name: string) => (name === 'data-src' ? `/${scripts[0]!.fileName}` : null) },
      createElement: () => ({ type: '', src: '' }),
      head: { appendChild: (element: { type: string; src: string }) => appended.push(element) },
    };
    const globals = {
      window,
      document,
      PerformanceObserver,
      MessageChannel: class {
        port1: { onmessage?: () => void } = {};
        port2 = { postMessage: () => this.port1.onmessage?.() };
      },
      setTimeout: (fn: () => void) => fn(),
      addEventListener: () => {},
    };
    const run = (code: string) => new Function(...Object.keys(globals), code)(...Object.values(globals));

    run(START_AFTER_FIRST_PAINT);
    expect(appended).toEqual([]);
    paint();
    expect(appended).toEqual([{ type: '', src: `/${scripts[0]!.fileName}` }]);

    run(scripts[0]!.code);
    // The second script found the object the first one defined; then the bootstrap was added.
    expect(window.__ctx).toEqual({ a: '</script>', done: true });
    expect(appended.slice(1)).toEqual([{ type: 'module', src: `/${scripts[1]!.fileName}` }]);
  });

  /**
   * Runs the starter with a clock of timers and messages (ms); returns what it appended and the
   * controls.
   */
  function runStarter(visibilityState = 'visible') {
    let timers: { at: number; fn: () => void }[] = [];
    let now = 0;
    const listeners: Record<string, () => void> = {};
    const { PerformanceObserver, paint } = fakePaintObserver();
    const appended: string[] = [];
    const document = {
      visibilityState,
      currentScript: { getAttribute: () => '/assets/inline/page.js' },
      createElement: () => ({ src: '' }),
      head: { appendChild: (element: { src: string }) => appended.push(element.src) },
    };
    const globals = {
      window: { PerformanceObserver },
      document,
      PerformanceObserver,
      // A message is a task of its own, due at once.
      MessageChannel: class {
        port1: { onmessage?: () => void } = {};
        port2 = { postMessage: () => timers.push({ at: now, fn: () => this.port1.onmessage?.() }) };
      },
      setTimeout: (fn: () => void, ms = 0) => timers.push({ at: now + ms, fn }),
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
    };
    new Function(...Object.keys(globals), START_AFTER_FIRST_PAINT)(...Object.values(globals));
    /** Time moves on by `ms`: the timers due by then run. */
    const advance = (ms: number) => {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      due.forEach((timer) => timer.fn());
    };
    return {
      appended,
      fireLoad: () => listeners.load?.(),
      paint,
      advance,
    };
  }

  it('starts the page in the task after its first paint, once, even when the load event comes first', () => {
    const page = runStarter();
    page.fireLoad(); // every resource arrived before the first frame
    page.advance(200);
    expect(page.appended).toEqual([]);
    page.paint();
    expect(page.appended).toEqual([]);
    page.advance(0);
    expect(page.appended).toEqual(['/assets/inline/page.js']);
    page.advance(2000);
    expect(page.appended).toHaveLength(1);
  });

  it('starts a page that paints nothing contentful a second after its load event', () => {
    const page = runStarter();
    page.fireLoad();
    page.advance(999);
    expect(page.appended).toEqual([]);
    page.advance(1);
    expect(page.appended).toEqual(['/assets/inline/page.js']);
  });

  it('starts a page that loads hidden (a background tab paints nothing) at once', () => {
    expect(runStarter('hidden').appended).toEqual(['/assets/inline/page.js']);
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
      expect(await externalizeBuildScripts(dir)).toEqual({ pages: 2, scripts: 2 });
      const rewritten = await readFile(path.join(dir, 'blog/post/index.html'), 'utf8');
      const [, file] = /<script data-src="\/([^"]+)">/.exec(rewritten)!;
      const pageScript = await readFile(path.join(dir, file!), 'utf8');
      expect(pageScript).toMatch(/^window\.__ctx = \{"a":"<\\\/script>"\};\n;\nwindow\.__ctx\.done = true;/);
      const [, bootstrap] = /module\.src = "\/([^"]+)"/.exec(pageScript)!;
      expect(await readFile(path.join(dir, bootstrap!), 'utf8')).toBe('import "/assets/entry.js";');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
