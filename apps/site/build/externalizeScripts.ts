import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { START_AFTER_FIRST_PAINT, startModule } from './startAfterFirstPaint';

/** A script moved out of a page: its path under the build's root and its code. */
export interface ExternalScript {
  fileName: string;
  code: string;
}

/** `<script ...>code</script>`; React Router's and React's serialisers escape `</` inside code. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** Script types a browser executes (the others, e.g. JSON-LD, are data and stay inline). */
const EXECUTABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;

/** What stands in for an inline script moved into the page's script file. */
const EMPTY_DATA_BLOCK = '<script type="application/json"></script>';

function toFile(code: string): ExternalScript {
  return { fileName: `assets/inline/${createHash('sha256').update(code).digest('hex').slice(0, 20)}.js`, code };
}

function typeOf(attributes: string): string {
  return /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? '';
}

/**
 * Moves a prerendered page's inline scripts (React Router's hydration context, streamed loader
 * data and module bootstrap) into files, so the Content-Security-Policy allows no inline script
 * but one constant starter (by its hash) and no `'unsafe-inline'`.
 *
 * The page's classic inline scripts are joined, in document order, into one file (the page's
 * script), which ends by adding the module bootstrap (a file of its own) to the document. In
 * their place stands one inline script, {@link START_AFTER_FIRST_PAINT}, with the page's script
 * in `data-src`: it loads that file at the first contentful paint. The `modulepreload` links go.
 * So nothing is fetched or run for the app before the first paint: on a slow network the CSS,
 * fonts and images of the first view have the bandwidth to themselves (issue 5 §3). The
 * hydration context is defined and its data streamed in before the bootstrap starts the app.
 * A page without a module bootstrap keeps its joined script as a plain deferred file. Every
 * other moved script leaves an empty `application/json` block in its place, so the document
 * keeps one `<script>` per script React Router rendered (React hydrates the whole document and
 * would otherwise report a mismatch). JSON-LD and other data scripts stay inline; attributes of
 * the inline scripts (none in React Router's output) are not kept.
 * @param html - one page's HTML.
 * @returns the rewritten HTML and the scripts to write (file names relative to the build root):
 *   the page's script, then the module bootstrap if the page has one.
 * @see issue 5 §1, issue 6 §5 (Content-Security-Policy)
 */
export function externalizeInlineScripts(html: string): { html: string; scripts: ExternalScript[] } {
  const classic: string[] = [];
  let bootstrap: ExternalScript | undefined;
  const placeholder = `<!--page-script-${createHash('sha256').update(html).digest('hex')}-->`;
  const rewritten = html.replace(SCRIPT, (whole, attributes: string, code: string) => {
    if (/\ssrc\s*=/i.test(attributes) || !EXECUTABLE_TYPE.test(typeOf(attributes))) return whole;
    const first = classic.length === 0 && bootstrap === undefined;
    if (typeOf(attributes).toLowerCase() === 'module') bootstrap = toFile(code);
    else classic.push(code);
    // React hydrates the whole document and claims the scripts React Router rendered one by
    // one: each one moved into the file leaves an empty data block (never executed) behind.
    return first ? placeholder : EMPTY_DATA_BLOCK;
  });
  if (classic.length === 0 && bootstrap === undefined) return { html, scripts: [] };
  // A newline before each `;`: a script may end in a line comment.
  const page = toFile([...classic, ...(bootstrap ? [startModule(`/${bootstrap.fileName}`)] : [])].join('\n;\n'));
  const tag = bootstrap
    ? `<script data-src="/${page.fileName}">${START_AFTER_FIRST_PAINT}</script>`
    : `<script defer src="/${page.fileName}"></script>`;
  // Without preloads, the JavaScript is fetched when the bootstrap starts, after the first paint.
  return {
    html: rewritten.replace(placeholder, () => tag).replace(/<link rel="modulepreload" href="[^"]*"\/>/g, ''),
    scripts: bootstrap ? [page, bootstrap] : [page],
  };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Applies {@link externalizeInlineScripts} to every `.html` file under `clientDir` (the
 * prerendered pages and the SPA fallback), writing the scripts next to the other assets.
 * @returns how many pages and scripts were rewritten.
 */
export async function externalizeBuildScripts(clientDir: string): Promise<{ pages: number; scripts: number }> {
  let pages = 0;
  const written = new Set<string>();
  for (const file of await htmlFiles(clientDir)) {
    const { html, scripts } = externalizeInlineScripts(await readFile(file, 'utf8'));
    if (scripts.length === 0) continue;
    pages += 1;
    for (const script of scripts) {
      if (written.has(script.fileName)) continue;
      const target = path.join(clientDir, script.fileName);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, script.code);
      written.add(script.fileName);
    }
    await writeFile(file, html);
  }
  return { pages, scripts: written.size };
}
