/**
 * The Supabase CLI's well-known local-development JWT secret and demo keys (docs/architecture.md
 * "Local backend and hosted Supabase"). They only ever protect a database on the developer's own machine.
 */

/** HS256 secret that signs {@link LOCAL_ANON_KEY} and {@link LOCAL_SERVICE_ROLE_KEY}. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** JWT with `role: "anon"`: what a visitor's browser sends (defined with the local address, which a browser may ship). */
export { LOCAL_ANON_KEY } from './local-defaults';

/** JWT with `role: "service_role"` (bypasses row level security): for tests and admin scripts. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
