/**
 * The data directory: a restart reuses it (no re-seed, only new migrations applied), a reset
 * wipes and reseeds it, and the CLI serves it and stops cleanly on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, sqlSourcesIn, type SqlSources } from '../src/db';
import { LOCAL_SERVICE_ROLE_KEY, startLocalBackend } from '../src/index';
import { clientFor, copyTemplate } from '../src/testing';
import { PROJECT_SUPABASE_DIR } from './global-setup';

const PROJECT_SOURCES = sqlSourcesIn(PROJECT_SUPABASE_DIR);

const scratch = mkdtempSync(join(tmpdir(), 'agency-backend-persistence-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

function sources(extraMigration?: string): SqlSources {
  const migrationsDir = join(scratch, `migrations-${Math.random().toString(36).slice(2)}`);
  cpSync(PROJECT_SOURCES.migrationsDir, migrationsDir, { recursive: true });
  if (extraMigration) writeFileSync(join(migrationsDir, '99990101000000_extra.sql'), extraMigration);
  const seedFile = join(scratch, 'seed.sql');
  writeFileSync(seedFile, "insert into public.offers (message) values ('Seeded offer');");
  return { ...PROJECT_SOURCES, migrationsDir, seedFile };
}

async function offers(dataDir: string, sqlSources: SqlSources): Promise<string[]> {
  const db = await openDatabase({ dataDir, sources: sqlSources });
  try {
    const { rows } = await db.query<{ message: string }>('select message from public.offers order by id');
    return rows.map((r) => r.message);
  } finally {
    await db.close();
  }
}

describe('data directory', () => {
  it('a row written through the API survives a restart', async () => {
    const dataDir = copyTemplate();
    const first = await startLocalBackend({ port: 0, dataDir, seed: false, sources: PROJECT_SOURCES });
    const { error } = await clientFor(first.url, LOCAL_SERVICE_ROLE_KEY).from('blogs').insert({ title: 'Kept', slug: 'kept' });
    expect(error).toBeNull();
    await first.close();
    const second = await startLocalBackend({ port: 0, dataDir, seed: false, sources: PROJECT_SOURCES });
    const { data } = await clientFor(second.url, LOCAL_SERVICE_ROLE_KEY).from('blogs').select('slug');
    await second.close();
    expect(data).toEqual([{ slug: 'kept' }]);
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('first start seeds; later starts do not re-seed; reset wipes and reseeds', async () => {
    const dataDir = join(scratch, 'seeded');
    const sqlSources = sources();
    expect(await offers(dataDir, sqlSources)).toEqual(['Seeded offer']);
    const db = await openDatabase({ dataDir, sources: sqlSources });
    await db.exec("insert into public.offers (message) values ('Added later')");
    await db.close();
    expect(await offers(dataDir, sqlSources)).toEqual(['Seeded offer', 'Added later']);
    const reset = await openDatabase({ dataDir, reset: true, sources: sqlSources });
    await reset.close();
    expect(await offers(dataDir, sqlSources)).toEqual(['Seeded offer']);
  });

  it('applies a migration added since the last start, once', async () => {
    const dataDir = copyTemplate();
    const withExtra = sources('create table public.extra (id int primary key);');
    for (let start = 0; start < 2; start += 1) {
      const db = await openDatabase({ dataDir, sources: withExtra });
      const { rows } = await db.query<{ name: string }>(
        "select name from local_backend.applied_files where name like '%extra%'",
      );
      expect(rows).toEqual([{ name: 'migrations/99990101000000_extra.sql' }]);
      await db.query('select * from public.extra');
      await db.close();
    }
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('refuses to reset a directory that is not a database, leaving it untouched', async () => {
    const dir = join(scratch, 'precious');
    mkdirSync(dir);
    writeFileSync(join(dir, 'thesis.txt'), 'do not delete');
    await expect(openDatabase({ dataDir: dir, reset: true })).rejects.toThrow(/Refusing to reset/);
    expect(readdirSync(dir)).toEqual(['thesis.txt']);
  });
});

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

function runCli(args: string[]): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--supabase-dir', PROJECT_SUPABASE_DIR, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => RegExpMatchArray | null, timeoutMs: number): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = check();
    if (match) return match;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('cli', () => {
  it('prints "API ready: <url>", serves, and exits 0 on SIGTERM', async () => {
    const dataDir = copyTemplate();
    const cli = runCli(['--port', '0', '--data-dir', dataDir, '--no-seed']);
    const ready = await waitFor(() => /API ready: (http:\/\/127\.0\.0\.1:\d+\/rest\/v1\/)/.exec(cli.output()), 30_000);
    const health = await fetch(new URL('/health', ready[1]));
    expect(await health.json()).toEqual({ status: 'ok' });
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('--exit prepares the database and exits 0 without serving', async () => {
    const dataDir = copyTemplate();
    const cli = runCli(['--exit', '--data-dir', dataDir]);
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toContain(`Database ready in ${dataDir}`);
    expect(cli.output()).not.toContain('API ready');
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });
});
