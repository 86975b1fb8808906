-- What a hosted Supabase project already has before any migration runs, recreated for the
-- embedded local backend: the API roles and the default privileges Supabase grants them on
-- everything created in the public schema. Migrations then revoke and grant as they need,
-- exactly as they would on a hosted project. Never applied to a hosted project.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
-- Hosted Supabase's statement time limits per role (applied per request, as PostgREST does;
-- PGlite cannot interrupt a statement: docs/decisions/0005-statement-timeouts.md).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
