/**
 * The pure half of `npm run bench --compare`: another build of the site (for instance the commit
 * before an upgrade, in a `git worktree` of its own) measured beside this one in the same run.
 * Unit-tested in `builds.test.mjs`.
 */

/** Names the tables give rows of their own. */
const RESERVED = new Set(['reference', 'floor']);

/**
 * Reads the `--compare NAME=CHECKOUT` options.
 * @param {string[] | undefined} specs - each `NAME=CHECKOUT`: NAME in lower-case letters, digits
 *   and dashes (the rows' label, e.g. `rr7`), CHECKOUT the root of a checkout of this repository
 *   with its own `npm ci` done.
 * @returns {Array<{name: string, checkout: string}>} in the order given.
 * @throws {Error} on a malformed option, a reserved or repeated name.
 */
export function parseCompareBuilds(specs = []) {
  const builds = specs.map((spec) => {
    const match = /^([a-z0-9][a-z0-9-]*)=(.+)$/.exec(spec);
    if (!match) throw new Error(`--compare ${JSON.stringify(spec)}: expected NAME=CHECKOUT, e.g. rr7=/tmp/rr7`);
    const [, name, checkout] = match;
    if (RESERVED.has(name)) throw new Error(`--compare ${name}: "${name}" names a row of its own`);
    return { name, checkout };
  });
  const names = builds.map((b) => b.name);
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated) throw new Error(`--compare ${repeated}: given twice`);
  return builds;
}

/**
 * The page rows of the Lighthouse, first-view and bytes tables: each page of this build, then
 * the same path on each other build (its own origin), labelled by the page and marked with the
 * build's name; the runs are interleaved in this order.
 * @param {Array<{name: string, label: string, url: string}>} pages - this build's pages; `label` is the path.
 * @param {Array<{name: string, origin: string}>} builds - the other builds, served at `origin`.
 * @returns {Array<{name: string, label: string, url: string, build?: string}>}
 */
export function pageRows(pages, builds) {
  return pages.flatMap((page) => [page, ...builds.map((build) => ({ name: `${build.name}-${page.name}`, label: page.label, url: `${build.origin}${page.label}`, build: build.name }))]);
}
