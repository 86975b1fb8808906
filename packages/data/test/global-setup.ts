/**
 * Builds, once per test run, a migrated (unseeded) database from this package's `supabase/`
 * folder; every test file that needs a backend starts from a copy of it (`startTestBackend`).
 */
import { fileURLToPath } from 'node:url';
import { prepareTemplate, sqlSourcesIn } from '@agency/local-backend/testing';
import type { TestProject } from 'vitest/node';

/** This package's `supabase/` folder: the migrations and the seed. */
export const SUPABASE_DIR = fileURLToPath(new URL('../supabase', import.meta.url));

export default function setup(project: TestProject): Promise<() => void> {
  return prepareTemplate(project, sqlSourcesIn(SUPABASE_DIR));
}
