/**
 * Nothing lost under load: 200 concurrent visitor inserts into each of the four lead
 * tables, all four tables at once (800 requests in flight), through supabase-js. Every insert is
 * acknowledged with 201 and, counted with the service role, lands exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '@agency/local-backend/testing';
import { LEAD_TABLES } from '../schema/tables';

const PER_TABLE = 200;

/** The column that tells this test's rows apart in each lead table. */
const MARKER: Record<string, string> = { free_sample_requests: 'email', callback_requests: 'name', ContactQueries: 'email', Subscribers: 'email' };

let t: TestBackend;

beforeAll(async () => {
  t = await startTestBackend();
});

afterAll(async () => {
  await t.stop();
});

function burstRow(table: string, i: number): Record<string, unknown> {
  const row = LEAD_TABLES.find((x) => x.name === table)?.row(i) ?? {};
  const marker = MARKER[table] ?? 'email';
  return { ...row, [marker]: marker === 'email' ? `burst-${i}@example.com` : `burst-${i}` };
}

describe('concurrent inserts', () => {
  it(`${PER_TABLE} concurrent inserts into each lead table all land exactly once`, { timeout: 60_000 }, async () => {
    const sends = LEAD_TABLES.flatMap((table) =>
      Array.from({ length: PER_TABLE }, (_, i) => t.anon.from(table.name).insert(burstRow(table.name, i)).then((r) => ({ table: table.name, status: r.status, error: r.error }))),
    );
    const results = await Promise.all(sends);
    expect(results.filter((r) => r.status !== 201 || r.error !== null)).toEqual([]);

    let stored = 0;
    for (const table of LEAD_TABLES) {
      const marker = MARKER[table.name] ?? 'email';
      const { data, error, count } = await t.service.from(table.name).select(marker, { count: 'exact' }).like(marker, 'burst-%');
      expect(error).toBeNull();
      const values = (data as unknown as Record<string, string>[]).map((row) => row[marker]);
      const expected = Array.from({ length: PER_TABLE }, (_, i) => String(burstRow(table.name, i)[marker]));
      expect(values.sort()).toEqual(expected.sort()); // each exactly once
      expect(count).toBe(PER_TABLE);
      stored += count ?? 0;
    }
    const acked = results.filter((r) => r.status === 201).length;
    console.log(`concurrency: ${sends.length} concurrent inserts sent, ${acked} acknowledged 201, ${stored} stored`);
    expect(stored).toBe(PER_TABLE * LEAD_TABLES.length);
  });
});
