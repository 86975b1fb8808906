/**
 * Helpers shared by the security tests: a signed `authenticated` JWT, visitors at addresses of
 * their own, fixtures and snapshots written as the database owner (`t.backend.db`, on PGlite or
 * PostgreSQL alike: grants and RLS do not stop it), the lead limits' clock, and PostgREST's error
 * shape.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY, type SqlClient } from '@agency/local-backend';
import type { TestBackend } from '@agency/local-backend/testing';
import { qualified, type TableCase } from './tables';

/** The API roles of the access matrix. */
export const ROLES = ['anon', 'authenticated', 'service_role'] as const;
/** The operations of the access matrix. */
export const OPERATIONS = ['select', 'insert', 'update', 'delete'] as const;
/** One of {@link ROLES}. */
export type Role = (typeof ROLES)[number];
/** One of {@link OPERATIONS}. */
export type Operation = (typeof OPERATIONS)[number];

/**
 * Mints an HS256 JWT for Supabase's `authenticated` role, as Supabase Auth would for a signed-in
 * user, signed with the local secret.
 * @param expiresIn - jose duration (default `'1h'`).
 */
export function authenticatedJwt(expiresIn = '1h'): Promise<string> {
  return new SignJWT({ role: 'authenticated', aud: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
}

/**
 * The header carrying the client's address. Supabase's gateway appends the address it accepted
 * the connection from; the lead limits count the rightmost entry (migration 20261125000000).
 */
export const FORWARDED_FOR = 'x-forwarded-for';

let addressSerial = 0;

/**
 * A client address no other call of this module has returned: 198.18.0.0/15, the range RFC 2544
 * sets aside for benchmarks, so never a real visitor's. Each visitor a test plays gets its own,
 * as each visitor of the site has their own, so the per-address lead limit (5 per 10 minutes)
 * bites only where a test means it to.
 */
export function nextAddress(): string {
  addressSerial += 1;
  if (addressSerial >= 2 ** 17) throw new Error('nextAddress: 198.18.0.0/15 is used up');
  return `198.${18 + (addressSerial >> 16)}.${(addressSerial >> 8) & 255}.${addressSerial & 255}`;
}

/** A supabase-js client whose every request comes from `address`, as Supabase's proxy reports it. */
export function clientAt(url: string, key: string, address: string = nextAddress()): SupabaseClient {
  return createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false }, global: { headers: { [FORWARDED_FOR]: address } } });
}

/** `builder` (a supabase-js request) sent from an address of its own: a new visitor per request. */
export function fromNewAddress<B extends { setHeader(name: string, value: string): B }>(builder: B): B {
  return builder.setHeader(FORWARDED_FOR, nextAddress());
}

/**
 * Empties `table` and inserts `rows` as the owner; returns the new ids in order. A lead table is
 * reset with what its limits and dedupe remember (private.lead_inserts, private.lead_fingerprints),
 * as a fresh table would be: fixtures written again and again are neither duplicates nor a flood.
 */
export async function resetTable(db: SqlClient, table: string, rows: Record<string, unknown>[]): Promise<string[]> {
  await db.query(`delete from ${qualified(table)}`);
  await forgetLeadInserts(db, table);
  const ids: string[] = [];
  for (const row of rows) {
    const columns = Object.keys(row).map((c) => `"${c}"`).join(', ');
    const { rows: inserted } = await db.query<{ id: string }>(
      `insert into ${qualified(table)} (${columns})
       select ${columns} from pg_catalog.json_populate_record(null::${qualified(table)}, $1::json)
       returning id::text`,
      [JSON.stringify(row)],
    );
    ids.push(inserted[0]?.id ?? '');
  }
  return ids;
}

/** Every row of `table` as JSON text ordered by id, read as the owner. */
export async function snapshot(db: SqlClient, table: string): Promise<string[]> {
  const { rows } = await db.query<{ row: string }>(`select to_jsonb(t)::text as row from ${qualified(table)} t order by id`);
  return rows.map((r) => r.row);
}

/** The number of rows of `table`, counted as the owner. */
export async function countRows(db: SqlClient, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${qualified(table)}`);
  return rows[0]?.n ?? -1;
}

/** True when `value` is PostgREST's error body: an object with exactly `code`, `details`, `hint`, `message`. */
export function isPostgrestError(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  const { code, message } = value as { code?: unknown; message?: unknown };
  return keys.join() === 'code,details,hint,message' && typeof code === 'string' && typeof message === 'string';
}

/** Asserts a supabase-js result is the refusal `code` with `status` and no data. */
export function expectRefused(result: { status: number; error: { code?: string } | null; data: unknown }, status: number, code: string): void {
  expect({ status: result.status, code: result.error?.code, data: result.data }).toEqual({ status, code, data: null });
}

/**
 * A supabase-js client per role of the matrix, each from its own address: the demo anon and
 * service-role keys, a signed `authenticated` JWT.
 */
export async function clientsFor(t: TestBackend): Promise<Record<Role, SupabaseClient>> {
  return {
    anon: clientAt(t.backend.url, LOCAL_ANON_KEY),
    authenticated: clientAt(t.backend.url, await authenticatedJwt()),
    service_role: clientAt(t.backend.url, LOCAL_SERVICE_ROLE_KEY),
  };
}

/** As the owner: forgets what the limits and dedupe of lead table `table` recorded (nothing for another table). */
export async function forgetLeadInserts(db: SqlClient, table: string): Promise<void> {
  await db.query('delete from private.lead_inserts where lead_table = $1', [table]);
  await db.query('delete from private.lead_fingerprints where lead_table = $1', [table]);
}

/**
 * As the owner: `seconds` pass for the lead limits, dedupe and outbox. Every timestamp they read
 * moves back by that much (the lead tables' `created_at` too, so the rows stay consistent), the
 * way the clock would move forward.
 */
export async function timePasses(db: SqlClient, seconds: number): Promise<void> {
  const by = `${seconds} seconds`;
  await db.query('update private.lead_inserts set created_at = created_at - $1::interval', [by]);
  await db.query('update private.lead_fingerprints set created_at = created_at - $1::interval', [by]);
  await db.query(
    `update private.lead_notifications set created_at = created_at - $1::interval, next_attempt_at = next_attempt_at - $1::interval,
            locked_until = locked_until - $1::interval, sent_at = sent_at - $1::interval`,
    [by],
  );
  for (const table of ['free_sample_requests', 'callback_requests', 'ContactQueries', 'Subscribers']) {
    await db.query(`update ${qualified(table)} set created_at = created_at - $1::interval`, [by]);
  }
}

/** site_assets holds at most two rows (a unique name out of two), so it gets one fixture row. */
export function fixtureRows(table: TableCase): Record<string, unknown>[] {
  return table.name === 'site_assets' ? [table.row(0)] : [table.row(0), table.row(1)];
}

/** What one cell of the matrix did: the fixtures it started from and supabase-js's answer. */
export interface CellRun {
  fixtures: Record<string, unknown>[];
  /** The fixtures' ids, in order. */
  ids: string[];
  /** {@link snapshot} of the table before the request. */
  before: string[];
  result: { status: number; error: { code?: string; message?: string; details?: string | null; hint?: string | null } | null; data: unknown };
}

/**
 * Runs one cell: resets `table` to its fixtures as the owner, then sends the operation as
 * `role` through supabase-js (select `*`; insert a new valid row; update the first fixture with
 * the table's patch; delete the first fixture).
 */
export async function runCell(t: TestBackend, clients: Record<Role, SupabaseClient>, table: TableCase, role: Role, op: Operation): Promise<CellRun> {
  const db = t.backend.db;
  const fixtures = fixtureRows(table);
  const ids = await resetTable(db, table.name, fixtures);
  const before = await snapshot(db, table.name);
  const client = clients[role].from(table.name);
  const result =
    op === 'select'
      ? await client.select('*')
      : op === 'insert'
        ? await client.insert(table.row(fixtures.length))
        : op === 'update'
          ? await client.update(table.patch).eq('id', ids[0])
          : await client.delete().eq('id', ids[0]);
  return { fixtures, ids, before, result };
}
