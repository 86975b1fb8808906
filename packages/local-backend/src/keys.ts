/**
 * The keys the local backend accepts: the Supabase CLI's well-known local-development keys
 * (docs/architecture.md "Local backend and hosted Supabase"), defined once in
 * `@agency/domain/local-backend` and re-exported here for the backend's own callers, and the
 * role each API key runs as. They only ever protect a database on the developer's own machine.
 */
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '@agency/domain/local-backend';

export {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '@agency/domain/local-backend';

/**
 * The API keys the local backend accepts beside the JWTs it verifies, each with the Postgres
 * role its requests run as (Supabase's publishable key → `anon`, secret key → `service_role`).
 */
export const LOCAL_API_KEYS: Readonly<Record<string, 'anon' | 'service_role'>> = {
  [LOCAL_PUBLISHABLE_KEY]: 'anon',
  [LOCAL_SECRET_KEY]: 'service_role',
};
