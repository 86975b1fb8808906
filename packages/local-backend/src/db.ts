/**
 * The local database: PGlite (real Postgres in WASM), created on first start with Supabase's API
 * roles (`supabase-roles.sql`), every migration in name order and the seed, all recorded in
 * `local_backend.applied_files` so later starts only apply migrations added since. The same
 * migration logic serves a real PostgreSQL database (`postgres.ts`), whose roles exist already.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase, type SqlClient } from './driver';

/** `<repo>/.data/pglite` (git-ignored): where the local backend keeps its database by default. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data/pglite', import.meta.url));

/** The SQL files a database is built from; tests may point them elsewhere. */
export interface SqlSources {
  /** Run once, before the migrations: creates Supabase's roles. */
  rolesFile: string;
  /** Every `*.sql` in it, in name order. */
  migrationsDir: string;
  /** Applied after the migrations on first start, if the file exists. */
  seedFile: string;
}

/** The stand-in's own `supabase-roles.sql`: Supabase's API roles, created before any migration. */
export const SUPABASE_ROLES_FILE = fileURLToPath(new URL('./supabase-roles.sql', import.meta.url));

/**
 * The SQL of a project's `supabase/` folder, laid out as the Supabase CLI lays it out
 * (`migrations/*.sql`, `seed.sql`), plus the stand-in's roles file.
 *
 * @param supabaseDir - the folder holding `migrations/` and `seed.sql` (default: `./supabase`
 *   in the current working directory, as `supabase start` reads it).
 */
export function sqlSourcesIn(supabaseDir = 'supabase'): SqlSources {
  const dir = resolve(supabaseDir);
  return { rolesFile: SUPABASE_ROLES_FILE, migrationsDir: join(dir, 'migrations'), seedFile: join(dir, 'seed.sql') };
}

/** How to open the database. */
export interface OpenDatabaseOptions {
  /** A directory to persist to, or `null` for an in-memory database. */
  dataDir: string | null;
  /** Wipe `dataDir` first (only if it is empty or a Postgres data directory). */
  reset?: boolean;
  /** Apply the seed on first start (default `true`). */
  seed?: boolean;
  /** Where the SQL comes from (default `sqlSourcesIn()`: `./supabase` of the working directory). */
  sources?: SqlSources;
  /** Progress lines (default: silent). */
  log?: (line: string) => void;
}

const MARKER_DDL = `
  create schema local_backend;
  revoke all on schema local_backend from public;
  create table local_backend.applied_files (
    name text primary key,
    sha256 text not null,
    applied_at timestamptz not null default now()
  );`;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function wipe(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  const isDir = statSync(dataDir).isDirectory();
  const isEmpty = isDir && readdirSync(dataDir).length === 0;
  if (!isDir || (!isEmpty && !existsSync(join(dataDir, 'PG_VERSION')))) {
    throw new Error(`Refusing to reset ${dataDir}: it is not a Postgres data directory`);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

async function applyFile(tx: SqlClient, name: string, sql: string): Promise<void> {
  await tx.exec(sql);
  await tx.query('insert into local_backend.applied_files (name, sha256) values ($1, $2)', [name, sha256(sql)]);
}

function migrationFiles(dir: string): string[] {
  return readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
}

/**
 * Opens (creating or migrating as needed) the local database.
 *
 * First start (no `local_backend.applied_files`): one transaction applies the roles file, every
 * migration and, when `seed` is true and the seed file exists, the seed. Later starts apply, each
 * in its own transaction, only migrations not yet recorded, and warn when a recorded migration
 * file has changed since (then run a reset).
 *
 * @returns the open PGlite instance; the caller must `close()` it.
 * @throws if `reset` targets a non-empty directory that is not a Postgres data directory, or if
 *   a SQL file fails (its Postgres error, with `code`).
 * @see docs/architecture.md "Local backend and hosted Supabase"
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<PGlite> {
  const { dataDir, reset = false, seed = true, sources = sqlSourcesIn(), log = () => {} } = options;
  if (dataDir !== null) {
    if (reset) wipe(dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const db = dataDir === null ? await PGlite.create() : await PGlite.create({ dataDir });
  try {
    await migrateDatabase(pgliteDatabase(db), { seed, sources, log });
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}

/** What {@link migrateDatabase} needs: owner-level SQL and transactions. */
export interface Migratable extends SqlClient {
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
}

/** How to migrate a database. */
export interface MigrateOptions {
  /** Apply the seed when the database is created (default `true`). */
  seed?: boolean;
  /** Where the SQL comes from. */
  sources: SqlSources;
  /**
   * Apply `sources.rolesFile` first when the database is created (default `true`). `false` where
   * the roles exist already: a PostgreSQL server bootstrapped as a hosted project is.
   */
  roles?: boolean;
  /** Progress lines (default: silent). */
  log?: (line: string) => void;
}

/**
 * Creates or brings up to date the schema of `db`, on either engine.
 *
 * A database without `local_backend.applied_files` gets, in one transaction, the roles file
 * (unless `roles` is false), every migration and, when `seed` is true and the seed file exists,
 * the seed. Otherwise only migrations not yet recorded are applied, each in its own transaction,
 * and a recorded migration file that changed since is reported, not re-run.
 *
 * @throws a failing SQL file's Postgres error (with `code`); nothing of its transaction stays.
 */
export async function migrateDatabase(db: Migratable, options: MigrateOptions): Promise<void> {
  const { seed = true, sources, roles = true, log = () => {} } = options;
  const marker = await db.query<{ ok: boolean }>(
    "select to_regclass('local_backend.applied_files') is not null as ok",
  );
  const files = migrationFiles(sources.migrationsDir);
  if (!marker.rows[0]?.ok) {
    await db.transaction(async (tx) => {
      await tx.exec(MARKER_DDL);
      if (roles) await applyFile(tx, 'supabase-roles.sql', readFileSync(sources.rolesFile, 'utf8'));
      for (const file of files) {
        await applyFile(tx, `migrations/${file}`, readFileSync(join(sources.migrationsDir, file), 'utf8'));
      }
      if (seed && existsSync(sources.seedFile)) {
        await applyFile(tx, 'seed.sql', readFileSync(sources.seedFile, 'utf8'));
        log('Applied the seed');
      }
    });
    log(`Created the database: ${roles ? 'roles and ' : ''}${files.length} migration(s) applied`);
    return;
  }
  const applied = await db.query<{ name: string; sha256: string }>('select name, sha256 from local_backend.applied_files');
  const known = new Map(applied.rows.map((r) => [r.name, r.sha256]));
  for (const file of files) {
    const sql = readFileSync(join(sources.migrationsDir, file), 'utf8');
    const recorded = known.get(`migrations/${file}`);
    if (recorded === undefined) {
      await db.transaction((tx) => applyFile(tx, `migrations/${file}`, sql));
      log(`Applied the new migration ${file}`);
    } else if (recorded !== sha256(sql)) {
      log(`Warning: migration ${file} changed since it was applied; reset the database to apply it`);
    }
  }
}

/** Where requests wait their turn: `run` a task, `idle` once all queued tasks have settled. */
export interface RequestQueue {
  /** Runs `task` when the queue allows; resolves or rejects with its outcome. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Resolves once every task queued so far has settled. */
  idle(): Promise<void>;
}

/**
 * Runs async tasks one at a time, in call order: PGlite has a single connection, so requests
 * must never interleave their transactions.
 */
export class SerialQueue implements RequestQueue {
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `task` after every task queued before it; resolves or rejects with its outcome. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const next = this.tail.then(task);
    this.tail = next.catch(() => undefined);
    return next;
  }

  /** Resolves once every task queued so far has settled. */
  async idle(): Promise<void> {
    await this.tail;
  }
}

/**
 * Runs tasks at once, side by side, and remembers them for {@link RequestQueue.idle}: for a
 * PostgreSQL server, whose connection pool already bounds how many run together.
 */
export class ConcurrentQueue implements RequestQueue {
  private readonly pending = new Set<Promise<unknown>>();

  /** Starts `task` now; resolves or rejects with its outcome. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const running = task();
    const settled = running.then(
      () => undefined,
      () => undefined,
    );
    this.pending.add(settled);
    void settled.then(() => this.pending.delete(settled));
    return running;
  }

  /** Resolves once every task started so far has settled. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
