/**
 * The access matrix of docs/architecture.md ("Security model") and docs/requirements.md §6, cell by cell: every table of the
 * migration × every API role × every operation, through supabase-js.
 *
 * Why this matrix is the hosted one too: the local backend knows no table by name (a test below
 * greps it). It verifies the JWT, runs each request in its own transaction after
 * `SET LOCAL ROLE <the JWT's role>`, and answers whatever Postgres decides with PostgREST's status
 * for the SQLSTATE. Hosted Supabase's PostgREST does exactly that (role switch per request from the
 * JWT's `role` claim), and the migration's `revoke` / `grant` / `create policy` statements are plain
 * Postgres, so the same migration gives the same grants and policies, hence the same refusals and
 * the same visible rows (the stand-in's own tests check it names no table). The roles match too: `supabase-roles.sql` of @agency/local-backend recreates
 * Supabase's `anon`, `authenticated` and `service_role` (`bypassrls`) with Supabase's default
 * privileges, which the migration revokes before granting back. Each cell is also checked against
 * the catalog (`has_*_privilege`), so the HTTP answer is shown to be the grant's.
 *
 * This file runs on PGlite (project `data`) and on PostgreSQL 15 under three default-privilege
 * setups (projects `schema-pg15-*`, see vitest.config.ts), with the same expectations: every
 * refused cell must answer exactly 42501 with the role's status, every allowed cell its exact
 * status, so the engines and setups agree cell by cell. engines.test.ts also compares each
 * cell's answer between PGlite and PostgreSQL 15 directly.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '@agency/local-backend/testing';
import { clientsFor, countRows, expectRefused, OPERATIONS, ROLES, runCell, snapshot, type Operation, type Role } from './support';
import { qualified, TABLES, type TableCase, type TableKind } from './tables';

/** What one cell allows: reading every row, only active rows, a write, or nothing (42501). */
type Rule = 'all rows' | 'active rows' | 'allowed' | 'refused';

/** docs/architecture.md "Security model" for visitors (`anon` and `authenticated` alike: docs/requirements.md §6 has no sign-in). */
const VISITOR: Record<TableKind, Record<Operation, Rule>> = {
  content: { select: 'all rows', insert: 'refused', update: 'refused', delete: 'refused' },
  'active-only': { select: 'active rows', insert: 'refused', update: 'refused', delete: 'refused' },
  lead: { select: 'refused', insert: 'allowed', update: 'refused', delete: 'refused' },
};
/** The service role may do everything (it bypasses RLS). */
const SERVICE: Record<Operation, Rule> = { select: 'all rows', insert: 'allowed', update: 'allowed', delete: 'allowed' };

function ruleFor(table: TableCase, role: Role, op: Operation): Rule {
  return role === 'service_role' ? SERVICE[op] : VISITOR[table.kind][op];
}

/** PostgREST: a refusal is 401 for anon (no credentials), 403 for a valid non-anon JWT. */
const REFUSED_STATUS: Record<Role, number> = { anon: 401, authenticated: 403, service_role: 403 };

let t: TestBackend;
let clients: Record<Role, SupabaseClient>;
let checked = 0;

beforeAll(async () => {
  t = await startTestBackend();
  clients = await clientsFor(t);
});

afterAll(async () => {
  await t.stop();
});

async function catalogAllows(role: Role, table: string, op: Operation): Promise<boolean> {
  const check = {
    select: `pg_catalog.has_any_column_privilege($1, $2, 'SELECT')`,
    insert: `pg_catalog.has_any_column_privilege($1, $2, 'INSERT')`,
    update: `pg_catalog.has_any_column_privilege($1, $2, 'UPDATE')`,
    delete: `pg_catalog.has_table_privilege($1, $2, 'DELETE')`,
  }[op];
  const { rows } = await t.backend.db.query<{ ok: boolean }>(`select ${check} as ok`, [role, qualified(table)]);
  return rows[0]?.ok === true;
}

async function rowMatches(table: string, id: string, patch: Record<string, unknown>): Promise<boolean> {
  const { rows } = await t.backend.db.query<{ ok: boolean }>(
    `select to_jsonb(r) @> $1::jsonb as ok from ${qualified(table)} r where id::text = $2`,
    [JSON.stringify(patch), id],
  );
  return rows[0]?.ok === true;
}

async function checkCell(table: TableCase, role: Role, op: Operation, rule: Rule): Promise<void> {
  const db = t.backend.db;
  const { fixtures, ids, before, result } = await runCell(t, clients, table, role, op);

  expect(rule !== 'refused').toBe(await catalogAllows(role, table.name, op));
  if (rule === 'refused') {
    expectRefused(result, REFUSED_STATUS[role], '42501');
    expect(await snapshot(db, table.name)).toEqual(before);
    return;
  }
  expect(result.error).toBeNull();
  if (op === 'select') {
    const visible = ids.filter((_, i) => rule === 'all rows' || fixtures[i]?.is_active === true);
    const returned = (result.data as { id: number | string }[]).map((row) => String(row.id));
    expect(returned.sort()).toEqual([...visible].sort());
    expect(result.status).toBe(200);
  } else if (op === 'insert') {
    expect([result.status, await countRows(db, table.name)]).toEqual([201, fixtures.length + 1]);
  } else if (op === 'update') {
    expect([result.status, await rowMatches(table.name, ids[0] ?? '', table.patch)]).toEqual([204, true]);
  } else {
    expect([result.status, await countRows(db, table.name)]).toEqual([204, fixtures.length - 1]);
  }
}

describe('the migration', () => {
  it('has exactly the 14 tables of the matrix, each with row level security on', async () => {
    const { rows } = await t.backend.db.query<{ name: string; rls: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls from pg_catalog.pg_class c
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p') order by 1`,
    );
    expect(rows.map((r) => r.name).sort()).toEqual(TABLES.map((table) => table.name).sort());
    expect(rows.filter((r) => !r.rls)).toEqual([]);
  });
});

for (const table of TABLES) {
  describe(table.name, () => {
    for (const role of ROLES) {
      for (const op of OPERATIONS) {
        const rule = ruleFor(table, role, op);
        it(`${role} ${op}: ${rule}`, async () => {
          await checkCell(table, role, op, rule);
          checked += 1;
        });
      }
    }
  });
}

describe('coverage', () => {
  it('checked every cell: 14 tables × 3 roles × 4 operations = 168', () => {
    console.log(`access matrix (${t.engine.label}, ${t.engine.version}): ${checked} cells checked`);
    expect(checked).toBe(TABLES.length * ROLES.length * OPERATIONS.length);
    expect(checked).toBe(168);
  });
});
