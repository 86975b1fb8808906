#!/usr/bin/env node
/**
 * `npm run bench`: the site beside the repository's bare-HTML reference page and React Router's
 * floor, in its tables (not part of `npm test`). Needs nothing outside the clone but Chromium
 * (`/usr/bin/chromium` or `$CHROME_PATH`). Run with tsx (it imports the site's own server, a .ts
 * file).
 *
 * 1. Starts the local backend on a free port with a fresh database (a temporary data dir, reset
 *    and seeded), builds the site against it (`apps/site/dist/client`; `--skip-build` reuses the
 *    last build and, when they are free, the backend and site ports it was built for, recorded in
 *    `apps/site/dist/bench-build.json`) and the floor (`floor/`: the smallest React Router page
 *    that hydrates one button, built and started as the site's pages are), and serves the build,
 *    the floor and the reference page (`reference/`) with the site's own server
 *    (`apps/site/server/serve.ts`), so hosting cannot tell them apart. `--compare NAME=CHECKOUT`
 *    also builds that checkout's site against the same backend (`apps/site/dist-bench`) and
 *    serves it with the headers it wrote: its pages get rows of their own (`NAME`) in the
 *    Lighthouse, first-view and bytes tables, e.g. the site before an upgrade beside after.
 * 2. Lighthouse (`lighthouse.mjs`): mobile, simulated throttling, every route and the newest blog
 *    post interleaved with the reference page, `--runs` each; medians of Performance, LCP (and
 *    LCP ÷ the reference's), CLS, TBT.
 * 3. First view in Chromium (`first-view.mjs`): the same pages and the reference page loaded in a
 *    throttled Chromium (not simulated), `--view-runs` each; medians of FCP and LCP, and LCP ÷
 *    the reference's.
 * 4. Tap at paint (`taps.mjs`): a throttled phone taps each control of `pages.mjs` CONTROLS, the
 *    floor's button and the reference page's `<details>`, the moment it is painted, `--taps-runs`
 *    loads each: painted and tap-to-effect medians, ok/lost/dead counts; a control that needs
 *    the app judged by its tap over the floor's.
 * 5. Bytes (`bytes.mjs`): every route, the post and the reference page: JS, CSS, fonts, images
 *    and total KB on the wire, request counts.
 * 6. Lead inserts (`inserts.ts`): inserts per second through the REST API with no lead
 *    triggers, with the outbox, and with the outbox plus the limits and dedupe, interleaved in one
 *    run on an in-memory backend of its own (needs neither the build nor a browser).
 * 7. Prints the tables as Markdown with the targets (report.mjs TARGETS) beside the figures, and
 *    writes them to `--out FILE` if given.
 *
 * Options:
 *   --runs N            Lighthouse runs per page (default 3)
 *   --view-runs N       throttled loads per page for the first-view table (default 5)
 *   --taps-runs N       page loads per control for the tap-at-paint table (default 5)
 *   --only X            (repeatable) a route (`/packages`), `post` (the newest post) or a control
 *                       name (`menu`): only those pages / controls (the reference always runs)
 *   --skip-build        reuse apps/site/dist, the floor's build and the --compare builds
 *   --compare NAME=CHECKOUT   (repeatable) also measure the site of another checkout of this
 *                       repository (its own `npm ci` done), e.g. `git worktree add /tmp/rr7
 *                       ff28ec8` → `--compare rr7=/tmp/rr7`
 *   --skip-lighthouse, --skip-first-view, --skip-taps, --skip-bytes, --skip-inserts   leave a part out
 *   --only inserts      only the lead-insert table (no build, no browser)
 *   --insert-rounds N   rounds per setup of the lead-insert table (default 5)
 *   --out FILE          also write the tables to FILE
 * Exit code 0 even when a target is missed (the tables are the result); 1 when the bench itself
 * could not run (a part that fails prints its error in place of its table).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serveSite } from '../../apps/site/server/serve.ts';
import { bytesRuns } from './bytes.mjs';
import { CHROME_PATH } from './chrome.mjs';
import { LOCAL_PUBLISHABLE_KEY } from '@agency/domain/local-backend';
import { pageRows, parseCompareBuilds } from './builds.mjs';
import { insertCostPart } from './inserts.ts';
import { lighthouseRuns } from './lighthouse.mjs';
import { lighthouseRows } from './lighthouse-metrics.mjs';
import { CONTROLS, FLOOR_CONTROL, REFERENCE_CONTROL, ROUTES } from './pages.mjs';
import { firstViewRuns } from './first-view.mjs';
import { formatBytesTable, formatFirstViewTable, formatLighthouseTable, formatTapsTable } from './report.mjs';
import { tapRuns } from './taps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const siteDir = path.join(root, 'apps/site');
const dist = path.join(siteDir, 'dist/client');
const buildStamp = path.join(siteDir, 'dist/bench-build.json');
const referenceDir = path.join(root, 'scripts/bench/reference');
const floorDir = path.join(root, 'scripts/bench/floor');
const floorDist = path.join(floorDir, 'dist/client');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'taps-runs': { type: 'string', default: '5' },
    'view-runs': { type: 'string', default: '5' },
    only: { type: 'string', multiple: true },
    'skip-build': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-first-view': { type: 'boolean', default: false },
    'skip-taps': { type: 'boolean', default: false },
    'skip-bytes': { type: 'boolean', default: false },
    'skip-inserts': { type: 'boolean', default: false },
    'insert-rounds': { type: 'string', default: '5' },
    out: { type: 'string' },
    compare: { type: 'string', multiple: true },
  },
});
const compareBuilds = parseCompareBuilds(args.compare);
const RUNS = Number(args.runs);
const TAPS_RUNS = Number(args['taps-runs']);
const VIEW_RUNS = Number(args['view-runs']);
if (!(RUNS >= 1) || !(TAPS_RUNS >= 1) || !(VIEW_RUNS >= 1)) throw new Error('--runs, --taps-runs and --view-runs must be at least 1');

const cleanups = [];
let cleaning = null;
/** Runs the cleanups once, last registered first (a signal and the normal end may both ask). */
const cleanup = () => {
  cleaning ??= (async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn().catch(() => {});
  })();
  return cleaning;
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().then(() => process.exit(130)));
const log = (line) => process.stderr.write(`${line}\n`);

/** A child process stopped (SIGTERM, by its id) when the bench ends. */
function track(child) {
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  });
  return child;
}

/** Resolves with the first match of `pattern` in the child's stdout; rejects if it exits first. */
function waitForLine(child, pattern, what) {
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const match = pattern.exec(buffer);
      if (match) resolve(match);
    });
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}) before it was ready:\n${buffer}`)));
  });
}

/** `preferred` if nothing listens on it now, else a free port. */
function freePort(preferred = 0) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(freePort(0)));
    probe.listen(preferred, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the local backend (fresh database in a temporary dir) on `port`; resolves with its URL. */
async function startBackend(port) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-db-'));
  // cleanups run last-in first-out: the backend stops before its data dir is removed
  cleanups.push(() => rm(dataDir, { recursive: true, force: true, maxRetries: 3 }));
  // node with tsx's loader rather than the tsx binary: one process, so stopping it is waiting for it
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', 'packages/local-backend/src/cli.ts', '--supabase-dir', 'packages/data/supabase', '--port', String(port), '--data-dir', dataDir, '--reset'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const [, url] = await waitForLine(child, /API ready: (http:\/\/\S+?)\/rest\/v1/, 'the backend');
  return url;
}

function run(command, argv, options) {
  return new Promise((resolve, reject) => {
    const child = track(spawn(command, argv, { stdio: 'inherit', ...options }));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${argv.join(' ')} exited with ${code}`))));
  });
}

/** The slug of the newest blog post, read through the backend with the publishable key. */
async function newestPostSlug(apiUrl) {
  const response = await fetch(`${apiUrl}/rest/v1/blogs?select=slug&order=created_at.desc&limit=1`, {
    headers: { apikey: LOCAL_PUBLISHABLE_KEY },
  });
  const rows = await response.json();
  if (!response.ok || !rows[0]) throw new Error(`no blog post to benchmark: ${JSON.stringify(rows)}`);
  return rows[0].slug;
}

const seconds = (t0) => Math.round((Date.now() - t0) / 1000);
const minutes = (s) => `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;

/** Serves a build directory with the site's server until the bench ends; resolves with its base URL, no trailing slash. */
async function serve(options) {
  const { server, url } = await serveSite(options);
  cleanups.push(() => new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections(); // Chromium's keep-alive sockets would hold close() open
  }));
  return url.replace(/\/$/, '');
}

/** The rows every page table starts with: the reference page and the floor, shown, never judged. */
const fixedRows = (referenceUrl, floorUrl) => [
  { name: 'reference', label: 'reference', url: referenceUrl, reference: true },
  { name: 'floor', label: 'floor', url: floorUrl, floor: true },
];

async function lighthousePart(pages, referenceUrl, floorUrl) {
  const outDir = path.join(rawDir, 'lighthouse');
  await mkdir(outDir, { recursive: true });
  const candidates = [...fixedRows(referenceUrl, floorUrl), ...pages];
  const { results, lighthouseVersion, failures } = await lighthouseRuns(candidates, { runs: RUNS, outDir, log });
  return [
    `Lighthouse ${lighthouseVersion ?? '?'} (Node API), mobile, simulated throttling (150 ms RTT, 1.6 Mbps, CPU 4×), ` +
      `a fresh Chromium per run; medians of ${RUNS} run(s) per page, interleaved with the reference page ` +
      '(scripts/bench/reference). LCP ÷ ref: the page\'s median LCP over the reference\'s. ' +
      'CPU index: Lighthouse benchmarkIndex (lower = busier machine, higher simulated TBT).',
    '',
    formatLighthouseTable(lighthouseRows(results, candidates)),
    ...(failures.length ? ['', `Failed runs (left out): ${failures.join('; ')}`] : []),
    '',
    `Full Lighthouse reports: ${outDir}`,
  ].join('\n');
}

async function firstViewPart(pages, referenceUrl, floorUrl) {
  const candidates = [...fixedRows(referenceUrl, floorUrl), ...pages];
  const { results, failures } = await firstViewRuns(candidates, { runs: VIEW_RUNS, log });
  await writeFile(path.join(rawDir, 'first-view.json'), JSON.stringify(results, null, 2));
  return [
    `${VIEW_RUNS} fresh load(s) per page (interleaved with the reference page) in Chromium itself, not simulated: ` +
      'the phone of the tap part (390×844) with CDP\'s CPU throttling 4× and network emulation (150 ms RTT, 1.6 Mbps down), ' +
      'no cache; FCP and LCP from the page\'s own paint entries 2 s after its load event (medians; ms from navigation start). ' +
      'LCP ÷ ref: the page\'s median LCP over the reference\'s, against the Lighthouse table\'s LCP target.',
    '',
    formatFirstViewTable(results, candidates),
    ...(failures.length ? ['', `Failed loads (left out): ${failures.join('; ')}`] : []),
  ].join('\n');
}

async function tapsPart(controls, origin, referenceUrl, floorUrl) {
  const withUrls = [
    ...controls.map((c) => ({ ...c, url: `${origin}${c.page}` })),
    { ...FLOOR_CONTROL, url: `${floorUrl}/` },
    { ...REFERENCE_CONTROL, url: referenceUrl },
  ];
  const results = await tapRuns(withUrls, { runs: TAPS_RUNS, log });
  await writeFile(path.join(rawDir, 'taps.json'), JSON.stringify(results, null, 2));
  return [
    `${TAPS_RUNS} fresh load(s) per control (interleaved): a phone (390×844, touch) with CDP's CPU throttling 4× and ` +
      'network emulation (150 ms RTT, 1.6 Mbps down, 750 Kbps up) taps the control the moment it is painted ' +
      '(polled every 25 ms; never waiting for the app or the network). ' +
      'painted: ms from navigation start; tap-to-effect: ms until the effect showed (medians); ' +
      'lost: no effect within 12 s but a second tap worked; dead: neither worked, or the run was invalid. ' +
      '÷ floor: the median over the floor\'s (the smallest React Router page that hydrates one button, scripts/bench/floor, ' +
      'built, served and started as the site\'s pages), the target of every control that needs the app; ' +
      'the other controls are the platform\'s alone, judged in ms. ' +
      'The reference row taps the reference page\'s `details`, which no script handles.',
    '',
    formatTapsTable(withUrls, results),
  ].join('\n');
}

async function bytesPart(pages, referenceUrl, floorUrl) {
  const candidates = [...pages, ...fixedRows(referenceUrl, floorUrl).reverse()];
  const measured = await bytesRuns(candidates, { log });
  const rows = candidates.map((c) => ({
    ...measured.find((r) => r.name === c.name),
    label: c.label,
    home: c.label === '/',
    reference: Boolean(c.reference),
    floor: Boolean(c.floor),
    build: c.build,
  }));
  return [
    'One unthrottled load per page (390×844, no cache) until the network is quiet for 2 s; ' +
      'bytes on the wire from CDP (`Network.loadingFinished` encodedDataLength: after brotli/gzip, response headers included; ' +
      'their sum, from `Network.responseReceived`, in its own column), KB = 1,024 bytes; total includes the HTML and any other request.',
    '',
    formatBytesTable(rows),
  ].join('\n');
}

let exitCode = 0;
/** Where the raw results are kept (Lighthouse reports, the taps' rows). */
let rawDir;
const insertRounds = Number(args['insert-rounds']);
if (args.only?.length === 1 && args.only[0] === 'inserts') {
  const md = `# npm run bench — lead inserts — ${new Date().toISOString()}\n\n${await insertCostPart({ rounds: insertRounds, log })}\n`;
  process.stdout.write(`\n${md}`);
  if (args.out) await writeFile(args.out, md);
  process.exit(0);
}
try {
  const t0 = Date.now();
  rawDir = await mkdtemp(path.join(os.tmpdir(), 'bench-raw-'));
  const stamp = args['skip-build'] && existsSync(buildStamp) ? JSON.parse(await readFile(buildStamp, 'utf8')) : null;
  if (args['skip-build'] && !existsSync(path.join(dist, 'index.html'))) throw new Error(`--skip-build: no build in ${dist}`);
  const wantedApiPort = stamp ? Number(new URL(stamp.apiUrl).port) : 0;
  const apiPort = await freePort(wantedApiPort);
  const apiUrl = await startBackend(apiPort);
  const sitePort = await freePort(stamp ? Number(new URL(stamp.origin).port) : 0);
  const origin = `http://127.0.0.1:${sitePort}`;
  if (stamp && (stamp.apiUrl !== apiUrl || stamp.origin !== origin)) {
    log(`warning: the build was made for backend ${stamp.apiUrl} and ${stamp.origin}; now ${apiUrl} and ${origin} (ports taken): its data refresh may fail`);
  } else if (args['skip-build'] && !stamp) {
    log(`warning: ${buildStamp} missing: the build may point at another backend`);
  }
  const tBuild = Date.now();
  if (!args['skip-build']) {
    await run('npm', ['run', 'build', '--silent'], {
      cwd: siteDir,
      stdio: ['ignore', 2, 2], // stdout is for the tables
      env: { ...process.env, VITE_SUPABASE_URL: apiUrl, VITE_SITE_ORIGIN: origin },
    });
    await mkdir(path.dirname(buildStamp), { recursive: true });
    await writeFile(buildStamp, JSON.stringify({ apiUrl, origin, builtAt: new Date().toISOString() }, null, 2));
  }
  // The floor: React Router's framework mode with the site's build settings and page rewrite (floor/).
  if (!args['skip-build'] || !existsSync(path.join(floorDist, 'index.html'))) {
    await run(path.join(root, 'node_modules/.bin/react-router'), ['build'], { cwd: floorDir, stdio: ['ignore', 2, 2] });
  }
  // Other checkouts' sites, built against the same backend; served with the headers they wrote.
  const others = [];
  for (const build of compareBuilds) {
    const otherSite = path.join(build.checkout, 'apps/site');
    const otherDist = path.join(otherSite, 'dist-bench/client');
    const otherOrigin = `http://127.0.0.1:${await freePort(0)}`;
    if (!args['skip-build'] || !existsSync(path.join(otherDist, 'index.html'))) {
      log(`building the site of ${build.checkout} (${build.name}) against ${apiUrl}`);
      await run('npm', ['run', 'build', '--silent'], {
        cwd: otherSite,
        stdio: ['ignore', 2, 2],
        env: { ...process.env, VITE_SUPABASE_URL: apiUrl, VITE_SITE_ORIGIN: otherOrigin, SITE_BUILD_DIR: 'dist-bench' },
      });
    } else {
      log(`--skip-build: reusing ${otherDist} (${build.name}); its data refresh may fail if it was built for another backend`);
    }
    others.push({ name: build.name, origin: await serve({ dir: otherDist, port: Number(new URL(otherOrigin).port) }) });
  }
  const buildSeconds = seconds(tBuild);
  await serve({ dir: dist, port: sitePort, backendUrl: apiUrl });
  const floorUrl = await serve({ dir: floorDist, port: 0, backendUrl: apiUrl });
  const referenceUrl = `${await serve({ dir: referenceDir, port: 0, backendUrl: apiUrl })}/`;
  const slug = await newestPostSlug(apiUrl);
  log(`backend ${apiUrl}, site ${origin}, floor ${floorUrl}, reference ${referenceUrl}${others.map((o) => `, ${o.name} ${o.origin}`).join('')}`);

  const only = args.only ?? [];
  const allPages = [...ROUTES, ['post', `/blog/${slug}`]].map(([name, p]) => ({ name, label: p, url: `${origin}${p}` }));
  const pages = pageRows(only.length ? allPages.filter((p) => only.includes(p.label) || only.includes(p.name)) : allPages, others);
  const controls = only.length ? CONTROLS.filter((c) => only.includes(c.name) || only.includes(c.page)) : CONTROLS;

  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['-c', 'core.fileMode=false', 'status', '--porcelain', '--untracked-files=no', '--', '.', ':(exclude)scripts/bench'], {
    cwd: root, encoding: 'utf8', env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' },
  }).stdout.trim();
  const sections = [
    `# npm run bench — ${new Date().toISOString()}`,
    '',
    `Commit ${commit || '?'}${dirty ? ' with uncommitted changes (outside scripts/bench)' : ''}; ${os.cpus().length} CPU(s), load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} at start; Chromium ${CHROME_PATH}.`,
    ...compareBuilds.map((b) => {
      const at = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: b.checkout, encoding: 'utf8' }).stdout.trim();
      return `Rows marked (${b.name}): the site of ${b.checkout} at commit ${at || '?'}, built in this run against the same backend.`;
    }),
  ];
  const timings = [`build ${args['skip-build'] ? 'skipped' : `${buildSeconds} s`}`];
  const parts = [
    ['Lighthouse', args['skip-lighthouse'] || !pages.length, () => lighthousePart(pages, referenceUrl, floorUrl)],
    ['First view in Chromium', args['skip-first-view'] || !pages.length, () => firstViewPart(pages, referenceUrl, floorUrl)],
    ['Tap at paint', args['skip-taps'] || !controls.length, () => tapsPart(controls, origin, referenceUrl, floorUrl)],
    ['Bytes on the wire', args['skip-bytes'] || !pages.length, () => bytesPart(pages, referenceUrl, floorUrl)],
    ['Lead inserts', args['skip-inserts'] || (only.length > 0 && !only.includes('inserts')), () => insertCostPart({ rounds: insertRounds, log })],
  ];
  for (const [title, skip, part] of parts) {
    if (skip) continue;
    log(`\n━━━ ${title} ━━━`);
    const tPart = Date.now();
    let body;
    try {
      body = await part();
    } catch (error) {
      exitCode = 1;
      body = `**Failed:** ${String(error?.message ?? error).trim().replace(/\n/g, '\n    ')}`;
      log(`${title} failed: ${error?.stack ?? error}`);
    }
    timings.push(`${title.toLowerCase()} ${minutes(seconds(tPart))}`);
    sections.push('', `## ${title}`, '', body);
  }
  sections.push('', `Wall time ${minutes(seconds(t0))} (${timings.join(', ')}). Raw results: ${rawDir}`);
  const md = `${sections.join('\n')}\n`;
  process.stdout.write(`\n${md}`);
  if (args.out) {
    await writeFile(args.out, md);
    log(`written to ${args.out}`);
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
