/**
 * Builds, once per test run, a migrated (unseeded) database in a temporary directory; backend
 * tests start from copies of it (`startTestBackend`), which opens in about a second.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A closed PGlite data directory with roles and migrations applied, no seed. */
    backendTemplateDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'agency-backend-template-'));
  const dir = join(root, 'pglite');
  const db = await openDatabase({ dataDir: dir, seed: false });
  await db.close();
  project.provide('backendTemplateDir', dir);
  return () => rmSync(root, { recursive: true, force: true });
}
