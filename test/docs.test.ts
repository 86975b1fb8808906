/**
 * The documents stay at a size a reader takes in one sitting: docs/architecture.md describes
 * the system as it is (its history is in docs/decisions/), in at most 3,500 words, counted as
 * `wc -w` counts them (runs of characters between white space).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from './repo';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

it('docs/architecture.md is at most 3,500 words', () => {
  const count = words(readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8'));
  expect(count).toBeGreaterThan(1000);
  expect(count).toBeLessThanOrEqual(3500);
});
