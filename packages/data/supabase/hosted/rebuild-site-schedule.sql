-- Hosted Supabase only: what calls the rebuild-site Edge Function, which asks the site's host to
-- build again once the content has settled (migration 20261202000050_site_rebuilds.sql,
-- docs/decisions/0006-publishing.md). Supabase Cron (pg_cron) calls it every minute through pg_net;
-- the function decides whether a burst of content changes (or an offer's window opening or
-- closing) is due, and calls the host's build hook once for it. As Supabase's "Scheduling Edge
-- Functions" guide does: pg_cron + pg_net, with the URL and the secret in Vault.
--
-- Not a migration: pg_cron and pg_net exist on hosted projects only (not in PGlite, not in the
-- PostgreSQL 15 the tests use). Locally, `npm start` calls the same function every 5 s.
--
-- How to run it, once per project, and again after changing it (it replaces what it created):
--   1. The function's side (SUPABASE_URL and the secret keys are set by Supabase itself):
--        supabase secrets set REBUILD_SITE_SECRET=<a long random string> \
--          BUILD_HOOK_URL=<the host's build or deploy hook: README "Publishing">
--        supabase functions deploy rebuild-site --no-verify-jwt
--      (optional: REBUILD_QUIET_SECONDS, default 120; REBUILD_MAX_WAIT_SECONDS, default 900;
--      REBUILD_RETRY_BASE_SECONDS, default 60.)
--   2. The database's side, the Vault secrets this file reads, in the SQL editor (project_url
--      may exist already, from notify-leads-schedule.sql):
--        select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--        select vault.create_secret('<the same value as REBUILD_SITE_SECRET>', 'rebuild_site_secret');
--   3. This file: paste it into the dashboard's SQL editor and run it, or
--        psql "<the project's connection string>" -v ON_ERROR_STOP=1 -f packages/data/supabase/hosted/rebuild-site-schedule.sql
--
-- To stop: select cron.unschedule('rebuild-site');
-- What waits and what happened last: select * from public.site_rebuild_status();

create extension if not exists pg_cron with schema pg_catalog;
create extension if not exists pg_net with schema extensions;

-- Refuse to go on without the secrets: the calls would fail quietly, every minute.
do $$
begin
  if (select count(*) from vault.decrypted_secrets
       where name in ('project_url', 'rebuild_site_secret') and coalesce(decrypted_secret, '') <> '') < 2 then
    raise exception 'Create the Vault secrets project_url and rebuild_site_secret first (see this file''s header).';
  end if;
end
$$;

-- One call of the function: an asynchronous POST through pg_net. Owned by postgres, which may
-- read Vault; no API role may execute it.
create or replace function private.invoke_rebuild_site()
  returns bigint
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  return net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/rebuild-site',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'x-rebuild-site-secret', (select decrypted_secret from vault.decrypted_secrets where name = 'rebuild_site_secret')
    ),
    body := '{}'::jsonb,
    -- The function waits at most 15 s for the host's hook.
    timeout_milliseconds := 30000
  );
end
$$;
revoke all on function private.invoke_rebuild_site() from public, anon, authenticated, service_role;

-- Every minute: a burst that has been quiet for REBUILD_QUIET_SECONDS, an offer's window that
-- opened or closed, a retry that fell due.
select cron.schedule('rebuild-site', '* * * * *', 'select private.invoke_rebuild_site()');
