/**
 * Each package needs only what it uses (docs/architecture.md "Packages"): what installing
 * `@agency/data` brings at run time — its `dependencies`, theirs, and so on, as npm installs
 * them (`npm ls --omit=dev -w @agency/data`) — holds no database engine, no local backend and
 * none of its tools. The closure is read from the installed packages' own package.json files,
 * resolved from each dependent's folder as Node resolves them.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './repo';

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const manifestIn = (dir: string): Manifest => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** The folder of package `name` as Node finds it from `fromDir` (the nearest `node_modules/<name>`), or null. */
function packageDir(name: string, fromDir: string): string | null {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(dir) === dir) return null;
  }
}

/** Every package installed with `workspace` at run time: its `dependencies`, theirs, and so on (no dev dependencies). */
function runTimeClosure(workspace: string): Set<string> {
  const seen = new Set<string>();
  const visited = new Set<string>();
  const visit = (dir: string) => {
    if (visited.has(dir)) return;
    visited.add(dir);
    const manifest = manifestIn(dir);
    const required = Object.keys(manifest.peerDependencies ?? {}).filter((name) => !manifest.peerDependenciesMeta?.[name]?.optional);
    for (const name of [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.optionalDependencies ?? {}), ...required]) {
      const found = packageDir(name, dir);
      if (!found) continue; // an optional dependency for another platform
      seen.add(name);
      visit(found);
    }
  };
  visit(path.join(repoRoot, workspace));
  return seen;
}

/** A database engine, the local backend, or what only the local backend needs. */
const HEAVY = ['@agency/local-backend', '@electric-sql/pglite', '@electric-sql/pglite-socket', 'pg', 'jose', 'tsx'];

describe('run-time dependencies', () => {
  it('the reading finds the local backend’s engine in its own closure', () => {
    const closure = runTimeClosure('packages/local-backend');
    expect(closure).toContain('@electric-sql/pglite');
    expect(closure).toContain('pg');
    expect(closure).toContain('pg-protocol');
  });

  it('@agency/data brings its client and its facts, and no PGlite, pg, jose, tsx or local backend', () => {
    const closure = runTimeClosure('packages/data');
    expect(closure).toContain('@supabase/postgrest-js');
    expect(closure).toContain('@agency/domain');
    expect(HEAVY.filter((name) => closure.has(name))).toEqual([]);
  });
});
