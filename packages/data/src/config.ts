/**
 * Where the site's client connects: the one reading of the backend's URL and anon key from an
 * environment, for the browser bundle (`import.meta.env`), the build (Vite's `loadEnv`),
 * `npm start` and the tests (`process.env`). Imports no client library, so plain Node scripts
 * can load it alone (`@agency/data/config`).
 * @see docs/architecture.md "Data flow" (the client) and "Local backend and hosted Supabase"
 */
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from '@agency/local-backend/local-defaults';

export { LOCAL_ANON_KEY, LOCAL_BACKEND_URL };

/** Where the client connects: a Supabase project URL and its anon (public) key. */
export interface ClientConfig {
  /** Project URL without `/rest/v1`, e.g. `https://abc.supabase.co`. */
  url: string;
  /** The project's anon key (a JWT whose role is `anon`). */
  anonKey: string;
}

/** A {@link ClientConfig} read from an environment, saying whether it fell back to the local backend. */
export interface ResolvedClientConfig extends ClientConfig {
  /** True when `VITE_SUPABASE_URL` is unset or blank, so `url` is the local backend's. */
  local: boolean;
}

/**
 * Reads the backend from `VITE_SUPABASE_URL` / `VITE_SUPABASE_ANON_KEY` (each trimmed),
 * falling back to the local backend ({@link LOCAL_BACKEND_URL}) and its anon key
 * ({@link LOCAL_ANON_KEY}) when a variable is unset or blank. Does not check the URL: the build
 * does (`apps/site/build/securityHeadersPlugin.ts`), before anything is compiled.
 * @param env - the environment to read: `import.meta.env` in the browser bundle, Vite's
 *   `loadEnv(mode, dir, 'VITE_')` at build, `process.env` in scripts and tests.
 * @returns the URL (as given: a path or trailing slash is kept), the anon key, and `local`.
 * @see docs/requirements.md §6 (the backend is reached with the public anonymous key)
 */
export function resolveClientConfig(env: Record<string, string | boolean | undefined>): ResolvedClientConfig {
  const pick = (key: string) => {
    const value = env[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const url = pick('VITE_SUPABASE_URL');
  return { url: url ?? LOCAL_BACKEND_URL, anonKey: pick('VITE_SUPABASE_ANON_KEY') ?? LOCAL_ANON_KEY, local: url === undefined };
}
