/**
 * The site-rebuild queue of migration 20261202000050_site_rebuilds.sql, on PGlite and on
 * PostgreSQL 15: every content table records a change (a rolled-back one does not), lead tables
 * do not; an offer's window opening or closing is a change at that instant; a claim whose lease
 * ran out is handed out again; and no visitor role may read the queue or call its functions.
 * The debouncing as the function drives it: test/functions/rebuild-site.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '@agency/local-backend/testing';
import { clientsFor, expectRefused } from './support';
import { TABLES, qualified } from './tables';

let t: TestBackend;

beforeAll(async () => {
  t = await startTestBackend();
});

afterAll(async () => {
  await t.stop();
});

const reset = () =>
  t.backend.db.query(
    `update private.site_rebuild set pending_since = null, changed_at = null, claim_id = null, claimed_since = null,
       claimed_changed_at = null, locked_until = null, attempts = 0, next_attempt_at = null, last_error = null,
       windows_seen_until = now()`,
  );
beforeEach(reset);

const waiting = async () => {
  const { rows } = await t.backend.db.query<{ pending: boolean }>('select pending_since is not null as pending from private.site_rebuild');
  return rows[0]?.pending;
};

/** `claim_site_rebuild` as the function calls it, at `asOf` (ISO). */
const claim = async (asOf: string, quiet = 60) => {
  const { data, error } = await t.service.rpc('claim_site_rebuild', { quiet_seconds: quiet, max_wait_seconds: 900, lease_seconds: 120, as_of: asOf });
  expect(error).toBeNull();
  return data as { claim_id: string; attempts: number }[];
};

const inSeconds = async (seconds: number) => {
  const { rows } = await t.backend.db.query<{ at: Date }>(`select clock_timestamp() + make_interval(secs => $1) as at`, [seconds]);
  return new Date(rows[0]!.at).toISOString();
};

describe('what counts as a content change', () => {
  const content = TABLES.filter((table) => table.kind !== 'lead');
  it.each(content.map((table) => table.name))('%s: an insert, an update, a delete each record one', async (name) => {
    const table = content.find((x) => x.name === name)!;
    const row = table.row(7);
    const columns = Object.keys(row);
    const inserted = await t.backend.db.query<{ id: string }>(
      `insert into ${qualified(name)} (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id::text`,
      columns.map((c) => row[c]),
    );
    expect(await waiting()).toBe(true);
    const id = inserted.rows[0]!.id;
    for (const statement of [`update ${qualified(name)} set id = id where id::text = $1`, `delete from ${qualified(name)} where id::text = $1`]) {
      await reset();
      await t.backend.db.query(statement, [id]);
      expect(await waiting(), statement).toBe(true);
    }
  });

  it('a lead insert is no content change, nor is a rolled-back edit', async () => {
    const { error } = await t.anon.from('Subscribers').insert([{ email: 'rebuild-check@example.com' }]);
    expect(error).toBeNull();
    expect(await waiting()).toBe(false);
    const rolledBack = await t.backend.db
      .transaction(async (tx) => {
        await tx.query(`insert into public.testimonials (name, comment, stars) values ('Rolled back', 'x', 5)`);
        throw new Error('the edit is abandoned');
      })
      .catch((error: unknown) => error);
    expect(rolledBack).toBeInstanceOf(Error);
    expect(await waiting()).toBe(false);
  });

  it("an active offer's window opening or closing is a change at that instant; an inactive offer's is not", async () => {
    const opens = await inSeconds(3600);
    const closes = await inSeconds(7200);
    await t.backend.db.query(`insert into public.offers (message, is_active, starts_at, ends_at) values ('Winter sale', true, $1, $2), ('Off', false, $1, $2)`, [opens, closes]);
    // The inserts themselves are a burst: handed out once quiet, then nothing until the window opens.
    expect(await claim(await inSeconds(61))).toHaveLength(1);
    await t.backend.db.query('update private.site_rebuild set claim_id = null, locked_until = null');
    expect(await claim(await inSeconds(3599))).toEqual([]);
    // The window opened an hour from now; a minute of quiet after it, the burst is due.
    expect(await claim(await inSeconds(3601))).toEqual([]);
    expect(await claim(await inSeconds(3661))).toHaveLength(1);
    await t.backend.db.query('update private.site_rebuild set claim_id = null, locked_until = null');
    expect(await claim(await inSeconds(7100))).toEqual([]);
    expect(await claim(await inSeconds(7261))).toHaveLength(1);
    await t.backend.db.query('update private.site_rebuild set claim_id = null, locked_until = null');
    expect(await claim(await inSeconds(99_999))).toEqual([]);
  });

  it("a claim whose lease ran out is handed out again (its request may never have reached the host)", async () => {
    await t.backend.db.query(`insert into public.blogs (title, slug) values ('Leased', 'leased-post')`);
    const [first] = await claim(await inSeconds(61));
    expect(first?.attempts).toBe(1);
    expect(await claim(await inSeconds(150))).toEqual([]);
    const [again] = await claim(await inSeconds(182));
    expect(again?.attempts).toBe(2);
    expect(again?.claim_id).not.toBe(first?.claim_id);
  });
});

describe('who may reach the queue', () => {
  it('no visitor role reads it or calls its functions; the service role does', async () => {
    const clients = await clientsFor(t);
    for (const role of ['anon', 'authenticated'] as const) {
      for (const [fn, args] of [
        ['claim_site_rebuild', {}],
        ['complete_site_rebuild', { claim: '00000000-0000-4000-8000-000000000000' }],
        ['fail_site_rebuild', { claim: '00000000-0000-4000-8000-000000000000', error: 'x', retry_after_seconds: 1 }],
        ['site_rebuild_status', {}],
      ] as const) {
        expectRefused(await clients[role].rpc(fn, args), role === 'anon' ? 401 : 403, '42501');
      }
    }
    const { rows } = await t.backend.db.query<{ role: string; ok: boolean }>(
      `select r as role, pg_catalog.has_table_privilege(r, 'private.site_rebuild', 'SELECT') or
              pg_catalog.has_function_privilege(r, 'private.record_content_change()', 'EXECUTE') as ok
         from unnest(array['anon', 'authenticated']) r`,
    );
    expect(rows).toEqual([{ role: 'anon', ok: false }, { role: 'authenticated', ok: false }]);
    expect((await t.service.rpc('site_rebuild_status')).error).toBeNull();
  });
});
