/**
 * The end-to-end tests' production build (`playwright.config.ts` runs it before serving the
 * site): `npm run build` into `$SITE_BUILD_DIR` (against the test backend at
 * `$VITE_SUPABASE_URL`), then a stamp of what it was built from: a SHA-256 of every file git sees
 * except tests and documents (`e2e/` folders, `*.md`, `docs/`), of `apps/site/.env*`, of the
 * `VITE_*` and `SITE_*` environment and of Node's version. The backend is always a fresh,
 * seeded database, so the same inputs give the same pages.
 *
 * `--reuse` (the Firefox and WebKit suites, docs/browsers.md): a build whose stamp matches is
 * served as it is, so the suites that follow another (or each other) build no second time.
 * Without it (the Chromium suite) it always builds.
 *
 * Usage, in `apps/site`: `tsx e2e/build.ts [--reuse]`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(site, '../..');
const buildDir = path.resolve(site, process.env.SITE_BUILD_DIR ?? 'dist');
const stampFile = path.join(buildDir, 'e2e-inputs.sha256');

/** Files that do not change what the build writes. */
const NOT_INPUTS = /(^|\/)e2e\/|\.md$|^docs\/|^\.ci\//;

/** The SHA-256 of everything the build reads (see the file's header). */
export function buildInputsHash(): string {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !NOT_INPUTS.test(file));
  const envFiles = fs.readdirSync(site).filter((name) => name.startsWith('.env')).map((name) => `apps/site/${name}`);
  const hash = createHash('sha256');
  for (const file of [...new Set([...listed, ...envFiles])].sort()) {
    const full = path.join(root, file);
    if (!fs.existsSync(full) || !fs.statSync(full).isFile()) continue; // deleted, not yet committed
    hash.update(`${file}\0`).update(fs.readFileSync(full)).update('\0');
  }
  const env = Object.entries(process.env)
    .filter(([name]) => /^(VITE|SITE)_/.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify({ env, node: process.version }));
  return hash.digest('hex');
}

const inputs = buildInputsHash();
const reuse = process.argv.includes('--reuse');
if (reuse && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === inputs) {
  console.log(`e2e build: ${path.relative(site, buildDir)} is built from these inputs; serving it as it is`);
} else {
  fs.rmSync(stampFile, { force: true });
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: site, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(stampFile, inputs);
}
