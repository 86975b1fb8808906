#!/usr/bin/env node
/**
 * `npm test`: every test of the repo, one suite after the other, then a summary: a line per
 * suite (`N passed, N failed`), each failed test named under its suite, and the total. Suites: type check, lint, data layer (schema, seed, repositories) against
 * the local backend, lead delivery (faults, floods), the schema on PostgreSQL 15, the local backend's own tests,
 * the repository's own checks (documents and citations, the documented import chains, run-time
 * dependencies, no import cycle), site unit tests, the benchmark's report helpers, component stories in Chromium (play functions + axe), the packed UI
 * package in a fresh app, the end-to-end tests on the production build in Chromium, and then
 * the engine journeys in Firefox and in WebKit (`e2e-firefox`, `e2e-webkit`, docs/browsers.md).
 * `npm test -- <suite> ...` runs only the named suites (`e2e-smoke`, a short end-to-end pass, runs
 * only when named). Every line of the summary says which Node.js ran it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-tests-'));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * Counts from a vitest JSON report, and the names of what failed (`file › test`; a file that
 * failed outside any test, such as on import, by its name alone).
 */
const vitestCounts = (file) => {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const failures = report.testResults.flatMap((result) => {
    const where = path.relative(root, result.name);
    const tests = result.assertionResults.filter((a) => a.status === 'failed').map((a) => `${where} › ${a.fullName}`);
    return tests.length || result.status !== 'failed' ? tests : [`${where} (${(result.message ?? '').split('\n')[0]})`];
  });
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
};
/** Counts from node's test runner, in TAP (`# pass N`, `# fail N`), and the failed tests' names. */
const tapCounts = (file) => {
  const tap = fs.readFileSync(file, 'utf8');
  const count = (word) => Number(new RegExp(`^# ${word} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  const failures = [...tap.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((m) => m[1]);
  return { passed: count('pass'), failed: count('fail'), failures };
};
/** Counts from a Playwright JSON report, and the unexpected tests (`file:line › [project] › title`). */
const playwrightCounts = (file) => {
  const { stats, suites } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const failures = [];
  const walk = (suite, titles) => {
    const here = suite.file === suite.title ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected') failures.push(`${spec.file}:${spec.line} › [${test.projectName}] › ${[...here, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of suites) walk(suite, []);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, failures };
};

const suites = [
  { name: 'typecheck', command: [bin('turbo'), 'run', 'typecheck', '--output-logs=errors-only'] },
  { name: 'lint', command: [bin('eslint'), '.', '--max-warnings=0'] },
  {
    // Every data test on PGlite (PostgreSQL 18).
    name: 'data',
    command: [bin('vitest'), 'run', '--root', 'packages/data', '--project', 'data', '--reporter=default', '--reporter=json', `--outputFile=${reports}/data.json`],
    counts: () => vitestCounts(`${reports}/data.json`),
  },
  {
    // Lead delivery with its real processes: the notify-leads function under Deno, the mail
    // catcher, the local backend; the mail catcher down, the function killed mid-batch, a flood.
    name: 'delivery',
    command: [bin('vitest'), 'run', '--root', 'packages/data', '--project', 'delivery', '--reporter=default', '--reporter=json', `--outputFile=${reports}/delivery.json`],
    counts: () => vitestCounts(`${reports}/delivery.json`),
  },
  {
    // The schema tests again on Debian's PostgreSQL 15, under the legacy, explicit and hardened
    // default privileges of a hosted project, plus their cell-by-cell comparison with PGlite.
    name: 'schema-pg15',
    command: [bin('vitest'), 'run', '--root', 'packages/data', '--project', 'schema-pg15-*', '--reporter=default', '--reporter=json', `--outputFile=${reports}/schema-pg15.json`],
    counts: () => vitestCounts(`${reports}/schema-pg15.json`),
  },
  {
    name: 'local-backend',
    command: [bin('vitest'), 'run', '--root', 'packages/local-backend', '--reporter=default', '--reporter=json', `--outputFile=${reports}/local-backend.json`],
    counts: () => vitestCounts(`${reports}/local-backend.json`),
  },
  {
    // Checks of the whole repository (test/): the documents' size and citations, the documented
    // behaviours' import chains, what @agency/data brings at run time, and no import cycle
    // (dependency-cruiser, .dependency-cruiser.mjs).
    name: 'repo',
    command: [bin('vitest'), 'run', '--root', 'test', '--reporter=default', '--reporter=json', `--outputFile=${reports}/repo.json`],
    counts: () => vitestCounts(`${reports}/repo.json`),
  },
  {
    name: 'site-unit',
    command: [bin('vitest'), 'run', '--root', 'apps/site', '--reporter=default', '--reporter=json', `--outputFile=${reports}/site-unit.json`],
    counts: () => vitestCounts(`${reports}/site-unit.json`),
  },
  {
    name: 'bench-unit',
    command: [process.execPath, '--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${reports}/bench-unit.tap`, 'scripts/bench/*.test.mjs'],
    counts: () => tapCounts(`${reports}/bench-unit.tap`),
  },
  {
    // Every story's play function and axe check, then the visual check of each component's
    // default story against the committed screenshots (packages/ui/README.md).
    name: 'stories',
    command: [bin('vitest'), 'run', '--project', 'storybook', '--project', 'visual', '--reporter=default', '--reporter=json', `--outputFile=${reports}/stories.json`],
    counts: () => vitestCounts(`${reports}/stories.json`),
  },
  {
    name: 'package',
    command: [bin('vitest'), 'run', '--root', 'packages/ui', '--reporter=default', '--reporter=json', `--outputFile=${reports}/package.json`],
    counts: () => vitestCounts(`${reports}/package.json`),
  },
  {
    // A short end-to-end pass (every route renders; a free sample request lands in the database),
    // for a second Node version in CI. Runs only when named: `npm test -- e2e-smoke`.
    name: 'e2e-smoke',
    onlyWhenNamed: true,
    command: [bin('playwright'), 'test', '--config', 'apps/site/playwright.config.ts', 'routes.spec.ts', 'free-sample.spec.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e-smoke.json` },
    counts: () => playwrightCounts(`${reports}/e2e-smoke.json`),
  },
  {
    name: 'e2e',
    command: [bin('playwright'), 'test', '--config', 'apps/site/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    counts: () => playwrightCounts(`${reports}/e2e.json`),
  },
  {
    // The journeys of apps/site/e2e/engines/ in Firefox (Debian's firefox-esr, Playwright's
    // moz-firefox channel), the layouts at 390 and 1,280 px, the rest at 390, on the same build (docs/browsers.md).
    name: 'e2e-firefox',
    command: [bin('playwright'), 'test', '--config', 'apps/site/playwright.firefox.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e-firefox.json` },
    counts: () => playwrightCounts(`${reports}/e2e-firefox.json`),
  },
  {
    // The same journeys in WebKit (WebKitGTK's MiniBrowser over WebKitWebDriver, under Xvfb).
    name: 'e2e-webkit',
    command: [bin('playwright'), 'test', '--config', 'apps/site/playwright.webkit.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e-webkit.json` },
    counts: () => playwrightCounts(`${reports}/e2e-webkit.json`),
  },
];

const only = process.argv.slice(2);
const selected = only.length ? suites.filter((s) => only.includes(s.name)) : suites.filter((s) => !s.onlyWhenNamed);
const unknown = only.filter((name) => !suites.some((s) => s.name === name));
if (unknown.length) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Suites: ${suites.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
/** The Node.js the suites run on: the first `node` on PATH, as every suite's binary resolves it. */
const nodeVersion = spawnSync('node', ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`Running ${selected.map((s) => s.name).join(', ')} on Node ${nodeVersion} (${process.platform}-${process.arch})`);
const results = [];
process.env.TURBO_TELEMETRY_DISABLED = '1';
for (const suite of selected) {
  console.log(`\n━━━ ${suite.name} ━━━`);
  const started = Date.now();
  const [command, ...args] = suite.command;
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...suite.env } });
  let counts = { passed: run.status === 0 ? 1 : 0, failed: run.status === 0 ? 0 : 1 };
  if (suite.counts) {
    try {
      counts = suite.counts();
      if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
    } catch {
      /* no report: judge by the exit code */
    }
  }
  results.push({ name: suite.name, ...counts, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log(`\n━━━ summary (Node ${nodeVersion}) ━━━`);
for (const r of results) {
  console.log(`${r.ok ? '✔' : '✘'} ${r.name.padEnd(13)} ${r.passed} passed, ${r.failed} failed (${r.seconds}s, Node ${nodeVersion})`);
  // What failed, by name, so the summary (the end of a CI log) says where to look.
  for (const name of r.failures ?? []) console.log(`    ✘ ${name}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\nTests on Node ${nodeVersion}: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
