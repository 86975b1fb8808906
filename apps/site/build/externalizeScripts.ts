import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { START_AFTER_FIRST_PAINT } from './startAfterFirstPaint';

/** A script moved out of a page: its path under the build's root and its code. */
export interface ExternalScript {
  fileName: string;
  code: string;
}

/** `<script ...>code</script>`; React Router's and React's serialisers escape `</` inside code. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** Script types a browser executes (the others, e.g. JSON-LD, are data and stay inline). */
const EXECUTABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;

function toFile(code: string): ExternalScript {
  return { fileName: `assets/inline/${createHash('sha256').update(code).digest('hex').slice(0, 20)}.js`, code };
}

function typeOf(attributes: string): string {
  return /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? '';
}

/**
 * Moves a prerendered page's inline scripts (React Router's hydration context, streamed loader
 * data and module bootstrap) into files, so the Content-Security-Policy can stay
 * `script-src 'self'` without per-page hashes or `'unsafe-inline'`.
 *
 * Each inline classic script becomes `<script src="/assets/inline/<sha256>.js" defer>`: deferred
 * scripts run in document order after parsing, so the hydration context is defined before the
 * data scripts that fill it. The module bootstrap becomes a file too, started by
 * {@link START_AFTER_FIRST_PAINT} (`<script defer src="…starter…" data-module="…bootstrap…">`) at
 * the first contentful paint, and the `modulepreload` links go: the app's modules are fetched
 * after the first paint, so they do not compete with the CSS, fonts and images of the first view
 * on a slow network (issue 5 §3: LCP). Other attributes (e.g. `id`) are kept; JSON-LD and other
 * data scripts stay inline.
 * @param html - one page's HTML.
 * @returns the rewritten HTML and the scripts to write (file names relative to the build root).
 * @see issue 5 §1, issue 6 §5 (Content-Security-Policy)
 */
export function externalizeInlineScripts(html: string): { html: string; scripts: ExternalScript[] } {
  const scripts: ExternalScript[] = [];
  const rewritten = html.replace(SCRIPT, (whole, attributes: string, code: string) => {
    if (/\bsrc\s*=/i.test(attributes) || !EXECUTABLE_TYPE.test(typeOf(attributes))) return whole;
    const isModule = typeOf(attributes).toLowerCase() === 'module';
    const kept = attributes.replace(/\s+(?:type|async|defer)(?:\s*=\s*"[^"]*")?/gi, '');
    const file = toFile(code);
    scripts.push(file);
    if (!isModule) return `<script${kept} defer src="/${file.fileName}"></script>`;
    const starter = toFile(START_AFTER_FIRST_PAINT);
    scripts.push(starter);
    return `<script${kept} defer src="/${starter.fileName}" data-module="/${file.fileName}"></script>`;
  });
  // Without preloads, the JavaScript is fetched when the bootstrap starts, after the first paint.
  return { html: rewritten.replace(/<link rel="modulepreload" href="[^"]*"\/>/g, ''), scripts };
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
