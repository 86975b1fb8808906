/**
 * The pure half of the tap-at-paint part: how a control's `open` / `effect` text is read, and
 * how a control's runs become one row. Unit-tested in `tap-verdicts.test.mjs`.
 */
import { median } from './report.mjs';

/**
 * What to look for on the page: `css:SELECTOR` is a Playwright CSS selector (`:has-text()`,
 * `:text-is()` allowed); anything else a regular expression matched case-insensitively against
 * accessible names (and, for an effect, visible text).
 * @param {string} spec - a control's `open` or `effect`.
 * @returns {{css: string} | {name: RegExp}}
 * @throws {SyntaxError} when `spec` is neither a `css:` selector nor a valid regular expression.
 */
export function parseTarget(spec) {
  if (spec.startsWith('css:')) return { css: spec.slice(4) };
  return { name: new RegExp(spec, 'i') };
}

/**
 * What one load of a page gave:
 * - `ok`: the effect showed within the wait after the tap;
 * - `lost`: it did not, but a second tap afterwards worked (the first tap was dropped);
 * - `dead`: neither tap worked;
 * - `invalid`: the effect was visible before the tap (the run measures nothing);
 * - `no-control`: the control never showed.
 * @typedef {{verdict: 'ok' | 'lost' | 'dead' | 'invalid' | 'no-control', paintedMs: number | null, latencyMs: number | null}} TapRun
 * `paintedMs`: ms from navigation start until the control was visible; `latencyMs`: ms from the
 * tap until the effect was visible (`ok` runs only).
 */

/**
 * One control's row from its runs: medians of `paintedMs` (every run where the control showed)
 * and of `latencyMs` (the `ok` runs), and the verdict counts; `dead` includes `invalid` and
 * `no-control` runs, which `note` names.
 * @param {string} name - the control's name.
 * @param {TapRun[]} runs
 * @returns {{name: string, paintedMs: number|null, latencyMs: number|null, ok: number, lost: number, dead: number, note: string}}
 */
export function summarizeTaps(name, runs) {
  const count = (verdict) => runs.filter((r) => r.verdict === verdict).length;
  const notes = [];
  if (count('invalid')) notes.push(`${count('invalid')} run(s) invalid: the effect was visible before the tap`);
  if (count('no-control')) notes.push(`${count('no-control')} run(s) without the control`);
  return {
    name,
    paintedMs: median(runs.map((r) => r.paintedMs)),
    latencyMs: median(runs.filter((r) => r.verdict === 'ok').map((r) => r.latencyMs)),
    ok: count('ok'),
    lost: count('lost'),
    dead: count('dead') + count('invalid') + count('no-control'),
    note: notes.join('; '),
  };
}
