import { resolveClientConfig, type AgencyClient, type Database } from '@agency/data';
import { PostgrestClient } from '@supabase/postgrest-js';

const config = resolveClientConfig(import.meta.env);

/**
 * The site's one backend client: `VITE_SUPABASE_URL` / `VITE_SUPABASE_ANON_KEY`, or the local
 * backend and its anon key when they are unset.
 *
 * Only the REST part of supabase-js: the site makes table calls only (spec §7) and has no
 * sign-in, storage or realtime, so it ships `PostgrestClient` (≈ 5 KB gzipped) instead of the
 * whole `SupabaseClient` (≈ 60 KB), with the same `apikey` / `Authorization: Bearer` headers.
 * The repositories of `@agency/data` only call `client.from(...)`, which both share.
 * @see issue 5 §3 (home page initial JS ≤ 80 KB gzipped)
 */
export const supabase = new PostgrestClient<Database>(`${config.url.replace(/\/+$/, '')}/rest/v1`, {
  headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}` },
}) as unknown as AgencyClient;
