/**
 * Functions the API roles' requests evaluate without naming them: a CHECK constraint, a column
 * default, an index expression or a policy calls a function as the role of the request, so that
 * role needs `EXECUTE` on it (and no `USAGE` on its schema: the expression holds the function's
 * oid, no name is looked up). Whether it has it depends on the project's default privileges:
 * PostgreSQL grants `EXECUTE` to `PUBLIC` on every new function unless the owner's default
 * privileges revoke it, as the hardened setup does (docs/architecture.md "Security model").
 *
 * Read from the catalog (`pg_depend`), so a helper added later is covered: every role that may
 * write a table (insert or update, per its grants) must be able to execute every non-system
 * function its CHECKs, defaults and index expressions call; every role that may touch it at all,
 * the functions of its policies. Trigger functions are the exception, checked apart below:
 * Postgres checks `EXECUTE` on a trigger function when the trigger is created, not when it
 * fires, so the lead tables' triggers (limits, dedupe, outbox: migration 20261125000000) run for
 * a visitor's insert although no API role may execute them; they are `security definer`, so what
 * they do does not depend on the visitor's privileges either. The functions of schema `private`
 * and `public` are granted no further than needed (least privilege): the visitor roles, who write
 * only the lead tables, execute none of them; service_role the content tables' CHECK helper and
 * the outbox's drain API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '@agency/local-backend/testing';
import { clientsFor, FORWARDED_FOR, nextAddress } from './support';
import { LEAD_TABLES, TABLES } from './tables';

let t: TestBackend;

beforeAll(async () => {
  t = await startTestBackend();
});

afterAll(async () => {
  await t.stop();
});

interface Needed {
  table: string;
  role: string;
  fn: string;
  via: string;
  executable: boolean;
}

/** Every (table, role, function) where a request of `role` on `table` evaluates `fn`, with whether `role` may execute it. */
async function functionsEvaluated(): Promise<Needed[]> {
  const { rows } = await t.backend.db.query<Needed>(
    `with roles(role) as (values ('anon'), ('authenticated'), ('service_role')),
          tables as (
            select c.oid as relid, c.relname
              from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
             where n.nspname = 'public' and c.relkind in ('r', 'p')),
          evaluated(relid, fn, via, on_write) as (
            select con.conrelid, d.refobjid, 'check ' || con.conname, true
              from pg_catalog.pg_constraint con
              join pg_catalog.pg_depend d on d.classid = 'pg_catalog.pg_constraint'::regclass and d.objid = con.oid
             where con.contype = 'c' and d.refclassid = 'pg_catalog.pg_proc'::regclass
            union all
            select ad.adrelid, d.refobjid, 'default of column ' || ad.adnum, true
              from pg_catalog.pg_attrdef ad
              join pg_catalog.pg_depend d on d.classid = 'pg_catalog.pg_attrdef'::regclass and d.objid = ad.oid
             where d.refclassid = 'pg_catalog.pg_proc'::regclass
            union all
            select i.indrelid, d.refobjid, 'index ' || i.indexrelid::regclass::text, true
              from pg_catalog.pg_index i
              join pg_catalog.pg_depend d on d.classid = 'pg_catalog.pg_class'::regclass and d.objid = i.indexrelid
             where d.refclassid = 'pg_catalog.pg_proc'::regclass
            union all
            select pol.polrelid, d.refobjid, 'policy ' || pol.polname, false
              from pg_catalog.pg_policy pol
              join pg_catalog.pg_depend d on d.classid = 'pg_catalog.pg_policy'::regclass and d.objid = pol.oid
             where d.refclassid = 'pg_catalog.pg_proc'::regclass)
     select t.relname as "table", r.role, e.fn::regprocedure::text as fn, e.via,
            pg_catalog.has_function_privilege(r.role, e.fn, 'EXECUTE') as executable
       from evaluated e
       join tables t on t.relid = e.relid
       join pg_catalog.pg_proc p on p.oid = e.fn
       join pg_catalog.pg_namespace pn on pn.oid = p.pronamespace
      cross join roles r
      where pn.nspname not in ('pg_catalog', 'information_schema')
        and case when e.on_write
                 then pg_catalog.has_any_column_privilege(r.role, e.relid, 'INSERT')
                   or pg_catalog.has_any_column_privilege(r.role, e.relid, 'UPDATE')
                 else pg_catalog.has_any_column_privilege(r.role, e.relid, 'SELECT')
                   or pg_catalog.has_any_column_privilege(r.role, e.relid, 'INSERT')
                   or pg_catalog.has_any_column_privilege(r.role, e.relid, 'UPDATE')
                   or pg_catalog.has_table_privilege(r.role, e.relid, 'DELETE') end
      order by 1, 2, 3, 4`,
  );
  return rows;
}

describe('functions evaluated by requests', () => {
  it('finds the CHECK helpers of the content tables (the query sees them)', async () => {
    const needed = await functionsEvaluated();
    expect(needed.filter((n) => n.role === 'service_role').map((n) => `${n.table} ${n.fn}`)).toEqual(
      expect.arrayContaining(['CaseStudies private.items_within(text[],integer)', 'blogs private.items_within(text[],integer)']),
    );
  });

  it('every role that may write a table may execute every function the write evaluates', async () => {
    const missing = (await functionsEvaluated()).filter((n) => !n.executable);
    expect(missing, `${t.engine.label}: EXECUTE missing`).toEqual([]);
  });
});

interface Trigger {
  table: string;
  trigger: string;
  fn: string;
  timing: string;
  definer: boolean;
  config: string[] | null;
  /** The API roles that may execute the function. */
  executors: string[];
}

/** Every user trigger on a table of public, with its function's security and who may execute it. */
async function triggers(): Promise<Trigger[]> {
  const { rows } = await t.backend.db.query<Trigger>(
    `select c.relname as "table", tg.tgname as trigger, p.oid::regprocedure::text as fn,
            case when tg.tgtype & 2 = 2 then 'before' else 'after' end
              || case when tg.tgtype & 1 = 1 then ' row' else ' statement' end as timing,
            p.prosecdef as definer, p.proconfig as config,
            array(select r.role from (values ('anon'), ('authenticated'), ('service_role')) r(role)
                   where pg_catalog.has_function_privilege(r.role, p.oid, 'EXECUTE') order by 1) as executors
       from pg_catalog.pg_trigger tg
       join pg_catalog.pg_class c on c.oid = tg.tgrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_proc p on p.oid = tg.tgfoid
      where n.nspname = 'public' and not tg.tgisinternal
      order by 1, 2`,
  );
  return rows;
}

describe('trigger functions: they fire without EXECUTE', () => {
  it('finds the tables\' triggers (the query sees them): limits and dedupe on the four lead tables, the outbox on three, the callback date window, a content change on the ten content tables', async () => {
    const found = (await triggers()).map((tg) => `${tg.table} ${tg.timing} ${tg.fn}`);
    const guards = LEAD_TABLES.map((table) => `${table.name} before row private.guard_lead_insert()`);
    const outbox = ['ContactQueries', 'callback_requests', 'free_sample_requests'].map((table) => `${table} after row private.enqueue_lead_notification()`);
    // The callback's date window (migration 20261126000000): on insert, and on an update of the date.
    const dateWindow = ['insert', 'update'].map(() => 'callback_requests before row private.check_callback_preferred_date()');
    // Site rebuilds (migration 20261202000050): each statement, and a truncate.
    const content = TABLES.filter((table) => table.kind !== 'lead').flatMap((table) => ['change', 'truncate'].map(() => `${table.name} after statement private.record_content_change()`));
    expect(found.sort()).toEqual([...guards, ...outbox, ...dateWindow, ...content].sort());
  });

  it('every trigger function is security definer with an empty search_path, and no API role may execute it', async () => {
    const loose = (await triggers()).filter((tg) => !tg.definer || JSON.stringify(tg.config) !== JSON.stringify(['search_path=""']) || tg.executors.length > 0);
    expect(loose, `${t.engine.label}: trigger functions`).toEqual([]);
  });

  it('an insert by each role that may insert fires them all the same: the lead is limited, deduped and enqueued', async () => {
    const clients = await clientsFor(t);
    const count = async () => (await t.backend.db.query<{ n: number }>('select count(*)::int as n from private.lead_notifications')).rows[0]?.n ?? -1;
    const before = await count();
    for (const [role, client] of Object.entries(clients)) {
      const { status, error } = await client
        .from('ContactQueries')
        .insert({ name: `Trigger ${role}`, email: `trigger-${role}@example.com`, subject: 'Fires', message: 'Without EXECUTE', package_interest: 'Pro Engage' })
        .setHeader(FORWARDED_FOR, nextAddress());
      expect({ role, status, error }).toEqual({ role, status: 201, error: null });
    }
    expect(await count()).toBe(before + 3);
    const { rows } = await t.backend.db.query<{ n: number }>(
      "select count(*)::int as n from private.lead_inserts where lead_table = 'ContactQueries' and client_address like '198.%'",
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(3);
  });
});

describe('least privilege on schema private', () => {
  it('the API roles get no USAGE on it (its functions are not callable by name, nor as /rpc)', async () => {
    const { rows } = await t.backend.db.query<{ role: string; usage: boolean }>(
      `select r.role, pg_catalog.has_schema_privilege(r.role, 'private', 'USAGE') as usage
         from (values ('anon'), ('authenticated'), ('service_role')) r(role) order by 1`,
    );
    expect(rows).toEqual([
      { role: 'anon', usage: false },
      { role: 'authenticated', usage: false },
      { role: 'service_role', usage: false },
    ]);
  });

  it('only service_role, which writes the content tables, may execute items_within', async () => {
    const { rows } = await t.backend.db.query<{ role: string; execute: boolean }>(
      `select r.role, pg_catalog.has_function_privilege(r.role, 'private.items_within(text[], integer)', 'EXECUTE') as execute
         from (values ('anon'), ('authenticated'), ('service_role')) r(role) order by 1`,
    );
    expect(rows).toEqual([
      { role: 'anon', execute: false },
      { role: 'authenticated', execute: false },
      { role: 'service_role', execute: true },
    ]);
  });

  it('EXECUTE on the functions of private and public: service_role has items_within, the drain API and the rebuild queue, nothing else is granted', async () => {
    const { rows } = await t.backend.db.query<{ fn: string; role: string }>(
      `select p.oid::regprocedure::text as fn, r.role
         from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        cross join (values ('anon'), ('authenticated'), ('service_role')) r(role)
        where n.nspname in ('private', 'public') and pg_catalog.has_function_privilege(r.role, p.oid, 'EXECUTE')
        order by 1, 2`,
    );
    expect(rows).toEqual([
      { fn: 'claim_lead_notifications(integer,integer)', role: 'service_role' },
      { fn: 'claim_site_rebuild(integer,integer,integer,timestamp with time zone)', role: 'service_role' },
      { fn: 'complete_lead_notification(bigint)', role: 'service_role' },
      { fn: 'complete_site_rebuild(uuid,timestamp with time zone)', role: 'service_role' },
      { fn: 'fail_lead_notification(bigint,text,integer)', role: 'service_role' },
      { fn: 'fail_site_rebuild(uuid,text,integer,timestamp with time zone)', role: 'service_role' },
      { fn: 'lead_notification_counts()', role: 'service_role' },
      { fn: 'private.items_within(text[],integer)', role: 'service_role' },
      { fn: 'site_rebuild_status()', role: 'service_role' },
    ]);
  });

  it('a function created later in private is executable by service_role whatever the setup', async () => {
    // As the database owner, who applies the migrations: default privileges are the creator's.
    await t.backend.db.exec("create function private.later_helper() returns boolean language sql immutable as 'select true'");
    const { rows } = await t.backend.db.query<{ execute: boolean }>(
      "select pg_catalog.has_function_privilege('service_role', 'private.later_helper()', 'EXECUTE') as execute",
    );
    await t.backend.db.exec('drop function private.later_helper()');
    expect(rows[0]?.execute).toBe(true);
  });
});
