#!/usr/bin/env node
/**
 * Makes the `.d.ts` files that `tsc -p tsconfig.build.json` writes to `dist/` resolvable by every
 * consumer, not only by bundler resolution (see the package checks in README.md).
 *
 * The sources use extensionless relative imports (`./Button`, `./contract.css`), which
 * `moduleResolution: "bundler"` accepts, and tsc copies them into the declarations unchanged.
 * A consumer type-checking with `module`/`moduleResolution: "node16"` (or `nodenext`) resolves
 * the package's declarations as ES modules, where a relative specifier must name its file. So:
 *
 * - a relative specifier gets the extension of the JavaScript it stands for: `./Button` becomes
 *   `./Button/index.js` and `./contract.css` becomes `./contract.css.js`, which TypeScript maps to
 *   the `.d.ts` beside it;
 * - a side-effect import of a stylesheet (`import './fonts.css'`,
 *   `import '@fontsource/archivo-black/400.css'`) is dropped: it declares no types, and in the
 *   built package its CSS is already part of `dist/index.css` (a file left with no import or
 *   export gets `export {}`, so it stays a module).
 *
 * A relative specifier that names no declaration file fails the build, so a broken declaration
 * never ships.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** `from '…'`, `import '…'`, `import('…')` and `export … from '…'`, as tsc writes them. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|^import\s*)(['"])(\.{1,2}\/[^'"]*)\2/gm;
/** A whole-line side-effect import of a stylesheet. */
const STYLESHEET_IMPORT = /^import\s*(['"])[^'"]+\.css\1;?\n/gm;

const declarationFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(full);
    return entry.name.endsWith('.d.ts') ? [full] : [];
  });

/** The specifier with the extension a node16 consumer needs, or `undefined` if nothing is there. */
function withExtension(file, specifier) {
  if (/\.(js|mjs|cjs)$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(file), specifier);
  if (fs.existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (fs.existsSync(path.join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  return undefined;
}

const unresolved = [];
let changed = 0;
for (const file of declarationFiles(dist)) {
  const before = fs.readFileSync(file, 'utf8');
  let after = before
    .replace(STYLESHEET_IMPORT, (line) => {
      // Keep a `./x.css` that is a vanilla-extract module (`x.css.ts` has declarations).
      const specifier = /(['"])([^'"]+)\1/.exec(line)[2];
      return specifier.startsWith('.') && withExtension(file, specifier) ? line : '';
    })
    .replace(SPECIFIER, (match, lead, quote, specifier) => {
      const next = withExtension(file, specifier);
      if (!next) {
        unresolved.push(`${path.relative(dist, file)}: ${specifier}`);
        return match;
      }
      return `${lead}${quote}${next}${quote}`;
    });
  // A file left with no import or export would read as a global script: keep it a module.
  if (after !== before && !/^\s*(import|export)\b/m.test(after)) after += 'export {};\n';
  if (after !== before) {
    fs.writeFileSync(file, after);
    changed += 1;
  }
}

if (unresolved.length) {
  console.error(`Declarations import files that are not in dist/:\n  ${unresolved.join('\n  ')}`);
  process.exit(1);
}
console.log(`finish-declarations: ${changed} declaration files rewritten for node16 resolution`);
