-- Site rebuilds: what the agency publishes goes live by itself. The site is prerendered from
-- the content tables (docs/decisions/0002-prerendering.md), so a change to them needs a new build
-- of the deployed site; one build per burst of edits, however many rows change
-- (docs/decisions/0006-publishing.md, docs/architecture.md "Publishing").
--
-- * private.site_rebuild, one row: the burst of content changes waiting for a build (when it
--   began, its latest change), the claim in flight, the retry state, what the last request did.
-- * A statement-level trigger on each of the ten content tables records a change (insert,
--   update, delete, truncate) in the same transaction: a rolled-back edit records nothing.
-- * Offers and tooltip messages also change with the clock: a window that opens or closes
--   (20261202000000_offer_windows.sql) counts as a change at that instant, though no row was
--   edited. claim_site_rebuild folds the window edges passed since it last looked into the burst.
-- * The rebuild-site Edge Function decides and calls the host's build hook (its URL is the
--   function's secret, never in the database): claim_site_rebuild hands it the burst once it has
--   been quiet for quiet_seconds (or has waited max_wait_seconds), leased for lease_seconds;
--   complete_site_rebuild records the request; fail_site_rebuild puts the burst back, due again
--   after the delay the function chose. So a burst is requested once, retried until the hook
--   answers, and two calls at once cannot both request it (the row is locked while a claim is
--   taken). A function that dies between a hook call that worked and its completion leaves a
--   claim whose lease runs out: the next claim requests that burst again (at least once).
-- * Supabase Cron calls the function every minute on a hosted project
--   (supabase/hosted/rebuild-site-schedule.sql); npm start runs the same function file locally.
--
-- Privileges, as for the lead outbox (20261125000000_lead_delivery.sql): no API role may read
-- the table; the trigger function is security definer with an empty search_path and no EXECUTE
-- for any API role; the four functions in public are executable by service_role only.
--
-- `as_of` (every function's last argument, default now()) is the instant the caller acts at: the
-- function passes nothing, tests pass their fake clock.

create table private.site_rebuild (
  singleton boolean primary key default true check (singleton),
  -- The burst waiting for a build: its first change and its latest (null: nothing waits).
  pending_since timestamptz,
  changed_at timestamptz,
  -- Offer and tooltip window edges up to this instant are accounted for.
  windows_seen_until timestamptz not null default now(),
  -- The claim in flight: its id, the burst it took, when its lease ends.
  claim_id uuid,
  claimed_since timestamptz,
  claimed_changed_at timestamptz,
  locked_until timestamptz,
  -- Requests of the burst in hand so far (the function's backoff), and when it may try again.
  attempts integer not null default 0,
  next_attempt_at timestamptz,
  last_requested_at timestamptz,
  last_error text,
  builds_requested bigint not null default 0
);
insert into private.site_rebuild default values;
revoke all on table private.site_rebuild from public, anon, authenticated, service_role;

-- AFTER each statement on a content table: the burst goes on (or begins).
create function private.record_content_change()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  update private.site_rebuild r
     set pending_since = coalesce(r.pending_since, pg_catalog.now()),
         changed_at = pg_catalog.now();
  return null;
end
$$;
revoke all on function private.record_content_change() from public, anon, authenticated, service_role;

do $$
declare
  content text;
begin
  foreach content in array array['HomeThumbnails', 'Thumbnail_Work', 'FeaturedPortfolio', 'CaseStudies', 'Team',
                                 'site_assets', 'testimonials', 'blogs', 'offers', 'whatsapp_tooltips'] loop
    execute format('create trigger record_content_change after insert or update or delete on public.%I
                      for each statement execute function private.record_content_change()', content);
    execute format('create trigger record_content_truncate after truncate on public.%I
                      for each statement execute function private.record_content_change()', content);
  end loop;
end
$$;

-- Hands out the waiting burst once it is due: no change for quiet_seconds, or max_wait_seconds
-- since it began (a site edited without pause still goes live), unless a claim is in flight or
-- the last attempt asked to wait. One row, or none when nothing is due.
create function public.claim_site_rebuild(
  quiet_seconds integer default 120,
  max_wait_seconds integer default 900,
  lease_seconds integer default 120,
  as_of timestamptz default now()
)
  returns table (claim_id uuid, pending_since timestamptz, changed_at timestamptz, attempts integer)
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
#variable_conflict use_column
declare
  s private.site_rebuild%rowtype;
  first_edge timestamptz;
  last_edge timestamptz;
  due boolean;
begin
  if quiet_seconds is null or quiet_seconds not between 0 and 86400 then
    raise exception using errcode = '22023', message = 'quiet_seconds must be between 0 and 86400';
  end if;
  if max_wait_seconds is null or max_wait_seconds not between 0 and 604800 then
    raise exception using errcode = '22023', message = 'max_wait_seconds must be between 0 and 604800';
  end if;
  if lease_seconds is null or lease_seconds not between 1 and 86400 then
    raise exception using errcode = '22023', message = 'lease_seconds must be between 1 and 86400';
  end if;
  if as_of is null then
    raise exception using errcode = '22023', message = 'as_of must be an instant';
  end if;
  select * into strict s from private.site_rebuild for update;

  -- 1. Window edges of active offers and tooltip messages passed since the last look.
  select min(e.edge), max(e.edge) into first_edge, last_edge
    from (select o.starts_at as edge from public.offers o where o.is_active
          union all select o.ends_at from public.offers o where o.is_active
          union all select w.starts_at from public.whatsapp_tooltips w where w.is_active
          union all select w.ends_at from public.whatsapp_tooltips w where w.is_active) e
   where e.edge > s.windows_seen_until and e.edge <= as_of;
  if first_edge is not null then
    s.pending_since := least(coalesce(s.pending_since, first_edge), first_edge);
    s.changed_at := greatest(coalesce(s.changed_at, last_edge), last_edge);
  end if;
  s.windows_seen_until := greatest(s.windows_seen_until, as_of);

  -- 2. A claim whose lease ran out was never completed: its burst waits again, due at once.
  if s.claim_id is not null and s.locked_until <= as_of then
    s.pending_since := least(coalesce(s.pending_since, s.claimed_since), s.claimed_since);
    s.changed_at := greatest(coalesce(s.changed_at, s.claimed_changed_at), s.claimed_changed_at);
    s.claim_id := null;
    s.claimed_since := null;
    s.claimed_changed_at := null;
    s.locked_until := null;
    s.next_attempt_at := null;
    s.last_error := 'The previous request was never completed (its lease ran out).';
  end if;

  -- 3. Due: the burst is handed out and leased.
  due := s.claim_id is null and s.pending_since is not null
     and (s.next_attempt_at is null or s.next_attempt_at <= as_of)
     and (s.changed_at <= as_of - make_interval(secs => quiet_seconds)
          or s.pending_since <= as_of - make_interval(secs => max_wait_seconds));
  if due then
    s.claim_id := gen_random_uuid();
    s.claimed_since := s.pending_since;
    s.claimed_changed_at := s.changed_at;
    s.pending_since := null;
    s.changed_at := null;
    s.locked_until := as_of + make_interval(secs => lease_seconds);
    s.attempts := s.attempts + 1;
  end if;
  update private.site_rebuild r
     set pending_since = s.pending_since, changed_at = s.changed_at, windows_seen_until = s.windows_seen_until,
         claim_id = s.claim_id, claimed_since = s.claimed_since, claimed_changed_at = s.claimed_changed_at,
         locked_until = s.locked_until, next_attempt_at = s.next_attempt_at, last_error = s.last_error,
         attempts = s.attempts;
  if due then
    return query select s.claim_id, s.claimed_since, s.claimed_changed_at, s.attempts;
  end if;
end
$$;

-- The host accepted the build request of `claim`: the burst is done. Changes made since the
-- claim are a burst of their own. Returns whether `claim` was the claim in flight.
create function public.complete_site_rebuild(claim uuid, as_of timestamptz default now())
  returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
begin
  update private.site_rebuild r
     set claim_id = null, claimed_since = null, claimed_changed_at = null, locked_until = null,
         attempts = 0, next_attempt_at = null, last_error = null,
         last_requested_at = as_of, builds_requested = r.builds_requested + 1
   where r.claim_id = complete_site_rebuild.claim;
  return found;
end
$$;

-- The build request of `claim` failed: its burst waits again (merged with what changed since),
-- due after retry_after_seconds. Returns whether `claim` was the claim in flight.
create function public.fail_site_rebuild(claim uuid, error text, retry_after_seconds integer, as_of timestamptz default now())
  returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
begin
  if retry_after_seconds is null or retry_after_seconds < 0 then
    raise exception using errcode = '22023', message = 'retry_after_seconds must be 0 or more';
  end if;
  update private.site_rebuild r
     set pending_since = least(coalesce(r.pending_since, r.claimed_since), r.claimed_since),
         changed_at = greatest(coalesce(r.changed_at, r.claimed_changed_at), r.claimed_changed_at),
         claim_id = null, claimed_since = null, claimed_changed_at = null, locked_until = null,
         next_attempt_at = as_of + make_interval(secs => retry_after_seconds),
         last_error = left(fail_site_rebuild.error, 2000)
   where r.claim_id = fail_site_rebuild.claim;
  return found;
end
$$;

-- What waits and what happened last, for the agency's SQL editor or a service-role script.
create function public.site_rebuild_status()
  returns table (pending_since timestamptz, changed_at timestamptz, requesting boolean, attempts integer,
                 next_attempt_at timestamptz, last_requested_at timestamptz, last_error text, builds_requested bigint)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  select r.pending_since, r.changed_at, r.claim_id is not null, r.attempts, r.next_attempt_at,
         r.last_requested_at, r.last_error, r.builds_requested
    from private.site_rebuild r;
end
$$;

revoke all on function public.claim_site_rebuild(integer, integer, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.complete_site_rebuild(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.fail_site_rebuild(uuid, text, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.site_rebuild_status() from public, anon, authenticated;
grant execute on function public.claim_site_rebuild(integer, integer, integer, timestamptz) to service_role;
grant execute on function public.complete_site_rebuild(uuid, timestamptz) to service_role;
grant execute on function public.fail_site_rebuild(uuid, text, integer, timestamptz) to service_role;
grant execute on function public.site_rebuild_status() to service_role;
