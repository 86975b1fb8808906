/**
 * Where the site's client connects: the one reading of the backend's URL and publishable key
 * from an environment, for the browser bundle (`import.meta.env`), the build (Vite's `loadEnv`),
 * `npm start` and the tests (`process.env`). Imports no client library, so plain Node scripts
 * can load it alone (`@agency/data/config`).
 * @see docs/architecture.md "Data flow" (the client) and "Local backend and hosted Supabase"
 */
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL, LOCAL_PUBLISHABLE_KEY } from '@agency/domain/local-backend';

export { LOCAL_ANON_KEY, LOCAL_BACKEND_URL, LOCAL_PUBLISHABLE_KEY };

/** Where the client connects: a Supabase project URL and the key a browser may hold. */
export interface ClientConfig {
  /** Project URL without `/rest/v1`, e.g. `https://abc.supabase.co`. */
  url: string;
  /**
   * The project's publishable key (`sb_publishable_…`), or its legacy anon key (a JWT whose
   * role is `anon`): either runs as `anon`, so row level security decides what it may do.
   */
  publishableKey: string;
}

/** A {@link ClientConfig} read from an environment, saying whether it fell back to the local backend. */
export interface ResolvedClientConfig extends ClientConfig {
  /** True when `VITE_SUPABASE_URL` is unset or blank, so `url` is the local backend's. */
  local: boolean;
}

/**
 * Whether `key` is one of Supabase's current API keys (`sb_publishable_…`, `sb_secret_…`), which
 * are not JWTs, rather than a legacy JWT key (Supabase's "API keys" guide).
 */
export const isApiKey = (key: string): boolean => key.startsWith('sb_publishable_') || key.startsWith('sb_secret_');

/** Whether `url` is on this machine (`localhost`, `127.x.x.x`, `[::1]`): the local backend, or the Supabase CLI's stack, on some port. */
function isLoopback(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
  } catch {
    return false;
  }
}

/**
 * Reads the backend from `VITE_SUPABASE_URL` and `VITE_SUPABASE_PUBLISHABLE_KEY` (else the legacy
 * `VITE_SUPABASE_ANON_KEY`), each trimmed, a blank value counting as unset. With no URL, or a URL
 * on this machine (the local backend on another port), a missing key is the local publishable
 * key ({@link LOCAL_PUBLISHABLE_KEY}); with no URL the backend is the local one
 * ({@link LOCAL_BACKEND_URL}). Does not check the URL's form: the build does
 * (`apps/site/build/securityHeadersPlugin.ts`), before anything is compiled.
 * @param env - the environment to read: `import.meta.env` in the browser bundle, Vite's
 *   `loadEnv(mode, dir, 'VITE_')` at build, `process.env` in scripts and tests.
 * @returns the URL (as given: a path or trailing slash is kept), the key, and `local`.
 * @throws {Error} naming the variable to set when `VITE_SUPABASE_URL` is another machine's and no
 *   key is set (the local key would be refused there, every request a 401). (A secret key in the
 *   variable is the build's to refuse: `apps/site/build/securityHeadersPlugin.ts`.)
 * @see docs/requirements.md §6 (the backend is reached with the public anonymous key)
 */
export function resolveClientConfig(env: Record<string, string | boolean | undefined>): ResolvedClientConfig {
  const pick = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const url = pick('VITE_SUPABASE_URL');
  const given = pick('VITE_SUPABASE_PUBLISHABLE_KEY') ?? pick('VITE_SUPABASE_ANON_KEY');
  if (url !== undefined && given === undefined && !isLoopback(url)) {
    throw new Error(
      `VITE_SUPABASE_URL is set (${url}) but VITE_SUPABASE_PUBLISHABLE_KEY is not: set it to the project's publishable key ` +
        '(Supabase dashboard: Project Settings → API Keys → Publishable key, sb_publishable_…; the legacy anon key in ' +
        'VITE_SUPABASE_ANON_KEY works too), or unset VITE_SUPABASE_URL to use the local backend.',
    );
  }
  return { url: url ?? LOCAL_BACKEND_URL, publishableKey: given ?? LOCAL_PUBLISHABLE_KEY, local: url === undefined };
}
