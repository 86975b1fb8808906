/**
 * `@agency/local-backend/testing`: what a Vitest suite needs to test against the stand-in.
 * `prepareTemplate` (from a `globalSetup`) builds one migrated, unseeded database per run;
 * `startTestBackend` starts a backend on a free port over a private copy of it, with supabase-js
 * clients for the two demo keys and raw fetch for what supabase-js never sends.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase, type SqlSources } from './db';

export { sqlSourcesIn, type SqlSources } from './db';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, startLocalBackend, type LocalBackend, type LocalBackendOptions } from './index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A closed PGlite data directory with roles and migrations applied, no seed. */
    backendTemplateDir: string;
    /** The SQL the template was built from, so tests can rebuild or reseed from it. */
    backendSqlSources: SqlSources;
  }
}

/**
 * For a Vitest `globalSetup`: builds, once per run, a migrated (unseeded) PGlite database in a
 * temporary directory and provides it to the tests (`inject('backendTemplateDir')`); copies of
 * it open in about a second, where initdb takes about four.
 *
 * @param sources - the project's SQL (see `sqlSourcesIn`).
 * @returns the teardown that deletes the template.
 */
export async function prepareTemplate(project: TestProject, sources: SqlSources): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'agency-backend-template-'));
  const dir = join(root, 'pglite');
  const db = await openDatabase({ dataDir: dir, seed: false, sources });
  await db.close();
  project.provide('backendTemplateDir', dir);
  project.provide('backendSqlSources', sources);
  return () => rmSync(root, { recursive: true, force: true });
}

/** A running test backend and its clients. */
export interface TestBackend {
  backend: LocalBackend;
  /** A client with the anon key: what a visitor can do. */
  anon: SupabaseClient;
  /** A client with the service-role key: bypasses RLS. */
  service: SupabaseClient;
  /** The private data directory (a copy of the template). */
  dataDir: string;
  /** `fetch(restUrl + path)` with the anon key unless `headers` override it. */
  rest(path: string, init?: RequestInit): Promise<Response>;
  /** Closes the backend and deletes its data directory. */
  stop(): Promise<void>;
}

/** Makes a supabase-js client without session persistence. */
export function clientFor(url: string, key: string): SupabaseClient {
  return createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
}

/** Copies the migrated template into a new temporary directory; returns the copy's path. */
export function copyTemplate(): string {
  const root = mkdtempSync(join(tmpdir(), 'agency-backend-test-'));
  const dir = join(root, 'pglite');
  cpSync(inject('backendTemplateDir'), dir, { recursive: true });
  return dir;
}

/** Starts a backend on a free port over a copy of the template (unseeded: fixtures are the test's). */
export async function startTestBackend(options: LocalBackendOptions = {}): Promise<TestBackend> {
  const dataDir = copyTemplate();
  const backend = await startLocalBackend({ port: 0, dataDir, seed: false, sources: inject('backendSqlSources'), ...options });
  return {
    backend,
    dataDir,
    anon: clientFor(backend.url, LOCAL_ANON_KEY),
    service: clientFor(backend.url, LOCAL_SERVICE_ROLE_KEY),
    rest: (path, init = {}) =>
      fetch(new URL(path, backend.restUrl), {
        ...init,
        headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, ...(init.headers as Record<string, string>) },
      }),
    stop: async () => {
      await backend.close();
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    },
  };
}

/** Headers authenticating as the service role. */
export const SERVICE_HEADERS = { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };
