/**
 * Nothing lost under load: 200 concurrent visitor inserts into each of the four lead tables, all
 * four tables at once (800 requests in flight), through supabase-js, each from a visitor address
 * of its own. The lead limits admit 60 inserts per table per minute from all addresses together
 * (migration 20261125000000), so of each table's 200 exactly 60 are acknowledged with 201 and
 * the other 140 answered 429 PT429; counted with the service role, every acknowledged insert
 * lands exactly once and no refused one lands at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '@agency/local-backend/testing';
import { fromNewAddress } from '../schema/support';
import { LEAD_TABLES } from '../schema/tables';

const PER_TABLE = 200;
/** What the per-table ceiling admits in a minute (private.lead_limits()). */
const CEILING = 60;

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
  it(`${PER_TABLE} concurrent inserts into each lead table: ${CEILING} acknowledged and stored exactly once, the rest 429 and not stored`, { timeout: 60_000 }, async () => {
    const sends = LEAD_TABLES.flatMap((table) =>
      Array.from({ length: PER_TABLE }, (_, i) =>
        fromNewAddress(t.anon.from(table.name).insert(burstRow(table.name, i))).then((r) => ({ table: table.name, i, status: r.status, error: r.error })),
      ),
    );
    const results = await Promise.all(sends);
    const answered = (r: (typeof results)[number]) => (r.status === 201 && r.error === null) || (r.status === 429 && r.error?.code === 'PT429');
    expect(results.filter((r) => !answered(r))).toEqual([]);

    let stored = 0;
    for (const table of LEAD_TABLES) {
      const marker = MARKER[table.name] ?? 'email';
      const { data, error, count } = await t.service.from(table.name).select(marker, { count: 'exact' }).like(marker, 'burst-%');
      expect(error).toBeNull();
      const values = (data as unknown as Record<string, string>[]).map((row) => row[marker]);
      const acknowledged = results.filter((r) => r.table === table.name && r.status === 201).map((r) => String(burstRow(table.name, r.i)[marker]));
      expect(acknowledged).toHaveLength(CEILING);
      expect(values.sort()).toEqual(acknowledged.sort()); // each acknowledged one exactly once, no refused one
      expect(count).toBe(CEILING);
      stored += count ?? 0;
    }
    const acked = results.filter((r) => r.status === 201).length;
    const refused = results.filter((r) => r.status === 429).length;
    console.log(`concurrency: ${sends.length} concurrent inserts sent, ${acked} acknowledged 201, ${refused} answered 429, ${stored} stored`);
    expect(stored).toBe(acked);
    expect(acked).toBe(CEILING * LEAD_TABLES.length);
  });
});
