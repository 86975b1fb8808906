-- Offers and chat tooltip messages with a time window (docs/requirements.md §2.2, §3; what
-- visitors may read: docs/architecture.md "Security model").
--
-- * `starts_at` and `ends_at`, both optional (`timestamptz`): a row is current from `starts_at`
--   (none: at once) until just before `ends_at` (none: for ever), and only while `is_active`. An
--   offer can be scheduled ahead and ends on its date with nobody switching it off.
-- * Visitors (anon, authenticated) read only the rows that are current now: the policies below
--   replace "active rows only" with "active and inside their window". A policy, not a view, so
--   the tables, their grants and the repositories' queries stay as they were, on PGlite and
--   PostgreSQL 15 alike; `now()` is the transaction's start, as PostgREST runs each request in one.
-- * service_role still reads and writes every row (it bypasses row level security).
-- * Whether a window's opening or closing makes the prerendered site rebuild: the next migration
--   (20261202000050_site_rebuilds.sql).

alter table public.offers
  add column starts_at timestamptz,
  add column ends_at timestamptz,
  add constraint offers_window check (starts_at is null or ends_at is null or starts_at < ends_at);

alter table public.whatsapp_tooltips
  add column starts_at timestamptz,
  add column ends_at timestamptz,
  add constraint whatsapp_tooltips_window check (starts_at is null or ends_at is null or starts_at < ends_at);

drop policy "Visitors read active offers" on public.offers;
create policy "Visitors read current offers" on public.offers
  for select to anon, authenticated
  using (is_active and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now()));

drop policy "Visitors read active tooltip messages" on public.whatsapp_tooltips;
create policy "Visitors read current tooltip messages" on public.whatsapp_tooltips
  for select to anon, authenticated
  using (is_active and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now()));
