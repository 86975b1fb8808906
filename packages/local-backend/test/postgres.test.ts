/**
 * The node-postgres driver and the test server: a real PostgreSQL server (Debian's 15 by default)
 * bootstrapped as a hosted Supabase project, the stand-in serving a database of it, and the
 * driver behaving as the PGlite one does where the server and the tests rely on it. The schema
 * itself is tested on this server by @agency/data's `schema-pg15-*` projects.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, openPostgresDatabase, startLocalBackend, type SqlSources } from '../src/index';
import {
  bootstrapHostedRoles,
  createDatabaseFrom,
  createTemplateDatabase,
  DEFAULT_PRIVILEGE_SETUPS,
  dropDatabase,
  loginFor,
  startPostgresServer,
  type PostgresServer,
  type PostgresServerInfo,
} from '../src/postgres-server';
import { SUPABASE_ROLES_FILE } from '../src/db';

const scratch = mkdtempSync(join(tmpdir(), 'agency-backend-postgres-'));
let server: PostgresServer;

/** A `supabase/` folder holding `migrations` (name → SQL), no seed. */
function sources(migrations: Record<string, string>): SqlSources {
  const dir = mkdtempSync(join(scratch, 'supabase-'));
  mkdirSync(join(dir, 'migrations'));
  for (const [name, sql] of Object.entries(migrations)) writeFileSync(join(dir, 'migrations', name), sql);
  return { rolesFile: SUPABASE_ROLES_FILE, migrationsDir: join(dir, 'migrations'), seedFile: join(dir, 'seed.sql') };
}

const NOTES = sources({
  '1_notes.sql': `
    create table public.notes (id bigint generated always as identity primary key, body text not null check (char_length(body) <= 10), day date);
    alter table public.notes enable row level security;
    create policy "anyone reads" on public.notes for select to anon using (true);
    grant select on public.notes to anon;
    create function public.twice(x int) returns int language sql immutable as 'select 2 * x';`,
});

/** Rows of one query, connected as `user` to the `postgres` database. */
async function rowsOf<T>(on: PostgresServerInfo, user: 'supabase_admin' | 'postgres', sql: string): Promise<T[]> {
  const client = new pg.Client(loginFor(on, user, 'postgres'));
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  server = await startPostgresServer();
  await bootstrapHostedRoles(server);
});

afterAll(() => {
  server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the test server', () => {
  it('is PostgreSQL 15 with the roles of a hosted project', async () => {
    expect(server.version).toMatch(/^PostgreSQL 15\./);
    const roles = await rowsOf(
      server,
      'postgres',
      `select rolname, rolsuper as super, rolinherit as inherit, rolcanlogin as login, rolbypassrls as bypassrls, rolcreatedb as createdb
         from pg_catalog.pg_roles
        where rolname in ('supabase_admin', 'postgres', 'authenticator', 'anon', 'authenticated', 'service_role') order by rolname`,
    );
    expect(roles).toEqual([
      { rolname: 'anon', super: false, inherit: true, login: false, bypassrls: false, createdb: false },
      { rolname: 'authenticated', super: false, inherit: true, login: false, bypassrls: false, createdb: false },
      { rolname: 'authenticator', super: false, inherit: false, login: true, bypassrls: false, createdb: false },
      { rolname: 'postgres', super: false, inherit: true, login: true, bypassrls: true, createdb: true },
      { rolname: 'service_role', super: false, inherit: true, login: false, bypassrls: true, createdb: false },
      { rolname: 'supabase_admin', super: true, inherit: true, login: true, bypassrls: true, createdb: true },
    ]);
    const members = await rowsOf<{ role: string }>(
      server,
      'postgres',
      `select r.rolname as role from pg_catalog.pg_auth_members m
         join pg_catalog.pg_roles r on r.oid = m.roleid join pg_catalog.pg_roles u on u.oid = m.member
        where u.rolname = 'authenticator' order by 1`,
    );
    expect(members.map((r) => r.role)).toEqual(['anon', 'authenticated', 'service_role']);
  });

  it('listens on 127.0.0.1 only, its files owned by a user other than root', async () => {
    const [settings] = await rowsOf<{ listen: string; dir: string }>(
      server,
      'supabase_admin',
      "select current_setting('listen_addresses') as listen, current_setting('data_directory') as dir",
    );
    expect(settings?.listen).toBe('127.0.0.1');
    expect(statSync(settings?.dir ?? '').uid).not.toBe(0);
  });
});

describe('template databases per default-privilege setup', () => {
  it.each(DEFAULT_PRIVILEGE_SETUPS)('%s: the function of the migration is executable as the setup says', async (setup) => {
    const template = `template_${setup}`;
    await createTemplateDatabase(server, template, setup, NOTES);
    const copy = await createDatabaseFrom(server, template);
    const db = await openPostgresDatabase({ owner: loginFor(server, 'postgres', copy), requests: loginFor(server, 'authenticator', copy), sources: NOTES });
    try {
      const { rows } = await db.query<{ role: string; execute: boolean; select: boolean }>(
        `select r.role, pg_catalog.has_function_privilege(r.role, 'public.twice(int)', 'EXECUTE') as execute,
                pg_catalog.has_table_privilege(r.role, 'public.notes', 'SELECT') as select
           from (values ('anon'), ('service_role')) r(role) order by 1`,
      );
      const expected = {
        legacy: [{ role: 'anon', execute: true, select: true }, { role: 'service_role', execute: true, select: true }],
        explicit: [{ role: 'anon', execute: true, select: true }, { role: 'service_role', execute: true, select: false }],
        hardened: [{ role: 'anon', execute: false, select: true }, { role: 'service_role', execute: false, select: false }],
      }[setup];
      expect(rows).toEqual(expected);
    } finally {
      await db.close();
      await dropDatabase(server, copy);
    }
  });

  it('a migration only a superuser may run fails as it would on a hosted project (42501)', async () => {
    const failing = sources({ '1_superuser.sql': "create role intruder superuser;" });
    await expect(createTemplateDatabase(server, 'template_superuser', 'explicit', failing)).rejects.toMatchObject({ code: '42501' });
    await dropDatabase(server, 'template_superuser');
  });
});

describe('the stand-in over PostgreSQL', () => {
  it('answers as the JWT role through authenticator, with PostgREST statuses', async () => {
    await createTemplateDatabase(server, 'template_http', 'explicit', NOTES);
    const database = await createDatabaseFrom(server, 'template_http');
    const backend = await startLocalBackend({
      port: 0,
      seed: false,
      sources: NOTES,
      postgres: { owner: loginFor(server, 'postgres', database), requests: loginFor(server, 'authenticator', database) },
    });
    try {
      expect(backend.db.engine).toBe('postgres');
      await backend.db.exec("insert into public.notes (body, day) values ('one', '2030-01-02'); insert into public.notes (body) values ('two')");
      const headers = (key: string) => ({ apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' });
      const read = await fetch(`${backend.restUrl}notes?select=id,body,day&order=id`, { headers: headers(LOCAL_ANON_KEY) });
      expect([read.status, await read.json()]).toEqual([200, [{ id: 1, body: 'one', day: '2030-01-02' }, { id: 2, body: 'two', day: null }]]);
      const write = await fetch(`${backend.restUrl}notes`, { method: 'POST', headers: headers(LOCAL_ANON_KEY), body: '{"body":"x"}' });
      expect([write.status, ((await write.json()) as { code: string }).code]).toEqual([401, '42501']);
      // explicit setup: nothing granted to service_role on this table.
      const service = await fetch(`${backend.restUrl}notes`, { headers: headers(LOCAL_SERVICE_ROLE_KEY) });
      expect([service.status, ((await service.json()) as { message: string }).message]).toEqual([403, 'permission denied for table notes']);
      // int8 as a number and date as UTC midnight, as PGlite returns them.
      const { rows } = await backend.db.query<{ n: number; d: Date }>("select 9007199254740991::int8 as n, '2030-01-02'::date as d");
      expect(rows).toEqual([{ n: 9007199254740991, d: new Date('2030-01-02T00:00:00Z') }]);
      // Requests' transactions run as authenticator; a failing one is rolled back with its role switch.
      await expect(
        backend.db.transaction(async (tx) => {
          await tx.query('SET LOCAL ROLE anon');
          await tx.query('select 1 / 0');
        }),
      ).rejects.toMatchObject({ code: '22012' });
      const who = await Promise.all([1, 2, 3, 4, 5].map(() => backend.db.transaction((tx) => tx.query<{ me: string }>('select current_user as me'))));
      expect(who.map((r) => r.rows[0]?.me)).toEqual(Array(5).fill('authenticator'));
    } finally {
      await backend.close();
      await dropDatabase(server, database);
    }
  });
});

describe('stopping', () => {
  it('stops the server and removes its directory', async () => {
    const other = await startPostgresServer();
    const [settings] = await rowsOf<{ dir: string }>(other, 'supabase_admin', "select current_setting('data_directory') as dir");
    const dataDir = settings?.dir ?? '';
    expect(existsSync(dataDir)).toBe(true);
    other.stop();
    expect(existsSync(join(dataDir, '..'))).toBe(false);
    await expect(rowsOf(other, 'supabase_admin', 'select 1')).rejects.toThrow();
  });
});
