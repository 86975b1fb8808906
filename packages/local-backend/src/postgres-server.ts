/**
 * A throwaway PostgreSQL server for tests, bootstrapped as a fresh hosted Supabase project looks
 * to its migrations, so the schema tests can run on a real server (PostgreSQL 15 from Debian here)
 * as well as on PGlite.
 *
 * What the bootstrap reproduces, from Supabase's own init scripts
 * (https://github.com/supabase/postgres, `migrations/db/init-scripts/00000000000000-initial-schema.sql`
 * and `00000000000001-auth-schema.sql`, plus `migrations/db/migrations/`):
 * - the superuser is `supabase_admin` (initdb's bootstrap user), not `postgres`;
 * - `anon`, `authenticated`, `service_role` (`bypassrls`) are `nologin`; they were created
 *   `noinherit` and later altered to `inherit` (`20230529180330_alter_api_roles_for_inherit.sql`);
 * - `authenticator` is a `noinherit` login granted the three API roles, the login PostgREST uses
 *   (hosted also grants it `supabase_admin`; left out here: the stand-in never switches to it);
 * - `postgres` is not a superuser but `createdb createrole replication bypassrls`
 *   (`10000000000000_demote-postgres.sql`); it owns the database and applies the migrations, so a
 *   superuser-only statement in a migration fails here as it would on a hosted project;
 * - `usage` on schema `public` for `postgres` and the API roles;
 * - the default privileges of one of three setups ({@link DefaultPrivilegeSetup}), for objects
 *   that `postgres` creates, which are the objects of the migrations.
 * The `auth`, `storage`, `extensions` and `realtime` schemas are not created: the migrations here
 * use none of them.
 *
 * @see docs/architecture.md "Local backend and hosted Supabase", docs/decisions/0001-local-backend.md
 */
import { execFile, spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { SqlSources } from './db';
import { openPostgresDatabase, type PostgresLogin } from './postgres';

/** Where Debian installs PostgreSQL 15's programs; `AGENCY_PG_BIN_DIR` overrides it. */
export const DEFAULT_PG_BIN_DIR = '/usr/lib/postgresql/15/bin';

/**
 * The `statement_timeout` hosted Supabase sets on each API role (`alter role … set`), as
 * PostgreSQL writes it back (`pg_db_role_setting`): `anon` 3 s, `authenticated` 8 s,
 * `service_role` none. Applied to every request of the role (`session.ts`), so a runaway
 * statement ends with SQLSTATE 57014, which PostgREST answers 500.
 * @see docs/decisions/0005-statement-timeouts.md
 */
export const API_ROLE_STATEMENT_TIMEOUTS: Readonly<Record<'anon' | 'authenticated', string>> = { anon: '3s', authenticated: '8s' };

/** The user that runs the server when the tests run as root (initdb and postgres refuse root). */
export const SERVER_USER_WHEN_ROOT = 'pgtest';

/**
 * The default privileges a project's migrations meet, by when the project was created:
 * - `legacy`: Supabase's long-standing init script, `alter default privileges in schema public
 *   grant all on tables, functions, sequences to postgres, anon, authenticated, service_role`
 *   (projects created before the 2026 change);
 * - `explicit`: nothing granted by default, every table needs its own `grant` (the 2026 default
 *   for new projects, Supabase changelog "Breaking Change: Tables not exposed to Data and
 *   GraphQL API automatically", 28 April 2026: https://supabase.com/changelog);
 * - `hardened`: `explicit` plus `alter default privileges revoke execute on functions from
 *   public`, the hardening Supabase's users are advised to apply: a new function is then
 *   executable by its owner only, unless granted.
 */
export type DefaultPrivilegeSetup = 'legacy' | 'explicit' | 'hardened';

/** The three setups, in the order above. */
export const DEFAULT_PRIVILEGE_SETUPS: readonly DefaultPrivilegeSetup[] = ['legacy', 'explicit', 'hardened'];

/** A running server, as plain data (it crosses from a Vitest globalSetup to the test workers). */
export interface PostgresServerInfo {
  host: string;
  port: number;
  /** `select version()`-style text, e.g. `PostgreSQL 15.18`. */
  version: string;
  /** The password of each login role: `supabase_admin`, `postgres`, `authenticator`. */
  passwords: Record<'supabase_admin' | 'postgres' | 'authenticator', string>;
}

/** A running server and the way to stop it. */
export interface PostgresServer extends PostgresServerInfo {
  /** `pg_ctl stop -m fast`, then deletes its directory. Idempotent. */
  stop(): void;
}

/** The login of `user` on `database` of `server`. */
export function loginFor(server: PostgresServerInfo, user: keyof PostgresServerInfo['passwords'], database: string): PostgresLogin {
  return { host: server.host, port: server.port, database, user, password: server.passwords[user] };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function check(result: SpawnSyncReturns<string>, what: string): string {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status}):\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

/** As root: makes sure the server's user exists (`useradd -m`) and returns its uid and gid. */
function serverUser(): { name: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const name = SERVER_USER_WHEN_ROOT;
  if (spawnSync('id', ['-u', name]).status !== 0) check(spawnSync('useradd', ['-m', name], { encoding: 'utf8' }), `useradd -m ${name}`);
  const uid = Number(check(spawnSync('id', ['-u', name], { encoding: 'utf8' }), 'id -u').trim());
  const gid = Number(check(spawnSync('id', ['-g', name], { encoding: 'utf8' }), 'id -g').trim());
  return { name, uid, gid };
}

/** The argv that runs `program` as the server's user (through `runuser` when root). */
function asServerUser(user: { name: string } | null, program: string, args: string[]): [string, string[]] {
  return user ? ['runuser', ['-u', user.name, '--', program, ...args]] : [program, args];
}

/** How to start the test server. */
export interface StartPostgresOptions {
  /** Directory of `initdb`, `pg_ctl` and `postgres` (default `AGENCY_PG_BIN_DIR` or {@link DEFAULT_PG_BIN_DIR}). */
  binDir?: string;
  /** Progress lines (default: silent). */
  log?: (line: string) => void;
  /** Temporary directories of the caller to delete with the server's own, whichever way it stops. */
  alsoRemove?: readonly string[];
}

/**
 * Creates a cluster in a new temporary directory and starts it on 127.0.0.1 at a free port
 * (unix socket in that directory too), as the current user, or as {@link SERVER_USER_WHEN_ROOT}
 * when running as root (created with `useradd -m` if missing). Tuned for tests: no fsync.
 * Roles and passwords: see {@link bootstrapHostedRoles}; initdb's superuser is `supabase_admin`.
 *
 * Stopped by `stop()`, or when this process exits (an `exit` hook), or, should it be killed, by
 * a small watchdog that waits for this process to end.
 *
 * @returns the running server (roles not yet bootstrapped).
 * @throws when the binaries are missing, or initdb or the start fails (with the server's log).
 */
export async function startPostgresServer(options: StartPostgresOptions = {}): Promise<PostgresServer> {
  const binDir = options.binDir ?? process.env.AGENCY_PG_BIN_DIR ?? DEFAULT_PG_BIN_DIR;
  const log = options.log ?? (() => {});
  const bin = (name: string) => join(binDir, name);
  if (!existsSync(bin('pg_ctl'))) {
    throw new Error(`PostgreSQL not found in ${binDir} (apt-get install -y postgresql, or set AGENCY_PG_BIN_DIR)`);
  }
  const user = serverUser();
  const root = mkdtempSync(join(tmpdir(), 'agency-pg-'));
  const dataDir = join(root, 'data');
  const logFile = join(root, 'server.log');
  const passwords = {
    supabase_admin: randomBytes(18).toString('hex'),
    postgres: randomBytes(18).toString('hex'),
    authenticator: randomBytes(18).toString('hex'),
  };
  const pwFile = join(root, 'pwfile');
  writeFileSync(pwFile, `${passwords.supabase_admin}\n`, { mode: 0o600 });
  if (user) {
    chownSync(root, user.uid, user.gid);
    chownSync(pwFile, user.uid, user.gid);
  }
  chmodSync(root, 0o700);
  // Asynchronous, so that other work of this process (a PGlite template) goes on meanwhile.
  const run = (program: string, args: string[], what: string) =>
    new Promise<void>((resolve, reject) => {
      const [command, argv] = asServerUser(user, bin(program), args);
      execFile(command, argv, { cwd: root, encoding: 'utf8' }, (error, stdout, stderr) =>
        error ? reject(new Error(`${what} failed: ${error.message}\n${stderr}${stdout}`)) : resolve(),
      );
    });

  let started = false;
  let watchdog: ReturnType<typeof spawn> | null = null;
  const stop = () => {
    process.off('exit', stop);
    if (watchdog?.pid !== undefined && watchdog.exitCode === null) {
      try {
        process.kill(watchdog.pid);
      } catch {
        /* already gone */
      }
    }
    if (started) {
      started = false;
      const [command, argv] = asServerUser(user, bin('pg_ctl'), ['-D', dataDir, 'stop', '-m', 'fast', '-w']);
      spawnSync(command, argv, { encoding: 'utf8', cwd: root });
    }
    for (const dir of [root, ...(options.alsoRemove ?? [])]) rmSync(dir, { recursive: true, force: true });
  };

  try {
    const initStarted = Date.now();
    await run(
      'initdb',
      ['-D', dataDir, '-U', 'supabase_admin', `--pwfile=${pwFile}`, '--auth=scram-sha-256', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync', '--no-instructions'],
      'initdb',
    );
    rmSync(pwFile);
    log(`initdb: ${Date.now() - initStarted} ms`);
    let port = 0;
    for (let attempt = 1; ; attempt += 1) {
      port = await freePort();
      const settings = [
        `-c listen_addresses=127.0.0.1`, `-c port=${port}`, `-c unix_socket_directories=${root}`,
        '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c timezone=UTC',
        '-c max_connections=200', '-c shared_buffers=32MB',
      ].join(' ');
      try {
        await run('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', settings, 'start'], 'pg_ctl start');
        started = true;
        break;
      } catch (e) {
        if (attempt >= 3) {
          const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
          throw new Error(`${(e as Error).message}\n${tail}`, { cause: e });
        }
      }
    }
    process.on('exit', stop);
    // Should this process die without running its exit hooks, stop the server anyway.
    const [stopCommand, stopArgs] = asServerUser(user, bin('pg_ctl'), ['-D', dataDir, 'stop', '-m', 'fast']);
    watchdog = spawn(
      'sh',
      [
        '-c',
        'while kill -0 "$WATCHED" 2>/dev/null; do sleep 1; done; "$@" >/dev/null 2>&1; printf "%s\\n" "$REMOVE" | while IFS= read -r dir; do [ -n "$dir" ] && rm -rf "$dir"; done',
        'watchdog',
        stopCommand,
        ...stopArgs,
      ],
      { detached: true, stdio: 'ignore', env: { ...process.env, WATCHED: String(process.pid), REMOVE: [root, ...(options.alsoRemove ?? [])].join('\n') } },
    );
    watchdog.unref();
    const info: PostgresServerInfo = { host: '127.0.0.1', port, version: '', passwords };
    const admin = new pg.Client(loginFor(info, 'supabase_admin', 'postgres'));
    await admin.connect();
    try {
      const { rows } = await admin.query<{ v: string }>("select 'PostgreSQL ' || current_setting('server_version') as v");
      info.version = rows[0]?.v ?? 'PostgreSQL';
    } finally {
      await admin.end();
    }
    log(`${info.version} on 127.0.0.1:${port}, run by ${user?.name ?? userInfo().username}`);
    return { ...info, stop };
  } catch (e) {
    stop();
    throw e;
  }
}

/**
 * The cluster-wide part of a fresh hosted project (see this module's comment): the roles, with
 * the server's generated passwords, and the statement time limits hosted Supabase gives the API
 * roles ({@link API_ROLE_STATEMENT_TIMEOUTS}). Run once per server, as `supabase_admin`.
 */
export async function bootstrapHostedRoles(server: PostgresServerInfo): Promise<void> {
  const quote = (password: string) => `'${password.replaceAll("'", "''")}'`;
  await withClient(server, 'supabase_admin', 'postgres', (client) =>
    client.query(`
      -- 00000000000000-initial-schema.sql: the API roles and the login PostgREST connects as.
      create role anon nologin noinherit;
      create role authenticated nologin noinherit;
      create role service_role nologin noinherit bypassrls;
      create role authenticator login noinherit password ${quote(server.passwords.authenticator)};
      grant anon, authenticated, service_role to authenticator;
      -- 20230529180330_alter_api_roles_for_inherit.sql
      alter role anon inherit;
      alter role authenticated inherit;
      alter role service_role inherit;
      -- Hosted Supabase's statement time limits per API role (Supabase docs, "Timeouts"): a role's
      -- settings apply at login, so PostgREST (and the stand-in, session.ts) applies them to a
      -- request after switching to the role.
      alter role anon set statement_timeout = '${API_ROLE_STATEMENT_TIMEOUTS.anon}';
      alter role authenticated set statement_timeout = '${API_ROLE_STATEMENT_TIMEOUTS.authenticated}';
      -- 10000000000000_demote-postgres.sql: postgres is no superuser.
      create role postgres login password ${quote(server.passwords.postgres)}
        nosuperuser createdb createrole replication bypassrls;
    `),
  );
}

/**
 * The database-wide part of a fresh hosted project under `setup`, as `supabase_admin`, for
 * objects `postgres` creates (the migrations run as `postgres`; a default privilege belongs to
 * the role that creates the object).
 */
export function defaultPrivilegesSql(setup: DefaultPrivilegeSetup): string {
  const usage = `
    -- 00000000000000-initial-schema.sql
    grant usage on schema public to postgres, anon, authenticated, service_role;`;
  const legacy = `
    -- 00000000000000-initial-schema.sql, run there as postgres before it was demoted
    alter default privileges for role postgres in schema public grant all on tables to postgres, anon, authenticated, service_role;
    alter default privileges for role postgres in schema public grant all on functions to postgres, anon, authenticated, service_role;
    alter default privileges for role postgres in schema public grant all on sequences to postgres, anon, authenticated, service_role;`;
  const hardened = `
    -- functions executable by their owner only, unless granted
    alter default privileges for role postgres revoke execute on functions from public;`;
  if (setup === 'legacy') return usage + legacy;
  if (setup === 'explicit') return usage;
  return usage + hardened;
}

async function withClient<T>(server: PostgresServerInfo, user: keyof PostgresServerInfo['passwords'], database: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(loginFor(server, user, database));
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Creates `name`, owned by `postgres`, with the default privileges of `setup`, then applies the
 * migrations as `postgres` (no seed): the template each test file's database is copied from.
 *
 * @throws a failing migration's Postgres error (with `code`): e.g. `42501` for a statement only
 *   a superuser may run.
 */
export async function createTemplateDatabase(server: PostgresServerInfo, name: string, setup: DefaultPrivilegeSetup, sources: SqlSources): Promise<void> {
  await withClient(server, 'supabase_admin', 'postgres', (client) => client.query(`create database ${quoteIdent(name)} owner postgres`));
  await withClient(server, 'supabase_admin', name, (client) => client.query(defaultPrivilegesSql(setup)));
  const db = await openPostgresDatabase({
    owner: loginFor(server, 'postgres', name),
    requests: loginFor(server, 'authenticator', name),
    seed: false,
    sources,
  });
  await db.close();
}

/** Creates a new database copied from `template` (owner `postgres`); returns its name. */
export async function createDatabaseFrom(server: PostgresServerInfo, template: string): Promise<string> {
  const name = `agency_test_${randomBytes(6).toString('hex')}`;
  await withClient(server, 'supabase_admin', 'postgres', (client) =>
    client.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)} owner postgres`),
  );
  return name;
}

/** Drops `name`, ending any connection still open to it. */
export async function dropDatabase(server: PostgresServerInfo, name: string): Promise<void> {
  await withClient(server, 'supabase_admin', 'postgres', (client) => client.query(`drop database if exists ${quoteIdent(name)} with (force)`));
}
