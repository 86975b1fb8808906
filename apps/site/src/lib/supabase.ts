import { createAgencyRestClient, resolveClientConfig } from '@agency/data';

/**
 * The site's one backend client: `VITE_SUPABASE_URL` / `VITE_SUPABASE_ANON_KEY`, or the local
 * backend and its anon key when they are unset. Only the REST part of supabase-js: the site
 * makes table calls only (spec §7), so it ships PostgREST's client (≈ 5 KB gzipped) rather
 * than the whole SupabaseClient (≈ 60 KB). @see issue 5 (home page initial JS budget)
 */
export const supabase = createAgencyRestClient(resolveClientConfig(import.meta.env));
