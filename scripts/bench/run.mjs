#!/usr/bin/env node
/**
 * `npm run bench`: the site beside the bare-HTML reference page, in three tables (not part of
 * `npm test`). Run with tsx (it imports the site's own server, a .ts file).
 *
 * 1. Starts the local backend on a free port with a fresh database (a temporary data dir, reset
 *    and seeded), builds the site against it (`apps/site/dist/client`; `--skip-build` reuses the
 *    last build and, when they are free, the backend and site ports it was built for, recorded in
 *    `apps/site/dist/bench-build.json`), serves the build with the site's own server
 *    (`apps/site/server/serve.ts`) and serves the reference page `<tools>/limit/` with
 *    `<tools>/serve.mjs`. `<tools>` is `$BENCH_TOOLS`, default `<repo>/../shared/bench`.
 * 2. Lighthouse: `<tools>/lighthouse.mjs` (mobile, simulated throttling, runs interleaved with
 *    the reference `limit`, contended runs repeated) on every route and the newest blog post;
 *    medians of `--runs` from its `summary.json`: Performance, LCP (and LCP ÷ the reference's),
 *    CLS, TBT.
 * 3. Early interaction: `<tools>/early-click.mjs` (a phone under Lighthouse's mobile throttling
 *    that taps a control the moment it is painted) on the controls of CONTROLS below,
 *    `--taps-runs` loads each: painted and tap-to-effect medians, ok/lost/dead counts.
 * 4. Bytes: `<tools>/page-weight.mjs` on every route, the post and the reference: JS, CSS,
 *    fonts, images and total KB on the wire, request counts.
 * 5. Lead inserts (`inserts.ts`): inserts per second through the REST API with no lead
 *    triggers, with the outbox, and with the outbox plus the limits and dedupe, interleaved in one
 *    run on an in-memory backend of its own (needs neither the build nor the tools above).
 * 6. Prints the tables as Markdown with the targets (report.mjs TARGETS) beside the
 *    figures, and writes them to `--out FILE` if given.
 *
 * Options:
 *   --runs N            Lighthouse runs per page (default 3)
 *   --taps-runs N       page loads per control for early-click (default 5)
 *   --only X            (repeatable) a route (`/packages`), `post` (the newest post) or a control
 *                       name (`menu`): only those pages / controls (the reference always runs)
 *   --skip-build        reuse apps/site/dist
 *   --skip-lighthouse, --skip-taps, --skip-bytes, --skip-inserts   leave a part out
 *   --only inserts      only the lead-insert table (no build, no browser, no tools)
 *   --insert-rounds N   rounds per setup of the lead-insert table (default 5)
 *   --out FILE          also write the tables to FILE
 *   --lh-max-wait S, --lh-retries N   passed to lighthouse.mjs as --max-wait / --retries
 *                       (how long to wait for a quiet CPU before a run, default 30 s; how often a
 *                       contended run is repeated, default 2)
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
import { insertCostPart } from './inserts.ts';
import {
  formatBytesTable,
  formatLighthouseTable,
  formatTapsTable,
  lighthouseRows,
  parseEarlyClick,
  parsePageWeight,
} from './report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const siteDir = path.join(root, 'apps/site');
const dist = path.join(siteDir, 'dist/client');
const buildStamp = path.join(siteDir, 'dist/bench-build.json');
const tools = path.resolve(process.env.BENCH_TOOLS ?? path.join(root, '../shared/bench'));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** The routes (candidate name for the tools, path). The newest blog post is added as `post`. */
const ROUTES = [
  ['home', '/'],
  ['portfolio', '/portfolio'],
  ['packages', '/packages'],
  ['about', '/about'],
  ['testimonials', '/testimonials'],
  ['blog', '/blog'],
  ['contact', '/contact'],
];

/**
 * The controls of the early-interaction table: THE ONE PLACE to update when the site's names
 * change. For each: `name` (the early-click candidate, unique), `page`, `open` (what is tapped)
 * and `effect` (what must become visible), both regular expressions matched (case-insensitive)
 * against accessible names — `open` of buttons and links; `effect` of dialogs, links, buttons and
 * headings, else against visible text — or `css:SELECTOR` (Playwright CSS, `:has-text()`,
 * `:text-is()`). An `effect` already visible before the tap makes the run invalid (counted
 * dead), so it must be something only the tap shows. `fast`: the 300 ms target (else 1,500 ms).
 * `checks`: what the row means, printed in the table. `autoplayMs`: the effect also comes by
 * itself that long after the navigation (a carousel's autoplay, CAROUSEL_INTERVAL_MS, counted
 * from the page's arrival or from hydration): an effect seen that late (painted +
 * tap-to-effect medians) is reported as a lost tap.
 * Note: early-click counts any element hidden by CSS as invisible, but not one merely outside
 * a carousel's viewport: carousel effects check the slide's `aria-hidden` instead.
 */
const CONTROLS = [
  // The phone menu toggle (SiteHeader): the mobile panel's "Testimonials" link shows. Scoped to
  // the header's nav (the page may show "Testimonials" elsewhere); its desktop list is
  // display:none at 390 px, the closed panel hidden.
  {
    name: 'menu', page: '/', fast: true, checks: 'menu opens',
    open: '^Open menu$',
    effect: 'css:header nav[aria-label="Main"] a:text-is("Testimonials")',
  },
  // The hero's first button opens the free-sample dialog (LeadDialogs) with the form's submit.
  {
    name: 'hero-free-sample', page: '/', fast: true, checks: 'free-sample dialog opens',
    open: '^Get a Free Sample$',
    effect: '^Claim My Free Thumbnail$',
  },
  // The hero's second button opens the callback dialog: its submit 'Book My Call' (CallbackForm).
  // Not the dialog's name 'Book a Free Call Back': case-insensitive, it also names the button.
  {
    name: 'hero-callback', page: '/', fast: true, checks: 'callback dialog opens',
    open: '^Book a free Call back$',
    effect: '^Book My Call$',
  },
  // The footer's newsletter form, submitted empty: the 'Invalid Email' toast.
  {
    name: 'footer-subscribe', page: '/', checks: 'empty subscribe → toast',
    open: '^Subscribe$',
    effect: '^Invalid Email$',
  },
  // The offer banner's pause button (OfferBanner): its name becomes 'Play offers'.
  {
    name: 'offer-pause', page: '/', checks: 'offer banner pauses',
    open: '^Pause offers$',
    effect: '^Play offers$',
  },
  // /packages' free-sample section button (PackagesPage): the free-sample dialog's submit.
  {
    name: 'packages-free-sample', page: '/packages', checks: 'free-sample dialog opens',
    open: '^Get a Free Sample$',
    effect: '^Claim My Free Thumbnail$',
  },
  // /packages' callback section button: the callback dialog's submit.
  {
    name: 'packages-callback', page: '/packages', checks: 'callback dialog opens',
    open: '^Book a free Call back$',
    effect: '^Book My Call$',
  },
  // An FAQ question (FaqAccordion, content.ts `faqs`): part of its answer shows. CSS, as the
  // question may be a <summary> (no button role for Playwright) or a button (Ark Accordion).
  {
    name: 'faq', page: '/packages', checks: 'FAQ answer opens',
    open: 'css::is(summary, button):has-text("How many revisions can I ask for?")',
    effect: 'unlimited revisions until you are happy',
  },
  // The featured carousel's 'Next slide' (Carousel): slide "2 of N" becomes the shown one
  // (not aria-hidden). Autoplay also moves there after 5 s: see `autoplayMs`.
  {
    name: 'featured-next', autoplayMs: 5000, page: '/portfolio', checks: 'featured carousel moves',
    open: 'css:section[aria-label="Featured transformations"] button[aria-label="Next slide"]',
    effect: 'css:section[aria-label="Featured transformations"] [aria-roledescription="slide"][aria-label^="2 of"]:not([aria-hidden="true"])',
  },
  // A category tab of the portfolio filter (CategoryFilter, Ark Tabs): that tab is selected.
  {
    name: 'portfolio-tab', page: '/portfolio', checks: 'category tab selects',
    open: 'css:[role="tab"]:text-is("Gaming & Live Streams")',
    effect: 'css:[role="tab"][aria-selected="true"]:text-is("Gaming & Live Streams")',
  },
  // A case study card's 'View Case Study' button (CaseStudyCard): its dialog opens (a native
  // <dialog> or an element with role=dialog; a closed one is not visible). The work cards' links
  // have the same name; early-click tries buttons before links.
  {
    name: 'case-study', page: '/portfolio', checks: 'case-study dialog opens',
    open: '^View Case Study$',
    effect: 'css::is(dialog, [role="dialog"])',
  },
  // The testimonials carousel's 'Next slide': slide "2 of N" is shown (see featured-next).
  {
    name: 'testimonials-next', autoplayMs: 5000, page: '/testimonials', checks: 'testimonials carousel moves',
    open: 'css:section[aria-label="Testimonials"] button[aria-label="Next slide"]',
    effect: 'css:section[aria-label="Testimonials"] [aria-roledescription="slide"][aria-label^="2 of"]:not([aria-hidden="true"])',
  },
  // The testimonials carousel's dot 'Go to slide 2': slide "2 of N" is shown.
  {
    name: 'testimonials-dot', autoplayMs: 5000, page: '/testimonials', checks: 'carousel dot moves',
    open: 'css:section[aria-label="Testimonials"] button[aria-label="Go to slide 2"]',
    effect: 'css:section[aria-label="Testimonials"] [aria-roledescription="slide"][aria-label^="2 of"]:not([aria-hidden="true"])',
  },
  // The contact form's package select (SelectField, Ark Select; its trigger is a combobox, not a
  // button, and the form's only one): the listbox option 'Pro Engage' shows.
  {
    name: 'contact-select', page: '/contact', checks: 'package select opens',
    open: 'css:form [role="combobox"]',
    effect: 'css:[role="option"]:has-text("Pro Engage")',
  },
  // The contact form submitted empty: the 'Missing Fields' toast.
  {
    name: 'contact-submit', page: '/contact', checks: 'empty submit → toast',
    open: '^Send Message$',
    effect: '^Missing Fields$',
  },
];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'taps-runs': { type: 'string', default: '5' },
    only: { type: 'string', multiple: true },
    'skip-build': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-taps': { type: 'boolean', default: false },
    'skip-bytes': { type: 'boolean', default: false },
    'skip-inserts': { type: 'boolean', default: false },
    'insert-rounds': { type: 'string', default: '5' },
    out: { type: 'string' },
    'lh-max-wait': { type: 'string' },
    'lh-retries': { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const TAPS_RUNS = Number(args['taps-runs']);
if (!(RUNS >= 1) || !(TAPS_RUNS >= 1)) throw new Error('--runs and --taps-runs must be at least 1');

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

/** Serves the reference page with the shared static server; resolves with its URL. */
async function startReference() {
  const port = await freePort();
  const child = track(
    spawn(process.execPath, [path.join(tools, 'serve.mjs'), '--root', path.join(tools, 'limit'), '--port', String(port)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const [, url] = await waitForLine(child, /serving .* on (http:\/\/\S+\/)/, 'serve.mjs');
  return url;
}

function run(command, argv, options) {
  return new Promise((resolve, reject) => {
    const child = track(spawn(command, argv, { stdio: 'inherit', ...options }));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${argv.join(' ')} exited with ${code}`))));
  });
}

/** Runs one of the shared tools from the repo root (its playwright / lighthouse); resolves with its stdout. */
function runTool(script, argv) {
  return new Promise((resolve, reject) => {
    const child = track(
      spawn(process.execPath, [path.join(tools, script), ...argv], {
        cwd: root,
        env: { ...process.env, CHROME_PATH: chromePath },
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${script} exited with ${code}\n${out}`))));
  });
}

/** The slug of the newest blog post, read through the backend with the anon key. */
async function newestPostSlug(apiUrl) {
  const response = await fetch(`${apiUrl}/rest/v1/blogs?select=slug&order=created_at.desc&limit=1`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` },
  });
  const rows = await response.json();
  if (!response.ok || !rows[0]) throw new Error(`no blog post to benchmark: ${JSON.stringify(rows)}`);
  return rows[0].slug;
}

const seconds = (t0) => Math.round((Date.now() - t0) / 1000);
const minutes = (s) => `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;

async function lighthousePart(pages, referenceUrl) {
  const outDir = path.join(rawDir, 'lighthouse');
  const candidates = [{ name: 'limit', label: 'limit', url: referenceUrl, reference: true }, ...pages];
  const extra = [];
  if (args['lh-max-wait']) extra.push('--max-wait', args['lh-max-wait']);
  if (args['lh-retries']) extra.push('--retries', args['lh-retries']);
  await runTool('lighthouse.mjs', [
    '-n', String(RUNS), '--out', outDir, '--md', path.join(outDir, 'lighthouse.md'), '--keep-going', ...extra,
    ...candidates.map((c) => `${c.name}=${c.url}`),
  ]);
  const summary = JSON.parse(await readFile(path.join(outDir, 'summary.json'), 'utf8'));
  const rows = lighthouseRows(summary, candidates);
  return [
    `Lighthouse ${summary.lighthouseVersion}, mobile, simulated throttling (150 ms RTT, 1.6 Mbps, CPU 4×); ` +
      `medians of ${RUNS} run(s) per page, interleaved with the reference \`limit\` (../shared/bench/limit) by ` +
      `../shared/bench/lighthouse.mjs (before each run it waits up to ${summary.maxWait} s for a quiet CPU; ` +
      `a run during which other work used > ${summary.maxOther} cores is contended and ` +
      `${summary.retries ? `repeated up to ${summary.retries} time(s), the least contended kept` : 'kept (--lh-retries 0)'}). ` +
      'CPU index: Lighthouse benchmarkIndex (lower = busier machine, higher simulated TBT); ' +
      'contended runs: how many of the kept runs were contended.',
    '',
    formatLighthouseTable(rows),
    '',
    `Raw Lighthouse reports and lighthouse.mjs's own tables: ${outDir}`,
  ].join('\n');
}

async function tapsPart(controls, origin) {
  const stdout = await runTool('early-click.mjs', [
    '-n', String(TAPS_RUNS),
    ...controls.map((c) => `${c.name}=${origin}${c.page}@@${c.open}@@${c.effect}`),
  ]);
  await writeFile(path.join(rawDir, 'early-click.md'), stdout);
  return [
    `../shared/bench/early-click.mjs, ${TAPS_RUNS} fresh load(s) per control (interleaved): a phone (390×844, touch) under ` +
      'Lighthouse\'s mobile throttling (CPU 4×, 150 ms RTT, 1.6 Mbps) taps the control the moment it is painted. ' +
      'painted: ms from navigation start; tap-to-effect: ms until the effect showed (medians); ' +
      'lost: no effect within 12 s but a second tap worked; dead: neither worked, or the run was invalid.',
    '',
    formatTapsTable(controls, parseEarlyClick(stdout)),
  ].join('\n');
}

async function bytesPart(pages, referenceUrl) {
  const candidates = [...pages, { name: 'limit', label: 'limit', url: referenceUrl, reference: true }];
  const stdout = await runTool('page-weight.mjs', candidates.map((c) => `${c.name}=${c.url}`));
  await writeFile(path.join(rawDir, 'page-weight.md'), stdout);
  const parsed = parsePageWeight(stdout);
  const rows = candidates.map((c) => ({
    ...(parsed.find((r) => r.name === c.name) ?? { name: c.name }),
    label: c.label,
    home: c.label === '/',
    reference: Boolean(c.reference),
  }));
  return [
    '../shared/bench/page-weight.mjs: one unthrottled load per page (390×844) until the network is quiet for 2 s; ' +
      'bytes on the wire (after brotli/gzip), KB = 1,024 bytes.',
    '',
    formatBytesTable(rows),
  ].join('\n');
}

let exitCode = 0;
/** Where the tools' own output is kept (Lighthouse reports, early-click and page-weight tables). */
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
  if (!existsSync(path.join(tools, 'lighthouse.mjs'))) throw new Error(`the shared bench tools are not in ${tools} (set BENCH_TOOLS)`);
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
  const buildSeconds = seconds(tBuild);
  const { server } = await serveSite({ dir: dist, port: sitePort, backendUrl: apiUrl });
  cleanups.push(() => new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections(); // Chromium's keep-alive sockets would hold close() open
  }));
  const referenceUrl = await startReference();
  const slug = await newestPostSlug(apiUrl);
  log(`backend ${apiUrl}, site ${origin}, reference ${referenceUrl}, tools ${tools}`);

  const only = args.only ?? [];
  const allPages = [...ROUTES, ['post', `/blog/${slug}`]].map(([name, p]) => ({ name, label: p, url: `${origin}${p}` }));
  const pages = only.length ? allPages.filter((p) => only.includes(p.label) || only.includes(p.name)) : allPages;
  const controls = only.length ? CONTROLS.filter((c) => only.includes(c.name) || only.includes(c.page)) : CONTROLS;

  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['-c', 'core.fileMode=false', 'status', '--porcelain', '--untracked-files=no', '--', '.', ':(exclude)scripts/bench'], {
    cwd: root, encoding: 'utf8', env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' },
  }).stdout.trim();
  const sections = [
    `# npm run bench — ${new Date().toISOString()}`,
    '',
    `Commit ${commit || '?'}${dirty ? ' with uncommitted changes (outside scripts/bench)' : ''}; ${os.cpus().length} CPU(s), load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} at start; Chromium ${chromePath}.`,
  ];
  const timings = [`build ${args['skip-build'] ? 'skipped' : `${buildSeconds} s`}`];
  const parts = [
    ['Lighthouse', args['skip-lighthouse'] || !pages.length, () => lighthousePart(pages, referenceUrl)],
    ['Early interaction', args['skip-taps'] || !controls.length, () => tapsPart(controls, origin)],
    ['Bytes on the wire', args['skip-bytes'] || !pages.length, () => bytesPart(pages, referenceUrl)],
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
  sections.push('', `Wall time ${minutes(seconds(t0))} (${timings.join(', ')}). The tools' own output: ${rawDir}`);
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
