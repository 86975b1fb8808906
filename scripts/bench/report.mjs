/**
 * The pure part of `npm run bench`: the targets, parsing what the shared tools print
 * (`../shared/bench/{lighthouse,early-click,page-weight}.mjs`) and the three Markdown tables.
 * No I/O here, so everything is unit-tested (`node --test scripts/bench/report.test.mjs`).
 */

/**
 * The targets printed beside the figures.
 * - Lighthouse, on every route: Performance ≥ 95, TBT ≤ 150 ms, LCP ≤ 1.4 × the reference
 *   page's LCP in the same run, CLS ≤ 0.02.
 * - Early interaction: no lost tap; tap-to-effect median ≤ 300 ms for the controls marked `fast`
 *   (the phone menu and the two hero buttons on /), ≤ 1,500 ms for every other control.
 * - Bytes: the home page's JavaScript on the wire ≤ 140 KB.
 */
export const TARGETS = {
  performance: 95,
  tbtMs: 150,
  lcpRatio: 1.4,
  cls: 0.02,
  lostTaps: 0,
  fastTapMs: 300,
  tapMs: 1500,
  homeJsKb: 140,
};

/**
 * The median of the finite numbers in `values` (the mean of the middle two for an even count).
 * @param {Array<number | null | undefined>} values
 * @returns {number | null} null when there is no number.
 */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The rows of the first Markdown table in `text`, header and separator left out. Each row is its
 * cells, trimmed; text after the last `|` of a line (early-click's notes) is `row.note`.
 * @param {string} text
 * @returns {Array<string[] & {note: string}>}
 */
export function parseMarkdownTable(text) {
  const lines = text.split('\n').map((l) => l.trim());
  const start = lines.findIndex((l) => l.startsWith('|'));
  if (start < 0) return [];
  const rows = [];
  for (let i = start + 1; i < lines.length && lines[i].startsWith('|'); i += 1) {
    if (/^\|[\s|:-]+\|?$/.test(lines[i]) && lines[i].includes('-')) continue; // |---|--:|
    const parts = lines[i].split('|');
    const row = Object.assign(parts.slice(1, -1).map((c) => c.trim()), { note: parts.at(-1).trim() });
    rows.push(row);
  }
  return rows;
}

const num = (cell) => {
  const v = Number(String(cell).replace(/,/g, ''));
  return cell === '' || cell === '-' || cell === '—' || !Number.isFinite(v) ? null : v;
};

/**
 * early-click.mjs's table: `| candidate | painted ms | click-to-effect ms | ok | lost | dead |`.
 * @param {string} stdout
 * @returns {Array<{name: string, paintedMs: number|null, latencyMs: number|null, ok: number, lost: number, dead: number, note: string}>}
 */
export function parseEarlyClick(stdout) {
  return parseMarkdownTable(stdout).map((c) => ({
    name: c[0],
    paintedMs: num(c[1]),
    latencyMs: num(c[2]),
    ok: num(c[3]) ?? 0,
    lost: num(c[4]) ?? 0,
    dead: num(c[5]) ?? 0,
    note: c.note,
  }));
}

/**
 * page-weight.mjs's table: `| page | JS KB | CSS KB | font KB | image KB | total KB | requests | JS requests |`.
 * @param {string} stdout
 * @returns {Array<{name: string, jsKb: number|null, cssKb: number|null, fontKb: number|null, imageKb: number|null, totalKb: number|null, requests: number|null, jsRequests: number|null}>}
 */
export function parsePageWeight(stdout) {
  return parseMarkdownTable(stdout).map((c) => ({
    name: c[0],
    jsKb: num(c[1]),
    cssKb: num(c[2]),
    fontKb: num(c[3]),
    imageKb: num(c[4]),
    totalKb: num(c[5]),
    requests: num(c[6]),
    jsRequests: num(c[7]),
  }));
}

/**
 * One row per candidate from lighthouse.mjs's `summary.json` (`medians` and per-run `results`),
 * in the order of `pages`, with LCP as a ratio to the reference candidate's median LCP.
 * @param {{medians: Record<string, any>, results: Record<string, any[]>, maxOther?: number}} summary
 * @param {Array<{name: string, label: string, reference?: boolean}>} pages - candidate names and the label shown.
 * @returns {Array<{label: string, reference: boolean, n: number, performance: number|null, lcpMs: number|null, lcpRatio: number|null, cls: number|null, tbtMs: number|null, tbtMin: number|null, tbtMax: number|null, fcpMs: number|null, cpuIndex: number|null, contended: number}>}
 */
export function lighthouseRows(summary, pages) {
  const ref = pages.find((p) => p.reference);
  const refLcp = ref ? summary.medians[ref.name]?.lcp ?? null : null;
  return pages.map((p) => {
    const m = summary.medians[p.name] ?? {};
    const runs = summary.results?.[p.name] ?? [];
    const tbts = runs.map((r) => r.tbt).filter((v) => Number.isFinite(v));
    const maxOther = summary.maxOther ?? 0.75;
    const lcp = m.lcp ?? null;
    return {
      label: p.label,
      reference: Boolean(p.reference),
      n: m.n ?? runs.length,
      performance: m.perf ?? null,
      lcpMs: lcp,
      lcpRatio: lcp != null && refLcp ? lcp / refLcp : null,
      cls: m.cls ?? null,
      tbtMs: m.tbt ?? null,
      tbtMin: tbts.length ? Math.min(...tbts) : null,
      tbtMax: tbts.length ? Math.max(...tbts) : null,
      fcpMs: m.fcp ?? null,
      cpuIndex: m.benchmarkIndex ?? null,
      // runs kept although other work used more than `maxOther` cores during them
      contended: runs.filter((r) => r.otherDuring > maxOther).length,
    };
  });
}

/** ` ✓` when `ok`, ` ✗` when not, nothing when there is no figure or no target. */
const mark = (ok) => (ok === null ? '' : ok ? ' ✓' : ' ✗');
const ms = (v) => (v == null ? '—' : `${Math.round(v).toLocaleString('en-US')}`);
const fixed = (v, d) => (v == null ? '—' : v.toFixed(d));

/**
 * The Lighthouse table: one row per page and the reference's row, each figure with ✓/✗ against
 * its target (the reference row is not judged), then how many figures miss.
 * @param {ReturnType<typeof lighthouseRows>} rows
 * @returns {string}
 */
export function formatLighthouseTable(rows) {
  const t = TARGETS;
  const lines = [
    `| page | n | Perf (≥ ${t.performance}) | LCP ms | LCP ÷ ref (≤ ${t.lcpRatio.toFixed(2)}) | CLS (≤ ${t.cls}) | TBT ms (≤ ${t.tbtMs}) | TBT range ms | FCP ms | CPU index | contended runs |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  let misses = 0;
  const judge = (row, value, ok) => {
    if (row.reference || value == null) return '';
    if (!ok) misses += 1;
    return mark(ok);
  };
  for (const r of rows) {
    const cells = [
      r.reference ? `${r.label} (reference)` : r.label,
      String(r.n),
      `${r.performance ?? '—'}${judge(r, r.performance, r.performance >= t.performance)}`,
      ms(r.lcpMs),
      `${fixed(r.lcpRatio, 2)}${judge(r, r.lcpRatio, r.lcpRatio <= t.lcpRatio)}`,
      `${fixed(r.cls, 3)}${judge(r, r.cls, r.cls <= t.cls)}`,
      `${ms(r.tbtMs)}${judge(r, r.tbtMs, r.tbtMs <= t.tbtMs)}`,
      r.tbtMin == null ? '—' : `${ms(r.tbtMin)}–${ms(r.tbtMax)}`,
      ms(r.fcpMs),
      r.cpuIndex == null ? '—' : String(Math.round(r.cpuIndex)),
      `${r.contended ?? 0}/${r.n}`,
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  lines.push('', `Targets missed: ${misses}.`);
  return lines.join('\n');
}

/**
 * The early-interaction table: per control its page, what it checks, the medians and the
 * ok/lost/dead counts, each judged against its target.
 * @param {Array<{name: string, page: string, checks: string, fast?: boolean, autoplayMs?: number}>} controls - the control list
 *   (order kept); `autoplayMs`: the effect also comes by itself that long after the navigation
 *   (a carousel's autoplay).
 * @param {ReturnType<typeof parseEarlyClick>} results - early-click's rows, by candidate name.
 * @returns {string}
 */
export function formatTapsTable(controls, results) {
  const t = TARGETS;
  const lines = [
    `| control | page | checks | painted ms | tap-to-effect ms | target ms | ok | lost (= ${t.lostTaps}) | dead | note |`,
    '|---|---|---|--:|--:|--:|--:|--:|--:|---|',
  ];
  let misses = 0;
  for (const c of controls) {
    const r = results.find((x) => x.name === c.name);
    const target = c.fast ? t.fastTapMs : t.tapMs;
    if (!r) {
      misses += 1;
      lines.push(`| ${c.name} | ${c.page} | ${c.checks} | — | — | ≤ ${ms(target)} | — | — | — | no result ✗ |`);
      continue;
    }
    const latencyOk = r.latencyMs != null && r.latencyMs <= target;
    // A control whose effect also comes by itself (a carousel's autoplay, timed from the page's
    // arrival or from hydration): an effect seen as late as the autoplay interval after the
    // navigation (painted + tap-to-effect medians) is taken for the autoplay's, the tap as lost.
    const byItself = c.autoplayMs != null && r.latencyMs != null && (r.paintedMs ?? 0) + r.latencyMs >= c.autoplayMs;
    const lostOk = r.lost <= t.lostTaps && !byItself;
    misses += (latencyOk ? 0 : 1) + (lostOk ? 0 : 1);
    const notes = [
      r.note,
      r.ok === 0 ? 'no tap worked' : '',
      byItself ? `effect ≥ ${ms(c.autoplayMs)} ms after navigation: the autoplay's move, not the tap's (counted as lost)` : '',
    ].filter(Boolean).join('; ');
    lines.push(
      `| ${c.name} | ${c.page} | ${c.checks} | ${ms(r.paintedMs)} | ${ms(r.latencyMs)}${mark(latencyOk)} | ≤ ${ms(target)} | ${r.ok} | ${r.lost}${mark(lostOk)} | ${r.dead} | ${notes.replace(/\|/g, '\\|')} |`,
    );
  }
  lines.push('', `Targets missed: ${misses}.`);
  return lines.join('\n');
}

/**
 * The bytes table: per page the KB on the wire by kind and the request counts; the home page's
 * JS judged against its budget.
 * @param {Array<{label: string, home?: boolean, reference?: boolean} & ReturnType<typeof parsePageWeight>[number]>} rows
 * @returns {string}
 */
export function formatBytesTable(rows) {
  const t = TARGETS;
  const lines = [
    `| page | JS KB (home ≤ ${t.homeJsKb}) | CSS KB | font KB | image KB | total KB | requests | JS requests |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|',
  ];
  let misses = 0;
  for (const r of rows) {
    let js = fixed(r.jsKb, 1);
    if (r.home && r.jsKb != null) {
      const ok = r.jsKb <= t.homeJsKb;
      if (!ok) misses += 1;
      js += mark(ok);
    }
    lines.push(
      `| ${r.reference ? `${r.label} (reference)` : r.label} | ${js} | ${fixed(r.cssKb, 1)} | ${fixed(r.fontKb, 1)} | ${fixed(r.imageKb, 1)} | ${fixed(r.totalKb, 1)} | ${r.requests ?? '—'} | ${r.jsRequests ?? '—'} |`,
    );
  }
  lines.push('', `Targets missed: ${misses}.`);
  return lines.join('\n');
}
