/**
 * The lead outbox of migration 20261125000000 (docs/architecture.md "Security model"): every
 * stored free sample request, callback request and contact message has exactly one row in
 * private.lead_notifications, written in the insert's transaction, with the stored row as its
 * payload and `<table>/<id>` as its idempotency key; a newsletter subscription has none; a
 * refused insert leaves none. The drain API (four functions in public, called as /rpc like the
 * notify-leads Edge Function calls them) answers only service_role: anon and authenticated get
 * 42501, and nothing of schema private is reachable through the API. Then service_role's
 * claim / complete / fail cycle: leases, retries after the delay given, the failed state, counts.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '@agency/local-backend';
import { startTestBackend, type TestBackend } from '@agency/local-backend/testing';
import { authenticatedJwt, clientAt, countRows, FORWARDED_FOR, isPostgrestError, nextAddress, timePasses } from './support';
import { leadTable, qualified } from './tables';

/** The lead tables that notify the agency. */
const NOTIFYING = ['free_sample_requests', 'callback_requests', 'ContactQueries'];
/** The drain API, with arguments a caller would send. */
const DRAIN: Record<string, Record<string, unknown>> = {
  claim_lead_notifications: { batch_size: 10, lease_seconds: 60 },
  complete_lead_notification: { notification_id: 1 },
  fail_lead_notification: { notification_id: 1, error: 'refused', retry_after_seconds: null },
  lead_notification_counts: {},
};

let t: TestBackend;
let visitorToken: string;
let service: SupabaseClient;
let serial = 0;

beforeAll(async () => {
  t = await startTestBackend();
  visitorToken = await authenticatedJwt();
  service = clientAt(t.backend.url, LOCAL_SERVICE_ROLE_KEY);
});

afterAll(async () => {
  await t.stop();
});

/** A valid row of `table` no other call returned. */
function freshRow(table: string): Record<string, unknown> {
  serial += 1;
  return leadTable(table).row(20_000 + serial);
}

interface OutboxRow {
  id: number;
  lead_table: string;
  lead_id: string;
  idempotency_key: string;
  payload: Record<string, unknown>;
  status: string;
  attempts: number;
  last_error: string | null;
  /** Seconds from now (negative: past), as the database computes it. */
  next_in: number;
  locked_for: number | null;
  sent: boolean;
}

/** The outbox, read as the owner, oldest first. */
async function outbox(): Promise<OutboxRow[]> {
  const { rows } = await t.backend.db.query<OutboxRow>(
    `select id::int as id, lead_table, lead_id::text as lead_id, idempotency_key, payload, status, attempts, last_error,
            extract(epoch from next_attempt_at - now())::float8 as next_in,
            extract(epoch from locked_until - now())::float8 as locked_for,
            sent_at is not null as sent
       from private.lead_notifications order by id`,
  );
  return rows;
}

/** Leads of the notifying tables whose outbox rows are not exactly one with their payload and key; outbox rows without their lead. */
async function mismatches(): Promise<string[]> {
  const problems: string[] = [];
  for (const table of NOTIFYING) {
    const { rows } = await t.backend.db.query<{ id: string; n: number }>(
      `select l.id::text as id,
              (select count(*)::int from private.lead_notifications n
                where n.lead_table = $1 and n.lead_id = l.id and n.idempotency_key = $1 || '/' || l.id::text
                  and n.payload = to_jsonb(l)) as n
         from ${qualified(table)} l`,
      [table],
    );
    problems.push(...rows.filter((r) => r.n !== 1).map((r) => `${table} ${r.id}: ${r.n} matching outbox rows`));
  }
  const { rows } = await t.backend.db.query<{ key: string }>(
    `select n.idempotency_key as key from private.lead_notifications n
      where not exists (select 1 from public.free_sample_requests l where n.lead_table = 'free_sample_requests' and l.id = n.lead_id)
        and not exists (select 1 from public.callback_requests l where n.lead_table = 'callback_requests' and l.id = n.lead_id)
        and not exists (select 1 from public."ContactQueries" l where n.lead_table = 'ContactQueries' and l.id = n.lead_id)`,
  );
  problems.push(...rows.map((r) => `${r.key}: no lead`));
  return problems;
}

async function outboxSize(): Promise<number> {
  const { rows } = await t.backend.db.query<{ n: number }>('select count(*)::int as n from private.lead_notifications');
  return rows[0]?.n ?? -1;
}

/** Raw POST as a visitor (`anon` or `authenticated`), from an address of its own. */
async function postAs(role: 'anon' | 'authenticated', path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const token = role === 'anon' ? LOCAL_ANON_KEY : visitorToken;
  const res = await fetch(new URL(path, t.backend.restUrl), {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json', [FORWARDED_FOR]: nextAddress(), ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

describe('every stored lead is enqueued once, in its own transaction', () => {
  it.each(NOTIFYING)('%s: a visitor’s insert has one outbox row: the stored row as payload, key <table>/<id>, pending', async (table) => {
    const before = await outbox();
    const row = freshRow(table);
    expect((await postAs('anon', encodeURIComponent(table), row)).status).toBe(201);
    const added = (await outbox()).slice(before.length);
    expect(added).toHaveLength(1);
    const { rows } = await t.backend.db.query<{ id: string; row: Record<string, unknown> }>(
      `select id::text as id, to_jsonb(l) as row from ${qualified(table)} l where l.id = $1::uuid`,
      [added[0]?.lead_id],
    );
    expect(rows[0]?.row).toMatchObject(row);
    expect(added[0]).toMatchObject({
      lead_table: table,
      idempotency_key: `${table}/${rows[0]?.id}`,
      payload: rows[0]?.row,
      status: 'pending',
      attempts: 0,
      last_error: null,
      locked_for: null,
      sent: false,
    });
    expect(added[0]?.next_in).toBeLessThanOrEqual(0); // due at once
  });

  it('whoever inserts: anon, authenticated, service_role, an array of three, the owner', async () => {
    const before = await outboxSize();
    expect((await postAs('authenticated', 'callback_requests', freshRow('callback_requests'))).status).toBe(201);
    expect((await service.from('ContactQueries').insert(freshRow('ContactQueries'))).status).toBe(201);
    expect((await postAs('anon', 'free_sample_requests', [freshRow('free_sample_requests'), freshRow('free_sample_requests'), freshRow('free_sample_requests')])).status).toBe(201);
    const owned = freshRow('ContactQueries');
    await t.backend.db.query(
      `insert into public."ContactQueries" (name, email, subject, message, package_interest) values ($1, $2, $3, $4, $5)`,
      [owned.name, owned.email, owned.subject, owned.message, owned.package_interest],
    );
    expect(await outboxSize()).toBe(before + 6);
    expect(await mismatches()).toEqual([]);
  });

  it('a newsletter subscription enqueues nothing', async () => {
    const before = await outboxSize();
    expect((await postAs('anon', 'Subscribers', freshRow('Subscribers'))).status).toBe(201);
    expect((await postAs('anon', 'Subscribers', [freshRow('Subscribers'), freshRow('Subscribers')])).status).toBe(201);
    expect(await outboxSize()).toBe(before);
  });

  it('a refused insert leaves no outbox row: a CHECK, the limit, an array with one bad row, a read-back refused', async () => {
    const before = await outboxSize();
    const leads = await Promise.all(NOTIFYING.map((table) => countRows(t.backend.db, table)));
    const bad = await postAs('anon', 'free_sample_requests', { ...freshRow('free_sample_requests'), email: 'not-an-email' });
    expect([bad.status, (bad.body as { code?: string }).code]).toEqual([400, '23514']);
    const batch = await postAs('anon', 'ContactQueries', [freshRow('ContactQueries'), { ...freshRow('ContactQueries'), package_interest: 'Enterprise' }]);
    expect([batch.status, (batch.body as { code?: string }).code]).toEqual([400, '23514']);
    const readBack = await postAs('anon', 'callback_requests', freshRow('callback_requests'), { prefer: 'return=representation' });
    expect([readBack.status, (readBack.body as { code?: string }).code]).toEqual([401, '42501']);
    const address = nextAddress();
    for (let i = 0; i < 5; i += 1) expect((await postAs('anon', 'callback_requests', freshRow('callback_requests'), { [FORWARDED_FOR]: address })).status).toBe(201);
    const limited = await postAs('anon', 'callback_requests', freshRow('callback_requests'), { [FORWARDED_FOR]: address });
    expect([limited.status, (limited.body as { code?: string }).code]).toEqual([429, 'PT429']);
    expect(await outboxSize()).toBe(before + 5);
    expect(await Promise.all(NOTIFYING.map((table) => countRows(t.backend.db, table)))).toEqual([leads[0], (leads[1] ?? 0) + 5, leads[2]]);
    expect(await mismatches()).toEqual([]);
  });
});

describe('the drain API is service_role’s alone', () => {
  const cells = Object.keys(DRAIN).flatMap((fn) => (['anon', 'authenticated'] as const).map((role) => [fn, role] as const));

  it.each(cells)('%s as %s: 42501, nothing changes', async (fn, role) => {
    const before = await outbox();
    const answer = await postAs(role, `rpc/${fn}`, DRAIN[fn]);
    expect(isPostgrestError(answer.body)).toBe(true);
    expect({ status: answer.status, ...(answer.body as { code: string; message: string }) }).toMatchObject({
      status: role === 'anon' ? 401 : 403,
      code: '42501',
      message: `permission denied for function ${fn}`,
    });
    expect(await outbox()).toEqual(before.map((row) => ({ ...row, next_in: expect.any(Number) as number })));
  });

  it('schema private is not exposed: its tables cannot be read even by service_role, its functions are not found as /rpc', async () => {
    // PostgREST refuses the schema itself (406 PGRST106); the local backend, which knows only the
    // tables of public, finds no such table first (404 PGRST205). Either way nothing is read.
    for (const table of ['lead_notifications', 'lead_inserts', 'lead_fingerprints']) {
      for (const profile of ['private', null]) {
        const headers: Record<string, string> = { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };
        if (profile) headers['accept-profile'] = profile;
        const res = await fetch(new URL(table, t.backend.restUrl), { headers });
        const body = (await res.json()) as { code: string };
        expect([[404, 'PGRST205'], [406, 'PGRST106']], `${table} ${profile}`).toContainEqual([res.status, body.code]);
      }
    }
    for (const fn of ['client_address', 'lead_limits', 'guard_lead_insert', 'enqueue_lead_notification']) {
      const answer = await postAs('anon', `rpc/${fn}`, {});
      expect([answer.status, (answer.body as { code?: string }).code]).toEqual([404, 'PGRST202']);
    }
  });

  it('in the catalog: no API role has USAGE on private, a privilege on its tables, or EXECUTE on its new functions', async () => {
    const { rows } = await t.backend.db.query<{ role: string; what: string }>(
      `with roles(role) as (values ('anon'), ('authenticated'), ('service_role'))
       select r.role, 'usage on private' as what from roles r where has_schema_privilege(r.role, 'private', 'USAGE')
       union all
       select r.role, 'table ' || c.relname || ' ' || p.priv from roles r
         cross join (values ('SELECT'), ('INSERT'), ('UPDATE'), ('DELETE'), ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')) p(priv)
         cross join pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'private' and c.relkind = 'r' and has_table_privilege(r.role, c.oid, p.priv)
       union all
       select r.role, 'execute ' || f.oid::regprocedure::text from roles r
         cross join pg_proc f join pg_namespace n on n.oid = f.pronamespace
        where n.nspname = 'private' and f.proname <> 'items_within' and has_function_privilege(r.role, f.oid, 'EXECUTE')`,
    );
    expect(rows).toEqual([]);
  });
});

interface Claimed {
  id: number;
  idempotency_key: string;
  lead_table: string;
  payload: Record<string, unknown>;
  attempts: number;
}

async function claim(batchSize: number, leaseSeconds: number): Promise<Claimed[]> {
  const { data, error, status } = await service.rpc('claim_lead_notifications', { batch_size: batchSize, lease_seconds: leaseSeconds });
  expect({ error, status }).toEqual({ error: null, status: 200 });
  return data as Claimed[];
}

async function complete(id: number): Promise<void> {
  const { error, status } = await service.rpc('complete_lead_notification', { notification_id: id });
  expect({ error, status }).toEqual({ error: null, status: 204 });
}

async function fail(id: number, message: string | null, retryAfterSeconds: number | null): Promise<void> {
  const { error, status } = await service.rpc('fail_lead_notification', { notification_id: id, error: message, retry_after_seconds: retryAfterSeconds });
  expect({ error, status }).toEqual({ error: null, status: 204 });
}

async function counts(): Promise<unknown> {
  const { data, error } = await service.rpc('lead_notification_counts');
  expect(error).toBeNull();
  return data;
}

async function rowOf(id: number): Promise<OutboxRow | undefined> {
  return (await outbox()).find((row) => row.id === id);
}

/** Empties the outbox (as the owner) and stores `n` free sample requests; returns their outbox ids, oldest first. */
async function freshOutbox(n: number): Promise<number[]> {
  await t.backend.db.query('delete from private.lead_notifications');
  for (let i = 0; i < n; i += 1) expect((await postAs('anon', 'free_sample_requests', freshRow('free_sample_requests'))).status).toBe(201);
  return (await outbox()).map((row) => row.id);
}

describe('claim, complete, fail (service_role, as the notify-leads function calls them)', () => {
  it('claim leases the oldest due rows: sending, one more attempt, locked for the lease; a second claim during the lease gets nothing', async () => {
    const ids = await freshOutbox(3);
    const first = await claim(2, 60);
    expect(first.map((row) => row.id)).toEqual(ids.slice(0, 2));
    const stored = await outbox();
    for (const row of first) {
      const inOutbox = stored.find((s) => s.id === row.id);
      expect(row).toEqual({ id: row.id, idempotency_key: inOutbox?.idempotency_key, lead_table: 'free_sample_requests', payload: inOutbox?.payload, attempts: 1 });
      expect(inOutbox).toMatchObject({ status: 'sending', attempts: 1 });
      expect(inOutbox?.locked_for).toBeGreaterThan(50);
      expect(inOutbox?.locked_for).toBeLessThanOrEqual(60);
    }
    expect((await claim(10, 60)).map((row) => row.id)).toEqual([ids[2]]);
    expect(await claim(10, 60)).toEqual([]);
    expect(await counts()).toEqual([{ status: 'sending', total: 3 }]);
  });

  it('fail with retry_after_seconds: pending again, due after that time, not before; then claimed with attempt 2', async () => {
    const [id = 0] = await freshOutbox(1);
    await claim(10, 60);
    await fail(id, 'SMTP 451: try later', 30);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SMTP 451: try later', locked_for: null, sent: false });
    expect((await rowOf(id))?.next_in).toBeGreaterThan(25);
    expect(await claim(10, 60)).toEqual([]);
    await timePasses(t.backend.db, 29);
    expect(await claim(10, 60)).toEqual([]);
    await timePasses(t.backend.db, 2);
    expect(await claim(10, 60)).toMatchObject([{ id, attempts: 2 }]);
    expect(await counts()).toEqual([{ status: 'sending', total: 1 }]);
  });

  it('fail with null: failed for good, never claimed again; the error kept, at most 2000 characters', async () => {
    const [id = 0] = await freshOutbox(1);
    await claim(10, 60);
    await fail(id, `bounced ${'x'.repeat(3000)}`, null);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, locked_for: null, sent: false });
    expect(row?.last_error).toBe(`bounced ${'x'.repeat(3000)}`.slice(0, 2000));
    await timePasses(t.backend.db, 86_400);
    expect(await claim(10, 60)).toEqual([]);
    expect(await counts()).toEqual([{ status: 'failed', total: 1 }]);
  });

  it('complete: sent, with its time; counts reflect each status', async () => {
    const ids = await freshOutbox(4);
    await claim(3, 60);
    await complete(ids[0] ?? 0);
    await fail(ids[1] ?? 0, 'no such mailbox', null);
    expect(await rowOf(ids[0] ?? 0)).toMatchObject({ status: 'sent', sent: true, locked_for: null });
    expect(await counts()).toEqual([
      { status: 'pending', total: 1 },
      { status: 'sending', total: 1 },
      { status: 'sent', total: 1 },
      { status: 'failed', total: 1 },
    ]);
  });

  it('a lease that ran out is claimed again (a function that died mid-batch), with one more attempt', async () => {
    const [id = 0] = await freshOutbox(1);
    await claim(10, 30);
    await timePasses(t.backend.db, 29);
    expect(await claim(10, 30)).toEqual([]);
    await timePasses(t.backend.db, 2);
    expect(await claim(10, 30)).toMatchObject([{ id, attempts: 2 }]);
  });

  it('complete or fail of a notification not being sent changes nothing', async () => {
    const ids = await freshOutbox(3);
    await claim(2, 60);
    await complete(ids[0] ?? 0);
    await fail(ids[1] ?? 0, 'gone', null);
    const before = await outbox();
    await fail(ids[0] ?? 0, 'late failure', 10); // already sent
    await complete(ids[1] ?? 0); // failed for good
    await complete(ids[2] ?? 0); // pending, never claimed
    await fail(ids[2] ?? 0, 'never claimed', 10);
    await complete(999_999); // no such notification
    expect(await outbox()).toEqual(before.map((row) => ({ ...row, next_in: expect.any(Number) as number })));
  });

  it('two concurrent claims get disjoint rows (for update skip locked), all of them between them', async () => {
    const ids = await freshOutbox(10);
    const [a, b] = await Promise.all([claim(6, 60), claim(6, 60)]);
    const claimed = [...(a ?? []), ...(b ?? [])].map((row) => row.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort((x, y) => x - y)).toEqual(ids);
  });

  it('refuses arguments out of range with 400 22023', async () => {
    for (const args of [{ batch_size: 0 }, { batch_size: 1001 }, { lease_seconds: 0 }]) {
      const { status, error } = await service.rpc('claim_lead_notifications', args);
      expect([status, error?.code], JSON.stringify(args)).toEqual([400, '22023']);
    }
    const { status, error } = await service.rpc('fail_lead_notification', { notification_id: 1, error: 'x', retry_after_seconds: -1 });
    expect([status, error?.code]).toEqual([400, '22023']);
  });
});
