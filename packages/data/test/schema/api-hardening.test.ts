/**
 * Migration 20261126000000_api_hardening.sql, as a client meets it and as the catalog states it
 * (docs/architecture.md "Security model", docs/requirements.md §5):
 * - a callback's `preferred_date` must lie within the form's window, today and the next 6 days
 *   with a day of slack each side (UTC's current_date - 1 to + 7): refused otherwise with
 *   PostgREST's 400 and SQLSTATE 23514, for every role and for SQL as the owner, on insert and
 *   on an update that changes it;
 * - `anon` and `authenticated` hold no privilege on any sequence, now or on one the migration
 *   role creates later, and every form still inserts for both (the lead ids are uuids, the
 *   content tables' identity defaults need no sequence privilege).
 */
import { CALLBACK_DATE_OPTION_COUNT } from '@agency/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '@agency/local-backend/testing';
import { clientsFor, countRows, fromNewAddress, type Role } from './support';
import { callbackDate, LEAD_TABLES } from './tables';

let t: TestBackend;
let serial = 50_000;

beforeAll(async () => {
  t = await startTestBackend();
});

afterAll(async () => {
  await t.stop();
});

/** The database's window edges (UTC), read from the database itself: `[first, last]` accepted. */
async function windowEdges(): Promise<[string, string]> {
  const { rows } = await t.backend.db.query<{ first: string; last: string }>(
    `select ((now() at time zone 'UTC')::date - 1)::text as first, ((now() at time zone 'UTC')::date + 7)::text as last`,
  );
  return [rows[0]?.first ?? '', rows[0]?.last ?? ''];
}

/** A dated day `days` after `iso` (`YYYY-MM-DD`). */
function plusDays(iso: string, days: number): string {
  return callbackDate(days, new Date(`${iso}T12:00:00Z`));
}

function callback(date: string): Record<string, unknown> {
  serial += 1;
  return { name: `Window ${serial}`, phone: '555 0100', preferred_date: date, preferred_time_slot: '09:00-10:00', channel_link: null };
}

describe("callback_requests.preferred_date: the form's window, enforced for every path", () => {
  it('the first and last accepted days are stored; the day before and the day after are refused with 400 / 23514', async () => {
    const [first, last] = await windowEdges();
    // The form's options (today + the next 6 days, @agency/domain) plus a day of slack each side.
    expect(plusDays(first, CALLBACK_DATE_OPTION_COUNT + 1)).toBe(last);
    for (const date of [first, last]) {
      const { status, error } = await fromNewAddress(t.anon.from('callback_requests').insert(callback(date)));
      expect({ date, status, error }).toEqual({ date, status: 201, error: null });
    }
    for (const date of [plusDays(first, -1), plusDays(last, 1)]) {
      const before = await countRows(t.backend.db, 'callback_requests');
      const { status, error } = await fromNewAddress(t.anon.from('callback_requests').insert(callback(date)));
      expect({ date, status, code: error?.code }).toEqual({ date, status: 400, code: '23514' });
      expect(error?.message).toBe('new row for relation "callback_requests" violates check constraint "callback_requests_preferred_date_window"');
      expect(error?.details).toBe(`preferred_date ${date} is outside ${first} to ${last}: the form offers today and the next 6 days.`);
      expect(await countRows(t.backend.db, 'callback_requests')).toBe(before);
    }
  });

  it('refuses infinity for every role, service_role included', async () => {
    const clients = await clientsFor(t);
    for (const role of ['anon', 'authenticated', 'service_role'] as Role[]) {
      for (const date of ['infinity', '-infinity']) {
        const { status, error } = await clients[role].from('callback_requests').insert(callback(date));
        expect({ role, date, status, code: error?.code }).toEqual({ role, date, status: 400, code: '23514' });
      }
    }
  });

  it('refuses it to SQL as the database owner too, and a refused date uses up none of the limits', async () => {
    const recorded = async () => (await t.backend.db.query<{ n: number }>("select count(*)::int as n from private.lead_inserts where lead_table = 'callback_requests'")).rows[0]?.n;
    const before = await recorded();
    await expect(
      t.backend.db.query(
        "insert into public.callback_requests (name, phone, preferred_date, preferred_time_slot) values ('Owner', '1', '2001-01-01', '07:00-08:00')",
      ),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await recorded()).toBe(before);
  });

  it('an update that moves the date out of the window is refused; one inside it, or of another column, is not', async () => {
    const { data, error } = await fromNewAddress(t.service.from('callback_requests').insert(callback(callbackDate(2))).select('id').single());
    expect(error).toBeNull();
    const id = (data as { id: string }).id;
    const moved = await t.service.from('callback_requests').update({ preferred_date: callbackDate(30) }).eq('id', id);
    expect({ status: moved.status, code: moved.error?.code }).toEqual({ status: 400, code: '23514' });
    expect((await t.service.from('callback_requests').update({ preferred_date: callbackDate(3) }).eq('id', id)).status).toBe(204);
    // A row stored long ago keeps its date: changing another column does not re-check it.
    await t.backend.db.exec('alter table public.callback_requests disable trigger check_preferred_date_update');
    await t.backend.db.query("update public.callback_requests set preferred_date = '2020-01-01' where id = $1", [id]);
    await t.backend.db.exec('alter table public.callback_requests enable trigger check_preferred_date_update');
    expect((await t.service.from('callback_requests').update({ name: 'Renamed' }).eq('id', id)).status).toBe(204);
  });
});

describe('sequences: no privilege for the visitor roles', () => {
  /** Every (sequence, role, privilege) anon or authenticated holds, in any schema but the system's. */
  async function heldSequencePrivileges(): Promise<string[]> {
    const { rows } = await t.backend.db.query<{ held: string }>(
      `select format('%s %s %s', c.oid::regclass, r.role, p.privilege) as held
         from pg_catalog.pg_class c
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        cross join (values ('anon'), ('authenticated')) r(role)
        cross join (values ('USAGE'), ('SELECT'), ('UPDATE')) p(privilege)
        where c.relkind = 'S' and n.nspname not in ('pg_catalog', 'information_schema')
          and pg_catalog.has_sequence_privilege(r.role, c.oid, p.privilege)
        order by 1`,
    );
    return rows.map((row) => row.held);
  }

  it('finds the content tables\' identity sequences (the query sees them)', async () => {
    const { rows } = await t.backend.db.query<{ n: number }>(
      "select count(*)::int as n from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S' and n.nspname = 'public'",
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(10);
  });

  it('anon and authenticated hold USAGE, SELECT and UPDATE on no sequence', async () => {
    expect(await heldSequencePrivileges(), t.engine.label).toEqual([]);
  });

  it('nor on a sequence the migration role creates later in public', async () => {
    await t.backend.db.exec('create sequence public.later_sequence; create table public.later_table (id bigint generated by default as identity primary key)');
    try {
      expect(await heldSequencePrivileges(), t.engine.label).toEqual([]);
    } finally {
      await t.backend.db.exec('drop table public.later_table; drop sequence public.later_sequence');
    }
  });

  it('every form still inserts, as anon and as authenticated', async () => {
    const clients = await clientsFor(t);
    for (const role of ['anon', 'authenticated'] as Role[]) {
      for (const table of LEAD_TABLES) {
        serial += 1;
        const { status, error } = await fromNewAddress(clients[role].from(table.name).insert(table.row(serial)));
        expect({ role, table: table.name, status, error }).toEqual({ role, table: table.name, status: 201, error: null });
      }
    }
  });
});
