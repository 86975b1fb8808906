/**
 * The one place where the build rewrites React Router's output: each prerendered page's inline
 * scripts move into one module file, so the Content-Security-Policy allows no `'unsafe-inline'`
 * script, and the app starts as soon as the page can paint (see `appStarter.ts`).
 *
 * What React Router 8.4's `<Scripts />` writes into a prerendered page (`ssr: false`), in order,
 * and what becomes of it:
 * - `<link rel="modulepreload" href>` in `<head>` for the entry and the route's chunks: removed
 *   (nothing is fetched for the app before the first paint); the starter adds them, all at once,
 *   when it starts the page, so the chunks load in parallel instead of one import after another.
 * - classic inline scripts (`window.__reactRouterContext = …`, the streamed loader data, the
 *   stream's close) and the inline module bootstrap (`import * as route0 from …;
 *   window.__reactRouterRouteModules = …; import(entry)`): joined, in document order, into one
 *   module file (`assets/inline/<sha256>.js`); each is replaced by an empty `application/json`
 *   block, so the document keeps one `<script>` per script React Router rendered (React
 *   hydrates the whole document).
 * - the kept-taps and ended-offers scripts of `@agency/ui` and data scripts (JSON-LD) stay inline
 *   (they must run before the first paint); the constant
 *   starter goes right after the kept-taps script, in `<head>` before the stylesheet, so it runs
 *   before the first frame (React skips a script it did not render in `<head>`). A page without
 *   the kept-taps script gets the starter in place of its first moved script.
 *
 * An upgrade of React Router could break this if it renders scripts another way (attributes on
 * its inline scripts, a `nonce`, scripts that must run before the first paint, a bootstrap that
 * is not a module, or module code that reads the context while its imports evaluate). The unit
 * tests run on a page React Router 8.4.0 wrote (`build/fixtures/`), and the end-to-end test
 * `prerender.spec.ts` checks every page of a real build: no inline script but the two allowed by
 * hash, and the page hydrates.
 * @see README "The first view"
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
// The library's source, as vite.config.ts reads its theme: Node runs this file without the
// `source` export condition, and the library's `dist` need not exist.
import { KEPT_TAPS_SCRIPT } from '../../../packages/ui/src/KeptTaps/keptTapsScript';
import { ENDED_OFFERS_SCRIPT } from '../../../packages/ui/src/OfferBanner/endedOffers';
import { RewritingStream } from 'parse5-html-rewriting-stream';
import { APP_STARTER } from './appStarter';

/** A file the rewrite writes: its path under the build's root and its code. */
export interface PageScript {
  fileName: string;
  code: string;
}

/** Script types a browser executes (the others, e.g. JSON-LD, are data and stay inline). */
const EXECUTABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;

const attribute = (tag: { attrs: { name: string; value: string }[] }, name: string) =>
  tag.attrs.find((attr) => attr.name === name)?.value;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page's module file: content-addressed, so the same code is one cacheable file. */
function toFile(code: string): PageScript {
  return { fileName: `assets/inline/${createHash('sha256').update(code).digest('hex').slice(0, 20)}.js`, code };
}

/**
 * Moves a prerendered page's inline scripts into one module file loaded by the constant starter.
 * @param html - one page's HTML, as React Router wrote it.
 * @returns the rewritten HTML and the page's module file (none when the page has no inline
 *   executable script).
 */
export function moveInlineScripts(html: string): { html: string; script?: PageScript } {
  const rewriter = new RewritingStream();
  const chunks: string[] = [];
  const preloads: string[] = [];
  const moved: string[] = [];
  let inScript: { move: boolean; code: string } | undefined;
  let starterPlaced = false;
  const STARTER_SLOT = `<!--page-script-${createHash('sha256').update(html).digest('hex')}-->`;

  rewriter.on('data', (chunk: string) => chunks.push(chunk));
  rewriter.on('startTag', (tag, raw) => {
    if (tag.tagName === 'link' && attribute(tag, 'rel') === 'modulepreload') {
      preloads.push(attribute(tag, 'href') ?? '');
      return;
    }
    if (tag.tagName === 'script') {
      const executable = attribute(tag, 'src') === undefined && EXECUTABLE_TYPE.test(attribute(tag, 'type') ?? '');
      inScript = { move: executable, code: '' };
      if (executable) return;
    }
    rewriter.emitRaw(raw);
  });
  rewriter.on('text', (_text, raw) => {
    if (inScript?.move) inScript.code += raw;
    else rewriter.emitRaw(raw);
  });
  rewriter.on('endTag', (tag, raw) => {
    if (tag.tagName === 'script' && inScript) {
      const { move, code } = inScript;
      inScript = undefined;
      if (move && code === KEPT_TAPS_SCRIPT) {
        // The starter right after it, in <head> before the stylesheet: it runs at once.
        starterPlaced = true;
        return rewriter.emitRaw(`<script>${code}${raw}${STARTER_SLOT}`);
      }
      if (move && code === ENDED_OFFERS_SCRIPT) return rewriter.emitRaw(`<script>${code}${raw}`);
      if (move) {
        rewriter.emitRaw(starterPlaced ? '<script type="application/json"></script>' : STARTER_SLOT);
        starterPlaced = true;
        moved.push(code);
        return;
      }
    }
    rewriter.emitRaw(raw);
  });
  rewriter.end(html);
  const rewritten = chunks.join('');
  if (moved.length === 0) return { html };
  // A newline before each `;`: a script may end in a line comment. Module code runs in strict
  // mode: React Router's classic scripts assign `window.…` explicitly, so they run the same.
  const script = toFile(moved.join('\n;\n'));
  const starter =
    `<script data-src="/${script.fileName}" data-preload="${escapeAttribute(preloads.join(' '))}">` +
    `${APP_STARTER}</script>`;
  return { html: rewritten.replace(STARTER_SLOT, () => starter), script };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Applies {@link moveInlineScripts} to every `.html` file under `clientDir` (the prerendered
 * pages and the SPA fallback), writing the module files next to the other assets.
 * @returns how many pages were rewritten and how many module files written.
 */
export async function movePageScripts(clientDir: string): Promise<{ pages: number; scripts: number }> {
  let pages = 0;
  const written = new Set<string>();
  for (const file of await htmlFiles(clientDir)) {
    const { html, script } = moveInlineScripts(await readFile(file, 'utf8'));
    if (!script) continue;
    pages += 1;
    if (!written.has(script.fileName)) {
      const target = path.join(clientDir, script.fileName);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, script.code);
      written.add(script.fileName);
    }
    await writeFile(file, html);
  }
  return { pages, scripts: written.size };
}
