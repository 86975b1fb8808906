/**
 * Runs a test file's requests on both engines over the file's own schema: PGlite in memory, and
 * a database of a PostgreSQL 15 test server bootstrapped as a hosted project (one server per
 * file, started on first use, stopped by {@link stopEngines}). The schema is a migration of the
 * test's own, so these tests depend on no project's tables.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SUPABASE_ROLES_FILE } from '../src/db';
import { startLocalBackend, type LocalBackend, type LocalBackendOptions, type SqlSources } from '../src/index';
import {
  bootstrapHostedRoles,
  createDatabaseFrom,
  createTemplateDatabase,
  dropDatabase,
  loginFor,
  startPostgresServer,
  type DefaultPrivilegeSetup,
  type PostgresServer,
} from '../src/postgres-server';
import { backendHandles } from '../src/testing';

/** The engines every test of such a file runs on. */
export const ENGINES = ['pglite', 'postgres'] as const;

/** One of {@link ENGINES}. */
export type EngineName = (typeof ENGINES)[number];

/** A running backend over the file's schema, with supabase-js clients. */
export interface EngineBackend {
  backend: LocalBackend;
  anon: SupabaseClient;
  service: SupabaseClient;
  /** `fetch(restUrl + path)`, with the anon key unless `init.headers` override it. */
  rest(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

const scratch = mkdtempSync(join(tmpdir(), 'agency-backend-engines-'));
let server: Promise<PostgresServer> | null = null;
let templates = 0;

/** A `supabase/` folder holding one migration, `sql`, and no seed. */
export function sourcesOf(sql: string): SqlSources {
  const dir = mkdtempSync(join(scratch, 'supabase-'));
  mkdirSync(join(dir, 'migrations'));
  writeFileSync(join(dir, 'migrations', '1_test.sql'), sql);
  return { rolesFile: SUPABASE_ROLES_FILE, migrationsDir: join(dir, 'migrations'), seedFile: join(dir, 'seed.sql') };
}

function serverOnce(): Promise<PostgresServer> {
  server ??= startPostgresServer().then(async (running) => {
    await bootstrapHostedRoles(running);
    return running;
  });
  return server;
}

/**
 * Starts a backend on `engine` over `sources` (no seed): PGlite in memory (Supabase's legacy
 * default privileges), or a copy of a template database on the test server built under `setup`.
 */
export async function startOn(
  engine: EngineName,
  sources: SqlSources,
  options: LocalBackendOptions = {},
  setup: DefaultPrivilegeSetup = 'hardened',
): Promise<EngineBackend> {
  let backend: LocalBackend;
  let cleanup = async () => {};
  if (engine === 'pglite') {
    backend = await startLocalBackend({ port: 0, dataDir: null, seed: false, sources, ...options });
  } else {
    const running = await serverOnce();
    templates += 1;
    const template = `engines_template_${templates}`;
    await createTemplateDatabase(running, template, setup, sources);
    const database = await createDatabaseFrom(running, template);
    backend = await startLocalBackend({
      port: 0,
      seed: false,
      sources,
      postgres: { owner: loginFor(running, 'postgres', database), requests: loginFor(running, 'authenticator', database) },
      ...options,
    });
    cleanup = () => dropDatabase(running, database);
  }
  return backendHandles(backend, cleanup);
}

/** Stops the file's test server (if one started) and deletes the scratch folders; for `afterAll`. */
export async function stopEngines(): Promise<void> {
  if (server) (await server).stop();
  server = null;
  rmSync(scratch, { recursive: true, force: true });
}
