// node --test scripts/bench/  (npm test -- bench-unit)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONTROLS, REFERENCE_CONTROL } from './pages.mjs';
import { parseTarget, summarizeTaps } from './tap-verdicts.mjs';

test('parseTarget: css: is a selector, anything else a case-insensitive name pattern', () => {
  assert.deepEqual(parseTarget('css:button[aria-label="Next slide"]'), { css: 'button[aria-label="Next slide"]' });
  const { name } = parseTarget('^Open menu$');
  assert.ok(name.test('open MENU'));
  assert.ok(!name.test('Open menu now'));
  assert.throws(() => parseTarget('('), SyntaxError);
});

test('every control names its page, its check, and targets that parse; names are unique', () => {
  const all = [...CONTROLS, REFERENCE_CONTROL];
  assert.equal(new Set(all.map((c) => c.name)).size, all.length);
  for (const c of all) {
    assert.ok(c.page && c.checks, c.name);
    parseTarget(c.open);
    parseTarget(c.effect);
  }
  assert.equal(REFERENCE_CONTROL.reference, true);
});

test('summarizeTaps: medians over the runs that count, verdicts counted, odd runs named', () => {
  const row = summarizeTaps('menu', [
    { verdict: 'ok', paintedMs: 900, latencyMs: 80 },
    { verdict: 'ok', paintedMs: 1100, latencyMs: 120 },
    { verdict: 'lost', paintedMs: 1000, latencyMs: null },
    { verdict: 'invalid', paintedMs: 1300, latencyMs: null },
    { verdict: 'no-control', paintedMs: null, latencyMs: null },
    { verdict: 'dead', paintedMs: 950, latencyMs: null },
  ]);
  assert.deepEqual(row, {
    name: 'menu',
    paintedMs: 1000,
    latencyMs: 100,
    ok: 2,
    lost: 1,
    dead: 3,
    note: '1 run(s) invalid: the effect was visible before the tap; 1 run(s) without the control',
  });
  assert.deepEqual(summarizeTaps('x', []), { name: 'x', paintedMs: null, latencyMs: null, ok: 0, lost: 0, dead: 0, note: '' });
});
