/**
 * Where the local backend listens by default and the key a visitor's client sends it: the
 * Supabase CLI's well-known local address and anon key, defined here once. Everything that
 * falls back to the local backend reads them from here, through `resolveClientConfig` of
 * `@agency/data` (the browser bundle, the build, `npm start`, the tests).
 *
 * No imports and nothing secret, so a browser bundle may include this module (published as
 * `@agency/local-backend/local-defaults`); the JWT secret and the service-role key stay in
 * `keys.ts`.
 * @see docs/architecture.md "Local backend and hosted Supabase"
 */

/** The Supabase CLI's local API port. */
export const DEFAULT_PORT = 54321;

/** The local backend's default interface. */
export const DEFAULT_HOST = '127.0.0.1';

/** The local backend's default base URL, without `/rest/v1`: `http://127.0.0.1:54321`. */
export const LOCAL_BACKEND_URL = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`;

/**
 * JWT with `role: "anon"` (expires 2032-11-11), signed with `LOCAL_JWT_SECRET`: what a visitor's
 * client sends the local backend. Public by design: it only grants what row level security
 * allows a visitor.
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
