import { PostgrestClient } from '@supabase/postgrest-js';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from './database.types';

/** The local backend's address (the Supabase CLI's local API address). */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

/**
 * The Supabase CLI's well-known local anon key, accepted by the embedded local backend.
 * Public by design: it only grants what row level security allows a visitor.
 */
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/**
 * What every repository takes: anything with supabase-js's typed `from(table)` — a whole
 * `SupabaseClient<Database>` ({@link createAgencyClient}) or just its REST part
 * ({@link createAgencyRestClient}).
 */
export type AgencyClient = Pick<SupabaseClient<Database>, 'from'>;

/** Where the client connects: a Supabase project URL and its anon (public) key. */
export interface ClientConfig {
  /** Project URL without `/rest/v1`, e.g. `https://abc.supabase.co`. */
  url: string;
  /** The project's anon key (a JWT whose role is `anon`). */
  anonKey: string;
}

/**
 * Resolves the backend address from `VITE_SUPABASE_URL` / `VITE_SUPABASE_ANON_KEY`, falling
 * back to the local backend and its anon key when a variable is unset or blank.
 * @param env - the environment to read (the site passes `import.meta.env`).
 */
export function resolveClientConfig(env: Record<string, string | boolean | undefined>): ClientConfig {
  const pick = (key: string) => {
    const value = env[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  return {
    url: pick('VITE_SUPABASE_URL') ?? LOCAL_SUPABASE_URL,
    anonKey: pick('VITE_SUPABASE_ANON_KEY') ?? LOCAL_SUPABASE_ANON_KEY,
  };
}

/**
 * Creates the typed Supabase client for a visitor (no session is persisted: the site has no
 * sign-in, docs/requirements.md §6).
 * @param config - URL and key; see {@link resolveClientConfig}.
 * @param options - extra supabase-js options (tests pass their own `global.fetch`).
 * @throws if `url` is not a valid URL (supabase-js's own check).
 */
export function createAgencyClient(
  config: ClientConfig,
  options: SupabaseClientOptions<'public'> = {},
): AgencyClient {
  return createClient<Database>(config.url, config.anonKey, {
    ...options,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...options.auth },
  });
}

/**
 * Creates only the REST (PostgREST) part of the Supabase client, with the same `apikey` /
 * `Authorization: Bearer` headers: for a browser app that makes table calls only (no sign-in,
 * storage or realtime), at a fraction of supabase-js's size.
 * @param config - URL and key; see {@link resolveClientConfig}.
 * @see docs/requirements.md §7 (all calls are table operations)
 */
export function createAgencyRestClient(config: ClientConfig): AgencyClient {
  return new PostgrestClient<Database>(`${config.url.replace(/\/+$/, '')}/rest/v1`, {
    headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}` },
  });
}
