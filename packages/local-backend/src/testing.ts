/**
 * `@agency/local-backend/testing`: what a Vitest suite needs to test against the stand-in.
 * `prepareTemplate` (from a `globalSetup`) builds one migrated, unseeded PGlite database per run;
 * `preparePostgresTemplate` does the same on a real PostgreSQL server (one per run, shared by
 * every project that asks) under one default-privilege setup; `startTestBackend` starts a
 * backend on a free port over a private copy of the template (a copied data directory, or
 * `create database ... template ...`), with supabase-js clients for the two demo keys and raw
 * fetch for what supabase-js never sends. The same test file runs on either engine.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase, type SqlSources } from './db';
import type { Engine } from './driver';
import {
  bootstrapHostedRoles,
  createDatabaseFrom,
  createTemplateDatabase,
  dropDatabase,
  loginFor,
  startPostgresServer,
  type DefaultPrivilegeSetup,
  type PostgresServer,
  type PostgresServerInfo,
} from './postgres-server';

export { sqlSourcesIn, type SqlSources } from './db';
export { DEFAULT_PRIVILEGE_SETUPS, type DefaultPrivilegeSetup, type PostgresServerInfo } from './postgres-server';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, startLocalBackend, type LocalBackend, type LocalBackendOptions } from './index';

/** The PostgreSQL template of a project: where it is, and under which default privileges it was built. */
export interface PostgresTemplate {
  server: PostgresServerInfo;
  /** The template database's name. */
  database: string;
  setup: DefaultPrivilegeSetup;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A closed PGlite data directory with roles and migrations applied, no seed. */
    backendTemplateDir: string;
    /** The SQL the template was built from, so tests can rebuild or reseed from it. */
    backendSqlSources: SqlSources;
    /** Set by {@link preparePostgresTemplate}: `startTestBackend` then serves a copy of this database. */
    backendPostgres?: PostgresTemplate;
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

/** Where the running test backend's database is. */
export interface TestEngine {
  /** `'pglite'` or `'postgres'`. */
  name: Engine;
  /** e.g. `PostgreSQL 18.1` (PGlite) or `PostgreSQL 15.18` (the test server). */
  version: string;
  /**
   * The default privileges the migrations met: PGlite's `supabase-roles.sql` grants as Supabase's
   * legacy init script does, so PGlite is always `'legacy'`.
   */
  setup: DefaultPrivilegeSetup;
  /** Short and unique per engine and setup, for reports: `pglite-legacy`, `pg15-hardened`. */
  label: string;
}

/** A running test backend and its clients. */
export interface TestBackend {
  backend: LocalBackend;
  /** Which engine and setup it runs on. */
  engine: TestEngine;
  /** A client with the anon key: what a visitor can do. */
  anon: SupabaseClient;
  /** A client with the service-role key: bypasses RLS. */
  service: SupabaseClient;
  /** The private data directory (a copy of the template); `null` on PostgreSQL. */
  dataDir: string | null;
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

/** {@link startTestBackend}'s options: the backend's, plus the engine. */
export interface TestBackendOptions extends LocalBackendOptions {
  /**
   * `'postgres'` (the default where the project has a PostgreSQL template) or `'pglite'` (the
   * default otherwise; in a PostgreSQL project, the PGlite template built beside it, e.g. to
   * compare the engines).
   */
  engine?: Engine;
}

async function engineOf(backend: LocalBackend, setup: DefaultPrivilegeSetup): Promise<TestEngine> {
  const { rows } = await backend.db.query<{ v: string }>("select current_setting('server_version') as v");
  const version = `PostgreSQL ${(rows[0]?.v ?? '').split(' ')[0]}`;
  const major = version.replace(/^PostgreSQL (\d+).*$/, '$1');
  const name = backend.db.engine;
  return { name, version, setup, label: name === 'pglite' ? `pglite-${setup}` : `pg${major}-${setup}` };
}

/**
 * What a test holds of a running backend: clients with the anon and service-role keys, `rest`
 * (a fetch of a path under `/rest/v1/` with the anon key unless `init.headers` says otherwise)
 * and `stop` (closes the backend, then runs `cleanup`, e.g. dropping its database).
 * @param backend - the running backend.
 * @param cleanup - what `stop` removes after closing it.
 */
export function backendHandles(backend: LocalBackend, cleanup: () => Promise<void>) {
  return {
    backend,
    anon: clientFor(backend.url, LOCAL_ANON_KEY),
    service: clientFor(backend.url, LOCAL_SERVICE_ROLE_KEY),
    rest: (path: string, init: RequestInit = {}) =>
      fetch(new URL(path, backend.restUrl), {
        ...init,
        headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, ...(init.headers as Record<string, string>) },
      }),
    stop: async () => {
      await backend.close();
      await cleanup();
    },
  };
}

function testBackend(backend: LocalBackend, engine: TestEngine, dataDir: string | null, cleanup: () => Promise<void>): TestBackend {
  return { ...backendHandles(backend, cleanup), engine, dataDir };
}

/**
 * Starts a backend on a free port over a private copy of the template (unseeded: fixtures are
 * the test's): on PostgreSQL a new database copied from the project's template, dropped by
 * `stop()`; on PGlite a copied data directory, deleted by `stop()`.
 */
export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const { engine, ...backendOptions } = options;
  const postgres = inject('backendPostgres');
  if (postgres && engine !== 'pglite') {
    const database = await createDatabaseFrom(postgres.server, postgres.database);
    let backend: LocalBackend;
    try {
      backend = await startLocalBackend({
        port: 0,
        seed: false,
        sources: inject('backendSqlSources'),
        postgres: { owner: loginFor(postgres.server, 'postgres', database), requests: loginFor(postgres.server, 'authenticator', database) },
        ...backendOptions,
      });
    } catch (e) {
      await dropDatabase(postgres.server, database);
      throw e;
    }
    return testBackend(backend, await engineOf(backend, postgres.setup), null, () => dropDatabase(postgres.server, database));
  }
  if (engine === 'postgres') throw new Error('No PostgreSQL template in this project (see preparePostgresTemplate)');
  const dataDir = copyTemplate();
  const backend = await startLocalBackend({ port: 0, dataDir, seed: false, sources: inject('backendSqlSources'), ...backendOptions });
  return testBackend(backend, await engineOf(backend, 'legacy'), dataDir, async () => {
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });
}

interface SharedPostgres {
  /** The server with its roles, and the PGlite template beside it (deleted with the server). */
  ready: Promise<{ server: PostgresServer; pgliteTemplate: string }>;
  /** Stops the server: at once once it has started (an interrupted run may exit right after its teardowns). */
  stop(): void;
  users: number;
  templates: number;
}

/** One server per Vitest run, whichever project asks first; `globalThis` is the main process's, shared by every project. */
const SHARED_POSTGRES = Symbol.for('@agency/local-backend/testing/postgres');

async function acquirePostgres(sources: SqlSources, log: (line: string) => void): Promise<{ shared: SharedPostgres; release: () => void }> {
  const global = globalThis as { [SHARED_POSTGRES]?: SharedPostgres };
  let shared = global[SHARED_POSTGRES];
  if (!shared) {
    const root = mkdtempSync(join(tmpdir(), 'agency-backend-template-'));
    const pgliteTemplate = join(root, 'pglite');
    let started: PostgresServer | undefined;
    const ready = (async () => {
      // The server's initdb and start are other processes: the PGlite template is built meanwhile.
      const [server, pglite] = await Promise.allSettled([
        startPostgresServer({ log, alsoRemove: [root] }).then(async (running) => {
          await bootstrapHostedRoles(running);
          return running;
        }),
        openDatabase({ dataDir: pgliteTemplate, seed: false, sources }).then((db) => db.close()),
      ]);
      if (server.status === 'fulfilled' && pglite.status === 'fulfilled') {
        started = server.value;
        return { server: server.value, pgliteTemplate };
      }
      if (server.status === 'fulfilled') server.value.stop();
      rmSync(root, { recursive: true, force: true });
      throw server.status === 'rejected' ? server.reason : (pglite as PromiseRejectedResult).reason;
    })();
    const stop = () => {
      if (started) started.stop();
      else void ready.then(({ server }) => server.stop(), () => {});
    };
    shared = { ready, stop, users: 0, templates: 0 };
    global[SHARED_POSTGRES] = shared;
    ready.catch(() => delete global[SHARED_POSTGRES]);
  }
  const current = shared;
  current.users += 1;
  const release = () => {
    current.users -= 1;
    if (current.users > 0) return;
    if (global[SHARED_POSTGRES] === current) delete global[SHARED_POSTGRES];
    current.stop();
  };
  try {
    await current.ready;
  } catch (e) {
    release();
    throw e;
  }
  return { shared: current, release };
}

/**
 * For a Vitest `globalSetup`: makes the project's tests run on a real PostgreSQL server. The
 * first project to ask starts the server (see `startPostgresServer`: PostgreSQL 15 from Debian
 * by default, as the current user or, as root, a `pgtest` user) and bootstraps the roles of a
 * hosted project; each project then gets a template database built under `setup`'s default
 * privileges, with the migrations applied by the non-superuser `postgres`. The last project to
 * finish stops the server. A PGlite template is built beside it (`startTestBackend({ engine:
 * 'pglite' })`), for tests comparing the engines.
 *
 * @param sources - the project's SQL (see `sqlSourcesIn`).
 * @returns the teardown: drops nothing itself (the server goes), stops the server when last.
 * @throws when the server cannot start or a migration fails under `setup` (its Postgres error).
 */
export async function preparePostgresTemplate(project: TestProject, sources: SqlSources, setup: DefaultPrivilegeSetup): Promise<() => void> {
  const log = (line: string) => console.log(`[${project.name}] ${line}`);
  const { shared, release } = await acquirePostgres(sources, log);
  try {
    const { server, pgliteTemplate } = await shared.ready;
    shared.templates += 1;
    const database = `agency_template_${setup}_${shared.templates}`;
    const started = Date.now();
    await createTemplateDatabase(server, database, setup, sources);
    log(`template ${database} (${setup} default privileges): ${Date.now() - started} ms`);
    const info: PostgresServerInfo = { host: server.host, port: server.port, version: server.version, passwords: server.passwords };
    project.provide('backendPostgres', { server: info, database, setup });
    project.provide('backendTemplateDir', pgliteTemplate);
    project.provide('backendSqlSources', sources);
  } catch (e) {
    release();
    throw e;
  }
  return release;
}

/** Headers authenticating as the service role. */
export const SERVICE_HEADERS = { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };
