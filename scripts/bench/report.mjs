/**
 * The pure part of `npm run bench`'s output: the targets, medians and the Markdown tables.
 * No I/O here, so everything is unit-tested (`node --test scripts/bench/`).
 */

/**
 * The targets printed beside the figures.
 * - Lighthouse, on every route (medians): Performance ≥ 95, TBT ≤ 100 ms, LCP ≤ 1.4 × the
 *   reference page's LCP in the same run, CLS ≤ 0.02.
 * - Tap at paint: no lost tap; a control that needs the app (`app`): tap-to-effect median ≤ 1.3 ×
 *   the floor's (scripts/bench/floor, same run); one the platform handles alone: ≤ 300 ms for
 *   those marked `fast` (the phone menu and the two hero buttons on /), ≤ 1,200 ms for the others.
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
  floorTapRatio: 1.3,
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
 * A row that is shown beside the site's but never judged: the reference page, the floor, or
 * another build of the site (`build`: its name, e.g. the site before an upgrade).
 * @typedef {{reference?: boolean, floor?: boolean, build?: string}} RowRole
 */

/** Whether a row is the site's own, judged against the targets. @param {RowRole} row */
export const judged = (row) => !row.reference && !row.floor && !row.build;

/** The row's label with what it is: `reference (reference)`, `floor (floor)`, `/ (rr7)`. @param {RowRole & {label: string}} row */
export function rowLabel(row) {
  if (row.reference) return `${row.label} (reference)`;
  if (row.floor) return `${row.label} (floor)`;
  return row.build ? `${row.label} (${row.build})` : row.label;
}

/**
 * The Lighthouse table: one row per page, the reference page's and the floor's rows (and any
 * other build's), each figure of the site's rows with ✓/✗ against its target (the others are
 * shown, not judged), then how many figures miss.
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
    if (!judged(row) || value == null) return '';
    if (!ok) misses += 1;
    return mark(ok);
  };
  for (const r of rows) {
    const cells = [
      rowLabel(r),
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
 * reference page's, judged against the Lighthouse table's LCP target (the reference, floor and
 * other builds' rows are shown, not judged).
 * @param {Record<string, Array<{fcpMs: number | null, lcpMs: number | null}>>} results - each
 *   candidate's loads by `name`, ms.
 * @param {Array<{name: string, label: string} & RowRole>} candidates - the rows, in order.
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
    if (judged(c) && ratio != null) {
      const ok = ratio <= t.lcpRatio;
      if (!ok) misses += 1;
      ratioMark = mark(ok);
    }
    const range = lcps.length ? `${ms(Math.min(...lcps))}–${ms(Math.max(...lcps))}` : '—';
    lines.push(
      `| ${rowLabel(c)} | ${runs.length} | ${ms(median(runs.map((r) => r.fcpMs)))} | ${ms(lcpMs)} | ${range} | ${fixed(ratio, 2)}${ratioMark} |`,
    );
  }
  lines.push('', `Targets missed: ${misses}.`);
  return lines.join('\n');
}

/**
 * The tap-at-paint table: per control its page, what it checks, the medians and the
 * ok/lost/dead counts, each judged against its target. A control that needs the app (`app`) is
 * judged by its tap-to-effect median over the floor control's (`floor`, same run): `÷ floor`
 * ≤ 1.3; one the platform handles alone by its median in ms (300 when `fast`, else 1,200). The
 * reference and floor controls' rows are shown but not judged.
 * @param {Array<{name: string, page: string, checks: string, fast?: boolean, app?: boolean, autoplayMs?: number, reference?: boolean, floor?: boolean}>} controls -
 *   the control list (order kept); `autoplayMs`: the effect also comes by itself that long after
 *   the navigation (a carousel's autoplay).
 * @param {Array<ReturnType<typeof import('./tap-verdicts.mjs').summarizeTaps>>} results - one per
 *   control that ran, by `name`; `paintedMs` and `latencyMs` in ms.
 * @returns {string} Markdown.
 */
export function formatTapsTable(controls, results) {
  const t = TARGETS;
  const lines = [
    `| control | page | checks | painted ms | tap-to-effect ms | ÷ floor | target | ok | lost (= ${t.lostTaps}) | dead | note |`,
    '|---|---|---|--:|--:|--:|--:|--:|--:|--:|---|',
  ];
  const floor = controls.find((c) => c.floor);
  const floorMs = floor ? (results.find((x) => x.name === floor.name)?.latencyMs ?? null) : null;
  let misses = 0;
  for (const c of controls) {
    const r = results.find((x) => x.name === c.name);
    const name = rowLabel({ ...c, label: c.name });
    const target = !judged(c) ? '—' : c.app ? `≤ ${t.floorTapRatio.toFixed(1)} × floor` : `≤ ${ms(c.fast ? t.fastTapMs : t.tapMs)} ms`;
    if (!r) {
      if (judged(c)) misses += 1;
      lines.push(`| ${name} | ${c.page} | ${c.checks} | — | — | — | ${target} | — | — | — | no result${judged(c) ? ' ✗' : ''} |`);
      continue;
    }
    const ratio = r.latencyMs != null && floorMs ? r.latencyMs / floorMs : null;
    // A control whose effect also comes by itself (a carousel's autoplay, timed from the page's
    // arrival or from hydration): an effect seen as late as the autoplay interval after the
    // navigation (painted + tap-to-effect medians) is taken for the autoplay's, the tap as lost.
    const byItself = c.autoplayMs != null && r.latencyMs != null && (r.paintedMs ?? 0) + r.latencyMs >= c.autoplayMs;
    let latencyMark = '';
    let ratioMark = '';
    let lostMark = '';
    if (judged(c)) {
      const latencyOk = c.app ? ratio != null && ratio <= t.floorTapRatio : r.latencyMs != null && r.latencyMs <= (c.fast ? t.fastTapMs : t.tapMs);
      const lostOk = r.lost <= t.lostTaps && !byItself;
      misses += (latencyOk ? 0 : 1) + (lostOk ? 0 : 1);
      if (c.app) ratioMark = mark(latencyOk);
      else latencyMark = mark(latencyOk);
      lostMark = mark(lostOk);
    }
    const notes = [
      r.note,
      r.ok === 0 ? 'no tap worked' : '',
      judged(c) && c.app && floorMs == null ? 'no floor figure to judge it by' : '',
      byItself ? `effect ≥ ${ms(c.autoplayMs)} ms after navigation: the autoplay's move, not the tap's (counted as lost)` : '',
    ].filter(Boolean).join('; ');
    lines.push(
      `| ${name} | ${c.page} | ${c.checks} | ${ms(r.paintedMs)} | ${ms(r.latencyMs)}${latencyMark} | ${fixed(ratio, 2)}${ratioMark} | ${target} | ${r.ok} | ${r.lost}${lostMark} | ${r.dead} | ${cell(notes)} |`,
    );
  }
  lines.push('', `Targets missed: ${misses}.`);
  return lines.join('\n');
}

/**
 * The bytes table: per page the KB on the wire by kind (response headers included, and their
 * sum in a column of its own) and the request counts; the home page's JS judged against its
 * budget; the reference page's, the floor's and other builds' rows shown, not judged.
 * @param {Array<{label: string, home?: boolean} & RowRole & Partial<ReturnType<typeof import('./wire-bytes.mjs').bytesRow>>>} rows -
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
    if (r.home && judged(r) && r.jsKb != null) {
      const ok = r.jsKb <= t.homeJsKb;
      if (!ok) misses += 1;
      js += mark(ok);
    }
    lines.push(
      `| ${rowLabel(r)} | ${js} | ${fixed(r.cssKb, 1)} | ${fixed(r.fontKb, 1)} | ${fixed(r.imageKb, 1)} | ${fixed(r.totalKb, 1)} | ${fixed(r.headersKb, 1)} | ${r.requests ?? '—'} | ${r.jsRequests ?? '—'} |`,
    );
  }
  lines.push('', `Targets missed: ${misses}.`);
  return lines.join('\n');
}
