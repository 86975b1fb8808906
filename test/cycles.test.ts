/**
 * No import cycle between the source files of the apps and packages, type-only imports
 * included: dependency-cruiser with the repository's `.dependency-cruiser.mjs` (its
 * `no-circular` rule), as `npx depcruise apps packages` runs it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from './repo';

it('dependency-cruiser finds no import cycle in apps/ and packages/', () => {
  const depcruise = path.join(repoRoot, 'node_modules', '.bin', 'depcruise');
  const run = spawnSync(depcruise, ['apps', 'packages', '--config', '.dependency-cruiser.mjs', '--output-type', 'err'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  expect(run.error).toBeUndefined();
  // The report names each cycle, file by file, and ends with how many modules it read.
  const report = run.stdout + run.stderr;
  expect(Number(/(\d+) modules/.exec(report)?.[1]), report).toBeGreaterThan(300);
  expect(run.status, report).toBe(0);
});
