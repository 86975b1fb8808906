/**
 * Nothing lost in a crash: the backend runs as a child process (`agency-backend`,
 * as `npm run backend` runs it), visitors stream inserts into the four lead tables, and the
 * process is killed with SIGKILL while requests are in flight — twice, restarting on the same
 * data directory in between. Every insert acknowledged with 201 before a kill is there after the
 * restart, exactly once; nothing appears that was never sent.
 *
 * Why it holds: a request is answered only after its transaction commits; PGlite's Postgres
 * commits with `synchronous_commit = on`, so the commit record is written (write(2) through
 * Emscripten's NODEFS to the real file) before the commit returns, and a killed process leaves
 * its written pages to the operating system. (PGlite runs with `fsync = off`: a power cut or
 * kernel crash could still lose the last commits; a killed process cannot.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, sqlSourcesIn, startLocalBackend } from '@agency/local-backend';
import { clientFor, copyTemplate } from '@agency/local-backend/testing';
import { fromNewAddress } from '../schema/support';
import { LEAD_TABLES } from '../schema/tables';
import { SUPABASE_DIR } from '../global-setup';

const CLI = fileURLToPath(import.meta.resolve('@agency/local-backend/cli'));
const WORKERS = 8;
/**
 * Acknowledged inserts to wait for before each kill: spread over the four tables, both rounds
 * stay under the lead limits' 60 inserts per table per minute (2 × 80 / 4 = 40, plus the few in
 * flight at each kill). Each insert comes from an address of its own, as separate visitors'.
 */
const ACKS_BEFORE_KILL = 80;
const ROUNDS = 2;

/** The column that identifies each streamed row. */
const MARKER: Record<string, string> = { free_sample_requests: 'email', callback_requests: 'name', ContactQueries: 'email', Subscribers: 'email' };

const dataDir = copyTemplate();
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(join(dataDir, '..'), { recursive: true, force: true });
});

/** Starts `node --import tsx <@agency/local-backend>/src/cli.ts` (no npx/tsx wrapper, so SIGKILL reaches the server itself). */
async function startChild(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0', '--data-dir', dataDir, '--supabase-dir', SUPABASE_DIR, '--no-seed'], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /API ready: (http:\/\/[^/\s]+)\/rest\/v1\//.exec(output);
      if (ready?.[1]) resolve(ready[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code, signal) => reject(new Error(`backend exited (${code ?? signal}) before ready:\n${output}`)));
  });
  return { child, url };
}

function streamRow(table: string, id: string): Record<string, unknown> {
  const row = LEAD_TABLES.find((x) => x.name === table)?.row(0) ?? {};
  const marker = MARKER[table] ?? 'email';
  return { ...row, [marker]: marker === 'email' ? `${id}@example.com` : id };
}

/**
 * Streams inserts from {@link WORKERS} concurrent visitors and SIGKILLs the child once
 * {@link ACKS_BEFORE_KILL} inserts were acknowledged in this round (the other workers' requests
 * still in flight). Records, per table, every marker sent in `sent` and every one acknowledged
 * with 201 in `acked`.
 */
async function streamAndKill(round: number, child: ChildProcess, url: string, acked: Map<string, Set<string>>, sent: Map<string, Set<string>>): Promise<void> {
  const client = clientFor(url, LOCAL_ANON_KEY);
  let ackedThisRound = 0;
  let killed = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const worker = async (w: number) => {
    for (let i = 0; !killed; i += 1) {
      const table = LEAD_TABLES[(w + i) % LEAD_TABLES.length]?.name ?? 'Subscribers';
      const id = `crash-r${round}-w${w}-${i}`;
      sent.get(table)?.add(id);
      let status: number;
      try {
        ({ status } = await fromNewAddress(client.from(table).insert(streamRow(table, id))));
      } catch {
        return; // the connection died with the process
      }
      if (status === 201) {
        acked.get(table)?.add(id);
        ackedThisRound += 1;
        if (ackedThisRound >= ACKS_BEFORE_KILL && !killed) {
          killed = true;
          child.kill('SIGKILL'); // the other workers' requests are in flight
        }
      } else if (status === 0) {
        return; // supabase-js reports a failed fetch as status 0
      } else {
        throw new Error(`insert into ${table} answered ${status}`);
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  await exited;
  expect(child.signalCode).toBe('SIGKILL');
}

describe('SIGKILL in the middle of a stream of inserts', () => {
  it(`keeps every acknowledged insert across ${ROUNDS} kills and restarts`, { timeout: 120_000 }, async () => {
    const acked = new Map(LEAD_TABLES.map((t) => [t.name, new Set<string>()]));
    const sent = new Map(LEAD_TABLES.map((t) => [t.name, new Set<string>()]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      const { child, url } = await startChild();
      await streamAndKill(round, child, url, acked, sent);
    }

    const backend = await startLocalBackend({ port: 0, dataDir, seed: false, sources: sqlSourcesIn(SUPABASE_DIR) });
    let lost = 0;
    let committedUnanswered = 0;
    let ackedTotal = 0;
    let sentTotal = 0;
    try {
      for (const table of LEAD_TABLES) {
        const marker = MARKER[table.name] ?? 'email';
        const { rows } = await backend.db.query<{ id: string }>(
          `select regexp_replace(${marker}, '@example\\.com$', '') as id from public."${table.name}" where ${marker} like 'crash-%'`,
        );
        const stored = rows.map((r) => r.id);
        const ackedHere = [...(acked.get(table.name) ?? [])];
        const missing = ackedHere.filter((id) => !stored.includes(id));
        lost += missing.length;
        committedUnanswered += stored.length - (ackedHere.length - missing.length);
        ackedTotal += ackedHere.length;
        sentTotal += sent.get(table.name)?.size ?? 0;
        expect(missing).toEqual([]);
        expect(new Set(stored).size).toBe(stored.length); // exactly once
        expect(stored.filter((id) => !sent.get(table.name)?.has(id))).toEqual([]); // nothing invented
      }
    } finally {
      await backend.close();
    }
    console.log(
      `crash: ${ROUNDS} SIGKILLs, ${sentTotal} inserts sent, ${ackedTotal} acknowledged 201, ${lost} acknowledged writes lost, ` +
        `${committedUnanswered} committed but unanswered when killed`,
    );
    expect(ackedTotal).toBeGreaterThanOrEqual(ROUNDS * ACKS_BEFORE_KILL);
    expect(lost).toBe(0);
  });
});
