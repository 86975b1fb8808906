/**
 * The contact sheet of `npm run screenshots` (docs/browsers.md "Screenshots"): after the run,
 * `screenshots-out/index.html` puts the engines side by side, one row per route or dialog and
 * width, with JavaScript on and off; each picture links to its full-size PNG (relative links, so
 * the folder can be opened or archived as it is).
 */
import fs from 'node:fs';
import path from 'node:path';
import { OUT_DIR } from './shooter';

const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
const WIDTHS = [390, 1280] as const;

const ROWS: Array<[file: string, label: string]> = [
  ...['home', 'portfolio', 'packages', 'about', 'testimonials', 'blog', 'blog-post', 'contact'].flatMap((route): Array<[string, string]> => {
    const label = route === 'home' ? '/' : route === 'blog-post' ? 'a blog post' : `/${route}`;
    return [
      [`route-${route}-js`, `${label}, its app running`],
      [`route-${route}-nojs`, `${label}, JavaScript off`],
    ];
  }),
  ['dialog-free-sample', 'free-sample dialog'],
  ['dialog-callback', 'callback dialog'],
  ['dialog-case-study', 'a case study (/portfolio)'],
  ['dialog-phone-menu', 'phone menu'],
  ['dialog-message-sent', "contact form's 'Message Sent!'"],
];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#39;');

/** Writes `index.html` from the PNGs there are (a missing one says so). */
export default function writeSheet(): void {
  if (!fs.existsSync(OUT_DIR)) return;
  const cell = (engine: string, width: number, file: string) => {
    const src = `${engine}-${width}/${file}.png`;
    return fs.existsSync(path.join(OUT_DIR, src))
      ? `<td><a href="${src}"><img src="${src}" alt="${escape(`${file}, ${engine}, ${width} px`)}" loading="lazy"></a></td>`
      : '<td class="none">not taken</td>';
  };
  const sections = ROWS.flatMap(([file, label]) =>
    WIDTHS.filter((width) => ENGINES.some((engine) => fs.existsSync(path.join(OUT_DIR, `${engine}-${width}/${file}.png`)))).map(
      (width) => `<tr><th scope="row">${escape(label)}<br>${width} px</th>${ENGINES.map((engine) => cell(engine, width, file)).join('')}</tr>`,
    ),
  );
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Screenshots: Chromium, Firefox, WebKit</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 1rem; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: 4px; vertical-align: top; }
thead th { position: sticky; top: 0; background: #fff; }
th[scope=row] { text-align: left; width: 10rem; }
img { width: 100%; max-width: 420px; display: block; }
.none { color: #a00; }
</style></head><body>
<h1>Screenshots: Chromium, Firefox, WebKit</h1>
<p>Written ${new Date().toISOString()} by <code>npm run screenshots</code> (docs/browsers.md "Screenshots"). Routes: the whole page
(WebKit: viewports stacked, a fixed header shows in each); dialogs: the viewport.</p>
<table><thead><tr><th></th>${ENGINES.map((engine) => `<th scope="col">${engine}</th>`).join('')}</tr></thead>
<tbody>
${sections.join('\n')}
</tbody></table></body></html>
`;
  fs.writeFileSync(path.join(OUT_DIR, 'index.html'), html);
  console.log(`The contact sheet: ${path.join(OUT_DIR, 'index.html')}`);
}
