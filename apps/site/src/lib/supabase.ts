import { createAgencyRestClient, resolveClientConfig, type AgencyClient, type RepositoryResult } from '@agency/data';
import { LoadError } from './loadError';

/**
 * The site's one backend client: `VITE_SUPABASE_URL` / `VITE_SUPABASE_PUBLISHABLE_KEY` (or the
 * legacy `VITE_SUPABASE_ANON_KEY`), or the local backend and its publishable key when unset.
 * Only the REST part of supabase-js: the site makes table calls only (docs/requirements.md §7),
 * so it ships PostgREST's client (≈ 5 KB gzipped) rather than the whole SupabaseClient (≈ 60 KB),
 * keeping the home page's initial JavaScript small.
 */
export const supabase = createAgencyRestClient(resolveClientConfig(import.meta.env));

/**
 * Runs one repository function of `@agency/data` (e.g. `listTestimonials`) with the site's
 * client, for the routes' loaders.
 * @param call - the repository function, or a closure over it for extra arguments.
 * @returns its data.
 * @throws {LoadError} with PostgREST's message and code when it returns an error.
 */
export async function fetchData<T>(call: (client: AgencyClient) => Promise<RepositoryResult<T>>): Promise<T> {
  const { data, error } = await call(supabase);
  if (error) throw new LoadError(error);
  return data;
}
