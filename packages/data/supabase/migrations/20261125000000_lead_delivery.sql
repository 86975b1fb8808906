-- Lead delivery: every new free sample request, callback request and contact message becomes
-- one email to the agency, sent through a transactional outbox; lead inserts are rate limited
-- and exact duplicates are stored once. The forms and who may insert them:
-- docs/requirements.md §5, §6; what the API roles may reach: docs/architecture.md "Security model".
--
-- * The outbox, private.lead_notifications: an AFTER INSERT trigger on free_sample_requests,
--   callback_requests and "ContactQueries" writes one row per stored lead in the same
--   transaction, so a lead is enqueued if and only if it is stored. Newsletter subscribers get
--   none: the Subscribers table is the list, a subscriber is not a lead to answer.
--   The notify-leads Edge Function drains it through four functions in public, which PostgREST
--   exposes as /rpc and only service_role may execute: claim_lead_notifications (a batch, with
--   a lease, `for update skip locked`), complete_lead_notification, fail_lead_notification (back
--   to pending after the delay the function chose, or failed for good) and
--   lead_notification_counts. packages/data/supabase/hosted/notify-leads-schedule.sql, run by
--   hand on a hosted project only, invokes the function every minute and right after each insert.
-- * Limits, a BEFORE INSERT trigger on the four lead tables: at most 5 inserts per table per
--   client address per 10 minutes (more than any visitor needs, and a script is stopped), at
--   most 60 per table per minute from all addresses together (a flood from rotating addresses
--   stays bounded). Refused with SQLSTATE PT429, which PostgREST answers as HTTP 429 with its
--   usual error body. The client address is the rightmost x-forwarded-for entry: Supabase's
--   gateway appends the address it accepted the connection from, so what a client sends itself
--   stays to the left. Each row counts (an array insert over the limit is refused whole).
-- * Dedupe, in the same trigger, before the limits, on the three lead tables that notify (the
--   Subscribers table has its unique email index): a row equal to one stored in the last 24
--   hours (same form fields, the email in any letter case) is skipped, `return null`; PostgREST
--   still answers 201, so a double submit or a replay looks like success, and nothing is stored
--   or sent twice.
-- The numbers live in one place, private.lead_limits().
--
-- Concurrency: the trigger takes one transaction-scoped advisory lock per lead table before it
-- reads anything, so two inserts into one table check and record one after the other, on
-- PostgreSQL 15 with many connections as on PGlite with one; the lock ends with the transaction,
-- after what it recorded is committed or rolled back. One lock per table, not finer ones: the
-- ceiling over all addresses needs the table's lock anyway, and a single lock taken first cannot
-- deadlock with a second insert into the same table, whatever rows an array holds.
--
-- Privileges: the new tables and functions are out of the API's reach. No API role has USAGE on
-- schema private or any privilege on its tables. The trigger functions are
-- `security definer` (they write private tables for a visitor's insert) with an empty
-- search_path; Postgres checks EXECUTE on a trigger function when the trigger is created, not
-- when it fires, so no API role gets EXECUTE on them
-- (packages/data/test/schema/functions.test.ts shows them firing for anon in a project whose
-- default privileges grant functions to nobody). The four drain functions are `security
-- definer` too, EXECUTE granted to service_role only. Every grant is explicit, so the projects'
-- different default privileges (legacy: functions in public granted to the API roles;
-- 20261124000000: functions in private to service_role; hardened: no EXECUTE for PUBLIC) all end
-- the same.

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table private.lead_notifications (
  id bigint generated always as identity primary key,
  lead_table text not null check (lead_table in ('free_sample_requests', 'callback_requests', 'ContactQueries')),
  lead_id uuid not null,
  idempotency_key text not null unique,
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
-- What claim_lead_notifications reads: the rows still to send, oldest first.
create index lead_notifications_due on private.lead_notifications (id) where status in ('pending', 'sending');

-- One row per stored lead insert, for the limits (kept 10 minutes).
create table private.lead_inserts (
  lead_table text not null,
  client_address text not null,
  created_at timestamptz not null default now()
);
create index lead_inserts_per_address on private.lead_inserts (lead_table, client_address, created_at);
create index lead_inserts_per_table on private.lead_inserts (lead_table, created_at);

-- The fingerprint of each stored lead, for dedupe (kept 24 hours).
create table private.lead_fingerprints (
  lead_table text not null,
  fingerprint text not null,
  created_at timestamptz not null default now()
);
create index lead_fingerprints_lookup on private.lead_fingerprints (lead_table, fingerprint, created_at);
create index lead_fingerprints_age on private.lead_fingerprints (lead_table, created_at);

revoke all on table private.lead_notifications, private.lead_inserts, private.lead_fingerprints
  from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Limits and dedupe
-- ---------------------------------------------------------------------------------------------

-- The numbers, in one place.
create function private.lead_limits(
  out per_address_max integer,
  out per_address_minutes integer,
  out global_max integer,
  out global_minutes integer,
  out dedupe_hours integer
)
  language plpgsql
  immutable
  security definer
  set search_path = ''
as $$
begin
  per_address_max := 5;       -- inserts per lead table per client address ...
  per_address_minutes := 10;  -- ... in this many minutes
  global_max := 60;           -- inserts per lead table from all addresses ...
  global_minutes := 1;        -- ... in this many minutes
  dedupe_hours := 24;         -- an exact duplicate within this many hours is skipped
end
$$;

-- The request's client address: the rightmost x-forwarded-for entry, 'unknown' without one
-- (a session that is no API request: the SQL editor, a migration, the seed).
create function private.client_address()
  returns text
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  -- Empty, not null, once the setting was used earlier in the session and has been reset.
  headers text := nullif(current_setting('request.headers', true), '');
  forwarded text := headers::json ->> 'x-forwarded-for';
  address text := btrim(substring(forwarded, '[^,]*$'), E' \t');
begin
  return coalesce(nullif(left(address, 255), ''), 'unknown');
end
$$;

-- BEFORE INSERT, each row, on the four lead tables: dedupe, then the limits, then record.
create function private.guard_lead_insert()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  limits record;
  this_address text;
  this_fingerprint text;
  form jsonb;
  recent integer;
begin
  select * into strict limits from private.lead_limits();
  -- One lock per table, taken before anything is read (see the migration's header).
  perform pg_advisory_xact_lock(hashtextextended('private.guard_lead_insert ' || tg_table_name, 0));

  -- What no window looks at any more is forgotten.
  delete from private.lead_inserts i
   where i.lead_table = tg_table_name
     and i.created_at < now() - make_interval(mins => greatest(limits.per_address_minutes, limits.global_minutes));
  delete from private.lead_fingerprints f
   where f.lead_table = tg_table_name and f.created_at < now() - make_interval(hours => limits.dedupe_hours);

  -- 1. Dedupe: the form's fields are every column but the key and the timestamp (the visitors'
  --    INSERT grant lists exactly these); the email in lower case. A callback has no email: its
  --    phone, like every other field, is part of the fingerprint as typed.
  if tg_table_name <> 'Subscribers' then
    form := to_jsonb(new) - 'id' - 'created_at';
    if form ? 'email' then
      form := form || jsonb_build_object('email', lower(form ->> 'email'));
    end if;
    this_fingerprint := md5(form::text);
    if exists (
      select 1 from private.lead_fingerprints f
       where f.lead_table = tg_table_name and f.fingerprint = this_fingerprint
         and f.created_at > now() - make_interval(hours => limits.dedupe_hours)
    ) then
      return null; -- skipped: nothing stored, nothing enqueued, the request still succeeds
    end if;
  end if;

  -- 2. Limits.
  this_address := private.client_address();
  select count(*) into recent from private.lead_inserts i
   where i.lead_table = tg_table_name and i.client_address = this_address
     and i.created_at > now() - make_interval(mins => limits.per_address_minutes);
  if recent >= limits.per_address_max then
    raise exception using
      errcode = 'PT429',
      message = 'Too many requests',
      detail = format('At most %s %s per client address per %s minutes', limits.per_address_max, tg_table_name, limits.per_address_minutes),
      hint = 'Try again later.';
  end if;
  select count(*) into recent from private.lead_inserts i
   where i.lead_table = tg_table_name
     and i.created_at > now() - make_interval(mins => limits.global_minutes);
  if recent >= limits.global_max then
    raise exception using
      errcode = 'PT429',
      message = 'Too many requests',
      detail = format('At most %s %s per %s', limits.global_max, tg_table_name,
        case when limits.global_minutes = 1 then 'minute' else limits.global_minutes || ' minutes' end),
      hint = 'Try again later.';
  end if;

  -- 3. Record; all of it is rolled back with the insert if a CHECK refuses the row.
  insert into private.lead_inserts (lead_table, client_address) values (tg_table_name, this_address);
  if this_fingerprint is not null then
    insert into private.lead_fingerprints (lead_table, fingerprint) values (tg_table_name, this_fingerprint);
  end if;
  return new;
end
$$;

-- AFTER INSERT, each row, on the three lead tables that notify: the outbox row.
create function private.enqueue_lead_notification()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into private.lead_notifications (lead_table, lead_id, idempotency_key, payload)
  values (tg_table_name, new.id, tg_table_name || '/' || new.id::text, to_jsonb(new));
  return null;
end
$$;

create trigger guard_lead_insert before insert on public.free_sample_requests
  for each row execute function private.guard_lead_insert();
create trigger guard_lead_insert before insert on public.callback_requests
  for each row execute function private.guard_lead_insert();
create trigger guard_lead_insert before insert on public."ContactQueries"
  for each row execute function private.guard_lead_insert();
create trigger guard_lead_insert before insert on public."Subscribers"
  for each row execute function private.guard_lead_insert();

create trigger enqueue_lead_notification after insert on public.free_sample_requests
  for each row execute function private.enqueue_lead_notification();
create trigger enqueue_lead_notification after insert on public.callback_requests
  for each row execute function private.enqueue_lead_notification();
create trigger enqueue_lead_notification after insert on public."ContactQueries"
  for each row execute function private.enqueue_lead_notification();

-- ---------------------------------------------------------------------------------------------
-- The drain API (service_role only). Backoff and the number of tries are the Edge Function's:
-- it passes retry_after_seconds.
-- ---------------------------------------------------------------------------------------------

-- Claims up to batch_size due notifications, oldest first: status 'sending', one more attempt,
-- leased for lease_seconds (a claimer that dies leaves them to the next claim after the lease).
-- Rows another transaction is claiming are skipped, not waited for.
create function public.claim_lead_notifications(batch_size integer default 10, lease_seconds integer default 120)
  returns table (id bigint, idempotency_key text, lead_table text, payload jsonb, attempts integer)
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
#variable_conflict use_column
begin
  if batch_size is null or batch_size not between 1 and 1000 then
    raise exception using errcode = '22023', message = 'batch_size must be between 1 and 1000';
  end if;
  if lease_seconds is null or lease_seconds not between 1 and 86400 then
    raise exception using errcode = '22023', message = 'lease_seconds must be between 1 and 86400';
  end if;
  return query
  with due as (
    select n.id from private.lead_notifications n
     where n.status in ('pending', 'sending')
       and n.next_attempt_at <= now()
       and (n.locked_until is null or n.locked_until < now())
     order by n.id
     limit batch_size
       for update skip locked
  ), claimed as (
    update private.lead_notifications n
       set status = 'sending',
           attempts = n.attempts + 1,
           locked_until = now() + make_interval(secs => lease_seconds)
      from due
     where n.id = due.id
    returning n.id, n.idempotency_key, n.lead_table, n.payload, n.attempts
  )
  select c.id, c.idempotency_key, c.lead_table, c.payload, c.attempts from claimed c order by c.id;
end
$$;

-- Marks a claimed notification sent. A notification that is not being sent is left as it is.
create function public.complete_lead_notification(notification_id bigint)
  returns void
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
begin
  update private.lead_notifications n
     set status = 'sent', sent_at = now(), locked_until = null
   where n.id = notification_id and n.status = 'sending';
end
$$;

-- Records a failed attempt of a claimed notification: back to 'pending', due again in
-- retry_after_seconds; with null, 'failed' for good (the visible failed state). A notification
-- that is not being sent is left as it is.
create function public.fail_lead_notification(notification_id bigint, error text, retry_after_seconds integer)
  returns void
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
begin
  if retry_after_seconds < 0 then
    raise exception using errcode = '22023', message = 'retry_after_seconds must not be negative';
  end if;
  update private.lead_notifications n
     set last_error = left(fail_lead_notification.error, 2000),
         locked_until = null,
         status = case when retry_after_seconds is null then 'failed' else 'pending' end,
         next_attempt_at = case when retry_after_seconds is null then n.next_attempt_at
                                else now() + make_interval(secs => retry_after_seconds) end
   where n.id = notification_id and n.status = 'sending';
end
$$;

-- How many notifications are in each status (statuses with none are left out).
create function public.lead_notification_counts()
  returns table (status text, total bigint)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  select n.status, count(*) from private.lead_notifications n
   group by n.status
   order by array_position(array['pending', 'sending', 'sent', 'failed'], n.status);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- EXECUTE: explicit, the same whatever the project's default privileges.
-- ---------------------------------------------------------------------------------------------

revoke all on function private.lead_limits() from public, anon, authenticated, service_role;
revoke all on function private.client_address() from public, anon, authenticated, service_role;
revoke all on function private.guard_lead_insert() from public, anon, authenticated, service_role;
revoke all on function private.enqueue_lead_notification() from public, anon, authenticated, service_role;

revoke all on function public.claim_lead_notifications(integer, integer) from public, anon, authenticated;
revoke all on function public.complete_lead_notification(bigint) from public, anon, authenticated;
revoke all on function public.fail_lead_notification(bigint, text, integer) from public, anon, authenticated;
revoke all on function public.lead_notification_counts() from public, anon, authenticated;
grant execute on function public.claim_lead_notifications(integer, integer) to service_role;
grant execute on function public.complete_lead_notification(bigint) to service_role;
grant execute on function public.fail_lead_notification(bigint, text, integer) to service_role;
grant execute on function public.lead_notification_counts() to service_role;
