import { readFile, mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEPT_TAPS_SCRIPT } from '../../../packages/ui/src/KeptTaps/keptTapsScript';
import { ENDED_OFFERS_SCRIPT } from '../../../packages/ui/src/OfferBanner/endedOffers';
import { moveInlineScripts, movePageScripts } from './pageScripts';
import { APP_STARTER } from './appStarter';

/**
 * /contact as React Router 8.4.0 prerendered it (build/fixtures/README.md), with the current
 * kept-taps script in place of the one it was captured with (that script is ours, not React
 * Router's: the rewrite leaves it inline only when it is exactly the library's).
 */
const fixture = async () =>
  (await readFile(path.join(import.meta.dirname, 'fixtures/react-router-8.4.0-contact.html'), 'utf8')).replace(
    /<script>\(function \(\) \{\n {2}if \(window\.__keptTaps\)[\s\S]*?<\/script>/,
    () => `<script>${KEPT_TAPS_SCRIPT}</script>`,
  );

/** The `<script>` elements of a page: attributes and code. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, code]) => ({ attributes: attributes!, code: code! }));

describe('moveInlineScripts on the page React Router wrote', () => {
  it('leaves inline only the kept-taps script, the starter and data; one script element for each React Router rendered', async () => {
    const input = await fixture();
    const { html, script } = moveInlineScripts(input);
    const before = scriptsOf(input);
    const after = scriptsOf(html);
    // the starter is the one script element added
    expect(after).toHaveLength(before.length + 1);
    const executable = after.filter(({ attributes }) => !/type="application\/(?:ld\+)?json"/.test(attributes));
    expect(executable.map(({ code }) => code)).toEqual([KEPT_TAPS_SCRIPT, APP_STARTER]);
    expect(after.filter(({ attributes }) => attributes === ' type="application/json"').every(({ code }) => code === '')).toBe(true);
    expect(html).toContain('<script type="application/ld+json">{"@context":"https://schema.org"');
    expect(script?.fileName).toMatch(/^assets\/inline\/[0-9a-f]{20}\.js$/);
    expect(executable[1]!.attributes).toContain(`data-src="/${script!.fileName}"`);
  });

  it('puts the starter in <head>, right after the kept-taps script and before the stylesheet, so it runs at once', async () => {
    const { html } = moveInlineScripts(await fixture());
    const head = html.slice(0, html.indexOf('</head>'));
    const keptTaps = head.indexOf(`${KEPT_TAPS_SCRIPT}</script>`);
    expect(keptTaps).toBeGreaterThan(0);
    expect(head.slice(keptTaps + KEPT_TAPS_SCRIPT.length + '</script>'.length)).toMatch(/^<script data-src="[^"]+" data-preload="[^"]*">/);
    expect(head.indexOf('data-src=')).toBeLessThan(head.indexOf('rel="stylesheet"'));
  });

  it('puts the starter in place of the first moved script on a page without the kept-taps script', () => {
    const { html, script } = moveInlineScripts('<head></head><body><p>x</p><script>first()</script><script>second()</script></body>');
    expect(scriptsOf(html).map(({ attributes }) => attributes)).toEqual([
      ` data-src="/${script!.fileName}" data-preload=""`,
      ' type="application/json"',
    ]);
    expect(script!.code).toBe('first()\n;\nsecond()');
  });

  it('keeps everything else byte for byte', async () => {
    const input = await fixture();
    const { html } = moveInlineScripts(input);
    const strip = (page: string) =>
      page
        .replace(/<script(?: type="module" async="")?>(?!\(function \(\) \{\n {2}if \(window\.__keptTaps\))[\s\S]*?<\/script>/g, '')
        .replace(/<script (?:type="application\/json"|data-src="[^"]*" data-preload="[^"]*")>[\s\S]*?<\/script>/g, '')
        .replace(/<link rel="modulepreload" href="[^"]*"\/>/g, '');
    expect(strip(html)).toBe(strip(input));
  });

  it('moves the chunks React Router preloads to the starter, which preloads them all at once', async () => {
    const input = await fixture();
    const preloads = [...input.matchAll(/<link rel="modulepreload" href="([^"]*)"\/>/g)].map((m) => m[1]);
    expect(preloads.length).toBeGreaterThan(5);
    const { html } = moveInlineScripts(input);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(/data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ')).toEqual(preloads);
  });

  it('joins the context, the module bootstrap and the streamed data, in document order, into one module', async () => {
    const { script } = moveInlineScripts(await fixture());
    const code = script!.code;
    const order = ['window.__reactRouterContext = ', 'import * as route0 from "/assets/root-', 'import("/assets/entry.client-', 'streamController.enqueue(', 'streamController.close()'];
    const positions = order.map((part) => code.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Runs as a module: the imports are statements of the file, the rest assigns window explicitly.
    expect(code).not.toMatch(/^\s*(?:var|let|const) /m);
  });

  it('names a module by its content and leaves a page without inline scripts as it is', () => {
    const a = moveInlineScripts('<p>x</p><script>same()</script>');
    const b = moveInlineScripts('<div>y</div><script>same()</script>');
    expect(a.script!.fileName).toBe(b.script!.fileName);
    expect(moveInlineScripts('<p>x</p><script src="/a.js"></script>')).toEqual({ html: '<p>x</p><script src="/a.js"></script>' });
  });
});

describe('the starter', () => {
  /**
   * Runs the starter with a clock of timers and messages (ms), resource events reaching the
   * document's capture listeners on demand (`resourceEvent`, `stylesheet`) and paint entries
   * delivered on demand (`paintEntry`); returns what it added and the controls.
   */
  function runStarter(visibilityState = 'visible', readyState = 'interactive', observerSupported = true) {
    let timers: { at: number; fn: () => void }[] = [];
    let now = 0;
    const listeners: Record<string, () => void> = {};
    const captured: Record<string, (event: { target: unknown }) => void> = {};
    const observers: { callback: (list: unknown, observer: { disconnect: () => void }) => void; connected: boolean }[] = [];
    const added: string[] = [];
    const document = {
      visibilityState,
      readyState,
      addEventListener: (type: string, fn: () => void, capture?: boolean) =>
        capture ? (captured[type] = fn) : (listeners[`document:${type}`] = fn),
      removeEventListener: (type: string) => delete captured[type],
      currentScript: {
        getAttribute: (name: string) => ({ 'data-src': '/assets/inline/page.js', 'data-preload': '/assets/a.js /assets/b.js' })[name] ?? null,
      },
      createElement: (tag: string) => ({ tag, rel: '', href: '', type: '', src: '' }),
      head: {
        appendChild: (el: { tag: string; rel: string; href: string; type: string; src: string }) =>
          added.push(el.tag === 'link' ? `${el.rel} ${el.href}` : `${el.type} ${el.src}`),
      },
    };
    const globals = {
      window: {},
      document,
      MessageChannel: class {
        port1: { onmessage?: () => void } = {};
        port2 = { postMessage: () => timers.push({ at: now, fn: () => this.port1.onmessage?.() }) };
      },
      PerformanceObserver: class {
        constructor(callback: (list: unknown, observer: { disconnect: () => void }) => void) {
          if (!observerSupported) throw new TypeError('PerformanceObserver is not a constructor');
          const entry = { callback, connected: false };
          observers.push(entry);
          Object.assign(this, { observe: () => (entry.connected = true), disconnect: () => (entry.connected = false) });
        }
      },
      setTimeout: (fn: () => void, ms = 0) => timers.push({ at: now + ms, fn }),
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
    };
    new Function(...Object.keys(globals), APP_STARTER)(...Object.values(globals));
    const advance = (ms: number) => {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      due.forEach((timer) => timer.fn());
    };
    /** A `load` (or `error`) event reaching `target` through the document's capture listeners. */
    const resourceEvent = (type: 'load' | 'error', target: unknown) => captured[type]?.({ target });
    const stylesheet = (type: 'load' | 'error' = 'load') => resourceEvent(type, { tagName: 'LINK', rel: 'stylesheet' });
    /** A `paint` entry reaches every connected observer. */
    const paintEntry = () =>
      observers.filter((o) => o.connected).forEach((o) => o.callback({}, { disconnect: () => (o.connected = false) }));
    return { added, fireLoad: () => listeners.load?.(), fireParsed: () => listeners['document:DOMContentLoaded']?.(), stylesheet, resourceEvent, paintEntry, advance };
  }

  const started = ['modulepreload /assets/a.js', 'modulepreload /assets/b.js', 'module /assets/inline/page.js'];

  it('starts the page in the task after its stylesheet arrived, once: every chunk preloaded at once, then the module', () => {
    const page = runStarter();
    page.resourceEvent('load', { tagName: 'LINK', rel: 'preload' }); // a font: not yet
    page.resourceEvent('load', { tagName: 'IMG' });
    page.advance(200);
    expect(page.added).toEqual([]);
    page.stylesheet();
    expect(page.added).toEqual([]);
    page.advance(0);
    expect(page.added).toEqual(started);
    page.paintEntry();
    page.fireLoad();
    page.advance(2000);
    expect(page.added).toEqual(started);
  });

  it('starts as well when the stylesheet fails to load', () => {
    const page = runStarter();
    page.stylesheet('error');
    page.advance(0);
    expect(page.added).toEqual(started);
  });

  it('starts a page without a stylesheet at its first paint entry', () => {
    const page = runStarter();
    page.paintEntry();
    expect(page.added).toEqual(started);
    page.advance(0);
    expect(page.added).toEqual(started);
  });

  it('starts a page that never paints a second after its load event', () => {
    const page = runStarter();
    page.fireLoad();
    page.advance(999);
    expect(page.added).toEqual([]);
    page.advance(1);
    expect(page.added).toEqual(started);
  });

  it('preloads the chunks once the stylesheet is in, but runs the module only once the whole document is parsed', () => {
    const page = runStarter('visible', 'loading');
    page.stylesheet();
    page.advance(0);
    expect(page.added).toEqual(started.slice(0, 2));
    page.fireParsed();
    expect(page.added).toEqual(started);
  });

  it('starts a page that loads hidden (a background tab paints nothing) at once', () => {
    expect(runStarter('hidden').added).toEqual(started);
  });

  it('starts at once in a browser without PerformanceObserver', () => {
    expect(runStarter('visible', 'interactive', false).added).toEqual(started);
  });
});

describe('movePageScripts', () => {
  it('rewrites every page of a build and writes each module once', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'page-scripts-'));
    try {
      const page = await fixture();
      await mkdir(path.join(dir, 'blog/post'), { recursive: true });
      await writeFile(path.join(dir, 'index.html'), page);
      await writeFile(path.join(dir, 'blog/post/index.html'), page);
      expect(await movePageScripts(dir)).toEqual({ pages: 2, scripts: 1 });
      const rewritten = await readFile(path.join(dir, 'blog/post/index.html'), 'utf8');
      const [, file] = /data-src="\/([^"]+)"/.exec(rewritten)!;
      expect(await readFile(path.join(dir, file!), 'utf8')).toMatch(/^window\.__reactRouterContext = /);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('moveInlineScripts and the ended-offers script', () => {
  it('keeps it inline where the page has it, and moves the rest as before', async () => {
    const input = (await fixture()).replace(`<script>${KEPT_TAPS_SCRIPT}</script>`, (kept) => `${kept}<script>${ENDED_OFFERS_SCRIPT}</script>`);
    const { html } = moveInlineScripts(input);
    const executable = scriptsOf(html).filter(({ attributes }) => !/type="application\/(?:ld\+)?json"/.test(attributes));
    expect(executable.map(({ code }) => code)).toEqual([KEPT_TAPS_SCRIPT, APP_STARTER, ENDED_OFFERS_SCRIPT]);
  });
});
