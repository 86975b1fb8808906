/**
 * The stand-in is tested on the project's real schema, read from the `supabase/` folder of the
 * sibling @agency/data workspace. It is a path, not a package dependency: @agency/data's tests
 * depend on this package, and the package graph stays one-way.
 */
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { sqlSourcesIn } from '../src/db';
import { prepareTemplate } from '../src/testing';

/** `packages/data/supabase`: the migrations and seed these tests run on. */
export const PROJECT_SUPABASE_DIR = fileURLToPath(new URL('../../data/supabase', import.meta.url));

export default function setup(project: TestProject): Promise<() => void> {
  return prepareTemplate(project, sqlSourcesIn(PROJECT_SUPABASE_DIR));
}
