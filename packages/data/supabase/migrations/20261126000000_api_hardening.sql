-- API hardening: a callback's date within the form's window, and no sequence privileges for the
-- visitor roles. What the API roles may reach: docs/architecture.md "Security model".
--
-- * callback_requests.preferred_date: the callback form offers today and the next 6 days
--   (docs/requirements.md §5). A BEFORE INSERT trigger (and BEFORE UPDATE when the date changes)
--   refuses any other date, whatever path the row takes (the Data API as any role, SQL), with
--   SQLSTATE 23514 and a check violation's message, which PostgREST answers as HTTP 400. The
--   window is computed from the UTC date, one day of slack each side: a visitor's "today" is the
--   UTC date or a day either side of it in every time zone (UTC-12 to UTC+14), so the accepted
--   range is UTC's current_date - 1 to current_date + 7. `infinity` and `-infinity` are outside
--   it. A CHECK constraint cannot do this: it must be immutable, and a stored row would stop
--   satisfying it the day after. Rows already stored are not re-checked. The trigger is named
--   so that it fires before guard_lead_insert (triggers fire in name order): a refused date
--   takes no lock and uses up none of the limits.
-- * Sequences: the identity columns of the content tables need no privilege on their sequences
--   (Postgres does not check them for an identity default), and the lead tables' ids are uuids,
--   so anon and authenticated need none. The legacy default privileges (projects before 2026,
--   and the local backend's roles file) granted them all on every sequence; this revokes them
--   on the sequences of public and private, and on the ones the migration role creates later.
--   service_role keeps what it has.

create function private.check_callback_preferred_date()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  today date := (pg_catalog.now() at time zone 'UTC')::date;
begin
  if new.preferred_date is null then
    return new; -- NOT NULL refuses it, with its own message
  end if;
  if new.preferred_date < today - 1 or new.preferred_date > today + 7 then
    raise exception using
      errcode = '23514',
      message = format('new row for relation "%s" violates check constraint "%s_preferred_date_window"', tg_table_name, tg_table_name),
      detail = format('preferred_date %s is outside %s to %s: the form offers today and the next 6 days.',
        case when isfinite(new.preferred_date) then to_char(new.preferred_date, 'YYYY-MM-DD') else new.preferred_date::text end,
        to_char(today - 1, 'YYYY-MM-DD'), to_char(today + 7, 'YYYY-MM-DD')),
      table = tg_table_name,
      column = 'preferred_date',
      constraint = tg_table_name || '_preferred_date_window',
      schema = tg_table_schema;
  end if;
  return new;
end
$$;

revoke all on function private.check_callback_preferred_date() from public, anon, authenticated, service_role;

create trigger check_preferred_date before insert on public.callback_requests
  for each row execute function private.check_callback_preferred_date();
create trigger check_preferred_date_update before update of preferred_date on public.callback_requests
  for each row when (new.preferred_date is distinct from old.preferred_date)
  execute function private.check_callback_preferred_date();

revoke all on all sequences in schema public from anon, authenticated;
revoke all on all sequences in schema private from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema private revoke all on sequences from anon, authenticated;
