/**
 * The pure part of `npm run bench`'s output: the targets, medians and the Markdown tables.
 * No I/O here, so everything is unit-tested (`node --test scripts/bench/`).
 */

/**
 * The targets printed beside the figures.
 * - Lighthouse, on every route (medians): Performance ≥ 95, TBT ≤ 100 ms, LCP ≤ 1.4 × the
 *   reference page's LCP in the same run, CLS ≤ 0.02.
 * - Tap at paint: no lost tap; tap-to-effect median ≤ 300 ms for the controls marked `fast`
 *   (the phone menu and the two hero buttons on /), ≤ 1,200 ms for every other control.
 * - Bytes: the home page's JavaScript on the wire ≤ 140 KB.
 */
export const TARGETS = {
  performance: 95,
  tbtMs: 100,
  lcpRatio: 1.4,
  cls: 0.02,
  lostTaps: 0,
  fastTapMs: 300,
  tapMs: 1200,
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

/** ` ✓` when `ok`, ` ✗` when not, nothing when there is no figure or no target. */
const mark = (ok) => (ok === null ? '' : ok ? ' ✓' : ' ✗');
const ms = (v) => (v == null ? '—' : `${Math.round(v).toLocaleString('en-US')}`);
const fixed = (v, d) => (v == null ? '—' : v.toFixed(d));
const cell = (text) => String(text).replace(/\|/g, '\\|');

/**
 * The Lighthouse table: one row per page and the reference page's row, each figure with ✓/✗
 * against its target (the reference row is not judged), then how many figures miss.
 * @param {ReturnType<typeof import('./lighthouse-metrics.mjs').lighthouseRows>} rows
 * @returns {string} Markdown.
 */
export function formatLighthouseTable(rows) {
  const t = TARGETS;
  const lines = [
    `| page | n | Perf (≥ ${t.performance}) | LCP ms | LCP ÷ ref (≤ ${t.lcpRatio.toFixed(2)}) | CLS (≤ ${t.cls}) | TBT ms (≤ ${t.tbtMs}) | TBT range ms | FCP ms | CPU index |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
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
      r.tbtMinMs == null ? '—' : `${ms(r.tbtMinMs)}–${ms(r.tbtMaxMs)}`,
      ms(r.fcpMs),
      r.cpuIndex == null ? '—' : String(Math.round(r.cpuIndex)),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  lines.push('', `Targets missed: ${misses}.`);
  return lines.join('\n');
}

/**
 * The first-view table (`first-view.mjs`): per page the medians of its throttled loads' First
 * Contentful Paint and Largest Contentful Paint, the LCP range, and its median LCP over the
 * reference page's, judged against the Lighthouse table's LCP target (the reference row is shown,
 * not judged).
 * @param {Record<string, Array<{fcpMs: number | null, lcpMs: number | null}>>} results - each
 *   candidate's loads by `name`, ms.
 * @param {Array<{name: string, label: string, reference?: boolean}>} candidates - the rows, in order.
 * @returns {string} Markdown.
 */
export function formatFirstViewTable(results, candidates) {
  const t = TARGETS;
  const lines = [
    `| page | n | FCP ms | LCP ms | LCP range ms | LCP ÷ ref (≤ ${t.lcpRatio.toFixed(2)}) |`,
    '|---|--:|--:|--:|--:|--:|',
  ];
  const ref = candidates.find((c) => c.reference);
  const refLcp = ref ? median((results[ref.name] ?? []).map((r) => r.lcpMs)) : null;
  let misses = 0;
  for (const c of candidates) {
    const runs = results[c.name] ?? [];
    const lcps = runs.map((r) => r.lcpMs).filter((v) => typeof v === 'number');
    const lcpMs = median(lcps);
    const ratio = lcpMs != null && refLcp ? lcpMs / refLcp : null;
    let ratioMark = '';
    if (!c.reference && ratio != null) {
      const ok = ratio <= t.lcpRatio;
      if (!ok) misses += 1;
      ratioMark = mark(ok);
    }
    const range = lcps.length ? `${ms(Math.min(...lcps))}–${ms(Math.max(...lcps))}` : '—';
    lines.push(
      `| ${c.reference ? `${c.label} (reference)` : c.label} | ${runs.length} | ${ms(median(runs.map((r) => r.fcpMs)))} | ${ms(lcpMs)} | ${range} | ${fixed(ratio, 2)}${ratioMark} |`,
    );
  }
  lines.push('', `Targets missed: ${misses}.`);
  return lines.join('\n');
}

/**
 * The tap-at-paint table: per control its page, what it checks, the medians and the
 * ok/lost/dead counts, each judged against its target; the reference control's row (marked
 * `reference`) is shown but not judged.
 * @param {Array<{name: string, page: string, checks: string, fast?: boolean, autoplayMs?: number, reference?: boolean}>} controls -
 *   the control list (order kept); `autoplayMs`: the effect also comes by itself that long after
 *   the navigation (a carousel's autoplay).
 * @param {Array<ReturnType<typeof import('./tap-verdicts.mjs').summarizeTaps>>} results - one per
 *   control that ran, by `name`; `paintedMs` and `latencyMs` in ms.
 * @returns {string} Markdown.
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
    const name = c.reference ? `${c.name} (reference)` : c.name;
    const target = c.reference ? '—' : `≤ ${ms(c.fast ? t.fastTapMs : t.tapMs)}`;
    if (!r) {
      if (!c.reference) misses += 1;
      lines.push(`| ${name} | ${c.page} | ${c.checks} | — | — | ${target} | — | — | — | no result${c.reference ? '' : ' ✗'} |`);
      continue;
    }
    // A control whose effect also comes by itself (a carousel's autoplay, timed from the page's
    // arrival or from hydration): an effect seen as late as the autoplay interval after the
    // navigation (painted + tap-to-effect medians) is taken for the autoplay's, the tap as lost.
    const byItself = c.autoplayMs != null && r.latencyMs != null && (r.paintedMs ?? 0) + r.latencyMs >= c.autoplayMs;
    let latencyMark = '';
    let lostMark = '';
    if (!c.reference) {
      const latencyOk = r.latencyMs != null && r.latencyMs <= (c.fast ? t.fastTapMs : t.tapMs);
      const lostOk = r.lost <= t.lostTaps && !byItself;
      misses += (latencyOk ? 0 : 1) + (lostOk ? 0 : 1);
      latencyMark = mark(latencyOk);
      lostMark = mark(lostOk);
    }
    const notes = [
      r.note,
      r.ok === 0 ? 'no tap worked' : '',
      byItself ? `effect ≥ ${ms(c.autoplayMs)} ms after navigation: the autoplay's move, not the tap's (counted as lost)` : '',
    ].filter(Boolean).join('; ');
    lines.push(
      `| ${name} | ${c.page} | ${c.checks} | ${ms(r.paintedMs)} | ${ms(r.latencyMs)}${latencyMark} | ${target} | ${r.ok} | ${r.lost}${lostMark} | ${r.dead} | ${cell(notes)} |`,
    );
  }
  lines.push('', `Targets missed: ${misses}.`);
  return lines.join('\n');
}

/**
 * The bytes table: per page the KB on the wire by kind (response headers included, and their
 * sum in a column of its own) and the request counts; the home page's JS judged against its
 * budget; the reference page's row shown, not judged.
 * @param {Array<{label: string, home?: boolean, reference?: boolean} & Partial<ReturnType<typeof import('./wire-bytes.mjs').bytesRow>>>} rows -
 *   sizes in KB (1,024 bytes); a row without figures (its load failed) prints dashes.
 * @returns {string} Markdown.
 */
export function formatBytesTable(rows) {
  const t = TARGETS;
  const lines = [
    `| page | JS KB (home ≤ ${t.homeJsKb}) | CSS KB | font KB | image KB | total KB | of which headers KB | requests | JS requests |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
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
      `| ${r.reference ? `${r.label} (reference)` : r.label} | ${js} | ${fixed(r.cssKb, 1)} | ${fixed(r.fontKb, 1)} | ${fixed(r.imageKb, 1)} | ${fixed(r.totalKb, 1)} | ${fixed(r.headersKb, 1)} | ${r.requests ?? '—'} | ${r.jsRequests ?? '—'} |`,
    );
  }
  lines.push('', `Targets missed: ${misses}.`);
  return lines.join('\n');
}
