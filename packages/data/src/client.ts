import { PostgrestClient } from '@supabase/postgrest-js';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { isApiKey, type ClientConfig } from './config';
import type { Database } from './database.types';

/**
 * What every repository takes: anything with supabase-js's typed `from(table)` — a whole
 * `SupabaseClient<Database>` ({@link createAgencyClient}) or just its REST part
 * ({@link createAgencyRestClient}).
 */
export type AgencyClient = Pick<SupabaseClient<Database>, 'from'>;

/**
 * Creates the typed Supabase client for a visitor (no session is persisted: the site has no
 * sign-in, docs/requirements.md §6).
 * @param config - URL and key; see `resolveClientConfig` (`config.ts`).
 * @param options - extra supabase-js options (tests pass their own `global.fetch`).
 * @throws if `url` is not a valid URL (supabase-js's own check).
 */
export function createAgencyClient(
  config: ClientConfig,
  options: SupabaseClientOptions<'public'> = {},
): AgencyClient {
  return createClient<Database>(config.url, config.publishableKey, {
    ...options,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...options.auth },
  });
}

/**
 * The headers that carry a key the way Supabase documents it for its type: a publishable or
 * secret key (`sb_…`, not a JWT) in `apikey` alone; a legacy JWT key in `apikey` and as
 * `Authorization: Bearer`.
 * @param key - the project key.
 * @returns the request headers.
 */
export function keyHeaders(key: string): Record<string, string> {
  return isApiKey(key) ? { apikey: key } : { apikey: key, Authorization: `Bearer ${key}` };
}

/**
 * Creates only the REST (PostgREST) part of the Supabase client, sending the key as
 * {@link keyHeaders} says: for a site that makes table calls only (no sign-in, storage or
 * realtime), at a fraction of supabase-js's size. The site's browser bundle and its build both
 * read through it.
 * @param config - URL and key; see `resolveClientConfig` (`config.ts`).
 * @param options - `fetch`: the fetch to send requests with (the build's carries a time limit);
 *   default the global one.
 * @throws {TypeError} on the first call when `url` is not a valid URL.
 * @see docs/requirements.md §7 (all calls are table operations)
 */
export function createAgencyRestClient(config: ClientConfig, options: { fetch?: typeof fetch } = {}): AgencyClient {
  return new PostgrestClient<Database>(`${config.url.replace(/\/+$/, '')}/rest/v1`, {
    headers: keyHeaders(config.publishableKey),
    fetch: options.fetch,
  });
}
