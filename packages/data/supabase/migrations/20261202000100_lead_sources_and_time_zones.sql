-- Every lead carries its source, and a callback the visitor's time zone (docs/privacy.md: what
-- is kept of a visitor and why; docs/requirements.md §5: the forms).
--
-- * Source columns on the three lead tables that notify (free_sample_requests,
--   callback_requests, "ContactQueries"; not "Subscribers": a subscriber is not a lead), all
--   nullable, null for a visit the site knows nothing about: source_landing_path (the page the
--   visit began on, `/portfolio`), source_referrer (the linking site's origin only,
--   `https://www.youtube.com`), utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid,
--   fbclid. LEAD_SOURCE_COLUMNS of @agency/domain lists them, LEAD_SOURCE_MAX_LENGTH (200) bounds
--   each. CHECKs, as the forms' columns have: at most 200 characters, not blank, no control
--   character (LEAD_SOURCE_FORBIDDEN), the landing path starting with `/`
--   (SOURCE_LANDING_PATH_PATTERN), the referrer an http(s) origin with no path
--   (SOURCE_REFERRER_PATTERN). The site sends what passes these rules and drops the rest, so a
--   request that skips the site is refused where the site would not have sent it: 23514, which
--   PostgREST answers with HTTP 400.
-- * callback_requests.visitor_time_zone: the visitor's IANA time zone as the browser reports it,
--   nullable, at most 64 characters, the shape VISITOR_TIME_ZONE_PATTERN (`America/New_York`,
--   `Etc/GMT+5`, `UTC`). A shape, not a lookup in pg_timezone_names: a zone newer than the
--   server's time zone data (each server has its own) would then refuse a real visitor's booking;
--   the agency's email shows a name it cannot convert as it is.
-- * Grants: INSERT of exactly the new columns to anon and authenticated, column by column as the
--   initial schema grants the forms' columns; never SELECT (a visitor still reads no lead).
-- * Dedupe (private.guard_lead_insert of 20261125000000_lead_delivery.sql, replaced here with
--   one change): the 24-hour fingerprint is made of the form's fields only, so the source
--   columns are left out of it (the same request sent from two visits is still one lead), while
--   visitor_time_zone, part of the callback form, is in it; a callback without one fingerprints
--   as before this migration.
-- The patterns below are the `source` of the constants, which
-- packages/data/test/schema/facts-agree.test.ts reads back from the catalog and compares.

do $$
declare
  lead_table text;
  source_column text;
  rule text;
begin
  foreach lead_table in array array['free_sample_requests', 'callback_requests', 'ContactQueries'] loop
    foreach source_column in array array[
      'source_landing_path', 'source_referrer', 'utm_source', 'utm_medium', 'utm_campaign',
      'utm_term', 'utm_content', 'gclid', 'fbclid'
    ] loop
      rule := format(
        '%1$I is null or (char_length(%1$I) <= 200 and %1$I ~ ''[^[:space:]]'' and %1$I !~ %2$L',
        source_column, '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
      );
      if source_column = 'source_landing_path' then
        rule := rule || format(' and %I ~ %L', source_column, '^\/');
      elsif source_column = 'source_referrer' then
        rule := rule || format(' and %I ~ %L', source_column,
          '^https?:\/\/([a-z0-9_-]+(\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$');
      end if;
      execute format('alter table public.%I add column %I text constraint %I check (%s))',
        lead_table, source_column, lead_table || '_' || source_column || '_check', rule);
      execute format('grant insert (%I) on table public.%I to anon, authenticated', source_column, lead_table);
    end loop;
  end loop;
end
$$;

alter table public.callback_requests
  add column visitor_time_zone text constraint callback_requests_visitor_time_zone_check check (
    visitor_time_zone is null or (
      char_length(visitor_time_zone) <= 64
      and visitor_time_zone ~ '^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$'
    )
  );
grant insert (visitor_time_zone) on table public.callback_requests to anon, authenticated;

-- As in 20261125000000_lead_delivery.sql, but for step 1's fingerprint (see the header).
create or replace function private.guard_lead_insert()
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
  -- One lock per table, taken before anything is read (see 20261125000000_lead_delivery.sql).
  perform pg_advisory_xact_lock(hashtextextended('private.guard_lead_insert ' || tg_table_name, 0));

  -- What no window looks at any more is forgotten.
  delete from private.lead_inserts i
   where i.lead_table = tg_table_name
     and i.created_at < now() - make_interval(mins => greatest(limits.per_address_minutes, limits.global_minutes));
  delete from private.lead_fingerprints f
   where f.lead_table = tg_table_name and f.created_at < now() - make_interval(hours => limits.dedupe_hours);

  -- 1. Dedupe: the form's fields are every column but the key, the timestamp and how the visit
  --    found the site; the email in lower case. A callback has no email: its phone, like every
  --    other field, is part of the fingerprint as typed; its time zone too, when it has one.
  if tg_table_name <> 'Subscribers' then
    form := to_jsonb(new) - 'id' - 'created_at'
      - array['source_landing_path', 'source_referrer', 'utm_source', 'utm_medium', 'utm_campaign',
              'utm_term', 'utm_content', 'gclid', 'fbclid'];
    if form ? 'email' then
      form := form || jsonb_build_object('email', lower(form ->> 'email'));
    end if;
    if form ? 'visitor_time_zone' and form ->> 'visitor_time_zone' is null then
      form := form - 'visitor_time_zone';
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

revoke all on function private.guard_lead_insert() from public, anon, authenticated, service_role;
