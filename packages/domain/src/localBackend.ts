/**
 * The local backend's well-known address and keys: the Supabase CLI's local API address, its
 * publishable and secret keys (not JWTs), and the JWT secret with the legacy anon and
 * service-role JWTs it signs. Defined here once, below every package that needs them:
 * `@agency/data` falls back to the address and the publishable key (`resolveClientConfig`),
 * `@agency/local-backend` accepts the keys, and scripts and tests send them. Here rather than in
 * `@agency/local-backend` so that reading them does not install an embedded Postgres.
 *
 * Published as `@agency/domain/local-backend`, not from the package's index, so a browser
 * bundle that imports `@agency/domain` never holds the secret ones. They protect nothing but a
 * database on a developer's own machine.
 * @see docs/architecture.md "Local backend and hosted Supabase"
 */

/** The Supabase CLI's local API port. */
export const LOCAL_BACKEND_PORT = 54321;

/** The local backend's default interface. */
export const LOCAL_BACKEND_HOST = '127.0.0.1';

/** The local backend's default base URL, without `/rest/v1`: `http://127.0.0.1:54321`. */
export const LOCAL_BACKEND_URL = `http://${LOCAL_BACKEND_HOST}:${LOCAL_BACKEND_PORT}`;

/**
 * The Supabase CLI's local publishable key (what `supabase start` prints; not a JWT): runs as
 * `anon`. What a visitor's client sends the local backend, in the `apikey` header. Public by
 * design: it only grants what row level security allows a visitor.
 */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

/**
 * The legacy anon key: a JWT with `role: "anon"` (expires 2032-11-11), signed with
 * {@link LOCAL_JWT_SECRET}, still accepted beside {@link LOCAL_PUBLISHABLE_KEY}. Public by design.
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** HS256 secret that signs {@link LOCAL_ANON_KEY} and {@link LOCAL_SERVICE_ROLE_KEY}. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** Legacy JWT with `role: "service_role"` (bypasses row level security): for tests and admin scripts. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/**
 * The Supabase CLI's local secret key (what `supabase start` prints; not a JWT): runs as
 * `service_role`, so it bypasses row level security. For the local Edge Functions, tests and
 * admin scripts; never for a browser.
 */
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
