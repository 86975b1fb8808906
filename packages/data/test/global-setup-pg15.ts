/**
 * The `schema-pg15-*` projects: the schema tests on a real PostgreSQL 15 server (Debian's, in
 * /usr/lib/postgresql/15/bin; `AGENCY_PG_BIN_DIR` points elsewhere), bootstrapped as a fresh
 * hosted Supabase project is, under the project's default-privilege setup (`postgresSetup`, set
 * in vitest.config.ts). One server serves every such project of a run; each project gets its own
 * template database with this package's migrations, applied as the non-superuser `postgres`.
 * See `preparePostgresTemplate` of @agency/local-backend/testing for what the bootstrap does.
 */
import { DEFAULT_PRIVILEGE_SETUPS, preparePostgresTemplate, sqlSourcesIn, type DefaultPrivilegeSetup } from '@agency/local-backend/testing';
import type { TestProject } from 'vitest/node';
import { SUPABASE_DIR } from './global-setup';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The default-privilege setup of a `schema-pg15-*` project. */
    postgresSetup?: DefaultPrivilegeSetup;
  }
}

export default function setup(project: TestProject): Promise<() => void> {
  const chosen = project.config.provide?.postgresSetup;
  if (!chosen || !DEFAULT_PRIVILEGE_SETUPS.includes(chosen)) {
    throw new Error(`${project.name}: set test.provide.postgresSetup to one of ${DEFAULT_PRIVILEGE_SETUPS.join(', ')}`);
  }
  return preparePostgresTemplate(project, sqlSourcesIn(SUPABASE_DIR), chosen);
}
