import { createAgencyClient, resolveClientConfig } from '@agency/data';

/**
 * The site's one Supabase client: `VITE_SUPABASE_URL` / `VITE_SUPABASE_ANON_KEY`, or the local
 * backend and its anon key when they are unset.
 */
export const supabase = createAgencyClient(resolveClientConfig(import.meta.env));
