-- Hosted Supabase only: what calls the notify-leads Edge Function, which drains the lead outbox
-- (private.lead_notifications, migration 20261125000000_lead_delivery.sql) and emails the agency.
-- Supabase Cron (pg_cron) calls it every minute, and a trigger on the outbox calls it right after
-- leads are stored (a Database Webhook, through pg_net), so an email leaves seconds after the lead is
-- stored and a missed call is made up within a minute. Both as Supabase's "Scheduling Edge
-- Functions" guide does: pg_cron + pg_net, with the URL and the secret in Vault.
--
-- Not a migration: pg_cron and pg_net exist on hosted projects only (not in PGlite, not in the
-- PostgreSQL 15 the tests use), so this file lives outside supabase/migrations/. Neither
-- `supabase db push` nor the local backend applies it; the local backend calls the function
-- itself after each insert (agency-backend --after-insert-url).
--
-- How to run it, once per project, and again after changing it (it replaces what it created):
--   1. The function's side (its environment; SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set
--      by Supabase itself):
--        supabase secrets set NOTIFY_LEADS_SECRET=<a long random string> \
--          LEADS_EMAIL_TO=<the agency's address> LEADS_EMAIL_FROM=<a sender on a verified domain> \
--          RESEND_API_KEY=<key>
--        supabase functions deploy notify-leads --no-verify-jwt
--      (--no-verify-jwt: the calls below carry no user JWT; the function checks its own secret.)
--      (optional: AGENCY_TIME_ZONE, LEAD_RETRY_BASE_SECONDS, LEAD_MAX_ATTEMPTS; SMTP_HOST,
--      SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS instead of RESEND_API_KEY.)
--   2. The database's side, the two Vault secrets this file reads, in the SQL editor:
--        select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--        select vault.create_secret('<the same value as NOTIFY_LEADS_SECRET>', 'notify_leads_secret');
--      (to change one later: select vault.update_secret(id, '<new value>') with its id from
--      vault.secrets.)
--   3. This file: paste it into the dashboard's SQL editor and run it, or
--        psql "<the project's connection string>" -v ON_ERROR_STOP=1 -f packages/data/supabase/hosted/notify-leads-schedule.sql
--
-- To stop: select cron.unschedule('notify-leads');
--          drop trigger notify_leads_after_insert on private.lead_notifications;

create extension if not exists pg_cron with schema pg_catalog;
create extension if not exists pg_net with schema extensions;

-- Refuse to go on without the secrets: the calls would fail quietly, every minute.
do $$
begin
  if (select count(*) from vault.decrypted_secrets
       where name in ('project_url', 'notify_leads_secret') and coalesce(decrypted_secret, '') <> '') < 2 then
    raise exception 'Create the Vault secrets project_url and notify_leads_secret first (see this file''s header).';
  end if;
end
$$;

-- One call of the function: an asynchronous POST through pg_net, queued when the calling
-- transaction commits (a rolled-back insert calls nothing). Owned by postgres, which may read
-- Vault; no API role may execute it.
create or replace function private.invoke_notify_leads()
  returns bigint
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  return net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/notify-leads',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'x-notify-leads-secret', (select decrypted_secret from vault.decrypted_secrets where name = 'notify_leads_secret')
    ),
    body := '{}'::jsonb,
    -- The function drains for up to about 50 seconds.
    timeout_milliseconds := 55000
  );
end
$$;
revoke all on function private.invoke_notify_leads() from public, anon, authenticated, service_role;

-- Every minute: retries fall due, and a call the trigger's request missed is made up.
select cron.schedule('notify-leads', '* * * * *', 'select private.invoke_notify_leads()');

-- Right after leads are stored: once per transaction (each lead's outbox row is inserted by a
-- statement of its own, so an array of leads would otherwise call once per lead; one call drains
-- them all).
create or replace function private.notify_leads_after_insert()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if coalesce(current_setting('notify_leads.called', true), '') <> 'yes' then
    perform set_config('notify_leads.called', 'yes', true);
    perform private.invoke_notify_leads();
  end if;
  return null;
end
$$;
revoke all on function private.notify_leads_after_insert() from public, anon, authenticated, service_role;

drop trigger if exists notify_leads_after_insert on private.lead_notifications;
create trigger notify_leads_after_insert after insert on private.lead_notifications
  for each statement execute function private.notify_leads_after_insert();
