/**
 * PGlite (PostgreSQL 18, what development and most tests run on) and PostgreSQL 15 (what a hosted
 * project may run), side by side: every cell of the access matrix is sent to both, from the same
 * fixtures, and must get the same answer — HTTP status, SQLSTATE, message, details and hint — and
 * leave the same number of rows. Runs only in the `schema-pg15-*` projects (vitest.config.ts),
 * where both engines are at hand, so each default-privilege setup of PostgreSQL 15 is compared
 * with PGlite; access-matrix.test.ts checks each engine against the expected rules on its own.
 * PGlite's answers are the same for every setup (PGlite always has the legacy default
 * privileges), so the first file of a run records them beside the PGlite template and the others
 * read them back: PGlite is slow, and the budget of the PostgreSQL 15 suite is small.
 * Also: the seed applies on PostgreSQL 15 as the non-superuser owner, as `supabase db push
 * --include-seed` would run it.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestBackend, type TestBackend, type TestEngine } from '@agency/local-backend/testing';
import { clientsFor, countRows, OPERATIONS, ROLES, runCell, type CellRun, type Operation, type Role } from './support';
import { TABLES, type TableCase } from './tables';

/** What must agree between the engines: the answer, how many rows a read showed, how many rows the table kept. */
interface Answer {
  status: number;
  code: string | null;
  message: string | null;
  details: string | null;
  hint: string | null;
  rows: number | null;
  rowsAfter: number;
}

/** PGlite's answers of one run, by cell. */
interface Recorded {
  engine: TestEngine;
  answers: Record<string, Answer>;
}

let pg: TestBackend;
let pgClients: Record<Role, SupabaseClient>;
let lite: Recorded;
const refusals = new Map<string, number>();
let compared = 0;

const cellKey = (table: TableCase, role: Role, op: Operation) => `${table.name} ${role} ${op}`;

async function answer(t: TestBackend, table: TableCase, run: CellRun): Promise<Answer> {
  const { status, error, data } = run.result;
  return {
    status,
    code: error?.code ?? null,
    message: error?.message ?? null,
    details: error?.details ?? null,
    hint: error?.hint ?? null,
    rows: Array.isArray(data) ? data.length : null,
    rowsAfter: await countRows(t.backend.db, table.name),
  };
}

/** PGlite's answer to every cell: recorded by the first file of the run, read back by the others. */
async function pgliteAnswers(): Promise<Recorded> {
  const file = join(dirname(inject('backendTemplateDir')), 'pglite-answers.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Recorded;
  const t = await startTestBackend({ engine: 'pglite' });
  try {
    const clients = await clientsFor(t);
    const answers: Record<string, Answer> = {};
    for (const table of TABLES) {
      for (const role of ROLES) {
        for (const op of OPERATIONS) answers[cellKey(table, role, op)] = await answer(t, table, await runCell(t, clients, table, role, op));
      }
    }
    const recorded = { engine: t.engine, answers };
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(recorded));
    renameSync(`${file}.${process.pid}`, file);
    return recorded;
  } finally {
    await t.stop();
  }
}

beforeAll(async () => {
  pg = await startTestBackend();
  pgClients = await clientsFor(pg);
  lite = await pgliteAnswers();
}, 180_000);

afterAll(async () => {
  await pg?.stop();
});

describe('the engines', () => {
  it('are PGlite and PostgreSQL 15', () => {
    expect([lite.engine.name, pg.engine.name]).toEqual(['pglite', 'postgres']);
    expect(pg.engine.version).toMatch(/^PostgreSQL 15\./);
  });
});

for (const table of TABLES) {
  describe(table.name, () => {
    for (const role of ROLES) {
      for (const op of OPERATIONS) {
        it(`${role} ${op}: the same answer on both engines`, async () => {
          const onPg = await answer(pg, table, await runCell(pg, pgClients, table, role, op));
          expect(onPg, `${pg.engine.label} vs ${lite.engine.label}`).toEqual(lite.answers[cellKey(table, role, op)]);
          if (onPg.code !== null) refusals.set(onPg.code, (refusals.get(onPg.code) ?? 0) + 1);
          compared += 1;
        });
      }
    }
  });
}

describe('report', () => {
  it('compared all 168 cells', () => {
    const refused = [...refusals].map(([code, n]) => `${n}× ${code}`).join(', ');
    console.log(
      `engines: ${compared} cells identical on ${lite.engine.label} (${lite.engine.version}) and ${pg.engine.label} (${pg.engine.version}); refused: ${refused || 'none'}`,
    );
    expect(compared).toBe(TABLES.length * ROLES.length * OPERATIONS.length);
  });
});

describe('the seed', () => {
  it('applies on PostgreSQL 15 as the owner postgres, and leaves content for every content table', async () => {
    const seed = readFileSync(inject('backendSqlSources').seedFile, 'utf8');
    for (const table of TABLES) await pg.backend.db.exec(`delete from public."${table.name}"`);
    await pg.backend.db.exec(seed);
    for (const table of TABLES.filter((x) => x.kind === 'content')) {
      expect(await countRows(pg.backend.db, table.name), table.name).toBeGreaterThan(0);
    }
  });
});
