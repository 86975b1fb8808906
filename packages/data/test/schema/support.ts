/**
 * Helpers shared by the security tests: a signed `authenticated` JWT, superuser fixtures and
 * snapshots (PGlite's own connection bypasses grants and RLS), and PostgREST's error shape.
 */
import type { PGlite } from '@electric-sql/pglite';
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import { LOCAL_JWT_SECRET } from '@agency/local-backend';
import { qualified } from './tables';

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

/** Empties `table` and inserts `rows` as the superuser; returns the new ids in order. */
export async function resetTable(db: PGlite, table: string, rows: Record<string, unknown>[]): Promise<string[]> {
  await db.query(`delete from ${qualified(table)}`);
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

/** Every row of `table` as JSON text ordered by id, read as the superuser. */
export async function snapshot(db: PGlite, table: string): Promise<string[]> {
  const { rows } = await db.query<{ row: string }>(`select to_jsonb(t)::text as row from ${qualified(table)} t order by id`);
  return rows.map((r) => r.row);
}

/** The number of rows of `table`, counted as the superuser. */
export async function countRows(db: PGlite, table: string): Promise<number> {
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
