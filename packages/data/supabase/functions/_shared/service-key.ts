/**
 * The key an Edge Function of this project uses to reach the Data API as the service role,
 * read from the variables Supabase gives every function (Supabase's "Environment Variables"
 * guide): the project's current secret key, else the legacy service-role JWT. Shared by the
 * functions in this folder (Supabase bundles `_shared/` with each).
 * @see docs/architecture.md "Security model"
 */

/** The environment as a plain object (`Deno.env.toObject()`, `process.env`). */
export type Env = Record<string, string | undefined>;

/**
 * The service key, in this order:
 * - `SUPABASE_SECRET_KEYS`: the JSON object of the project's secret keys (`{"default":
 *   "sb_secret_…"}`); its `default` key, else its first;
 * - `SUPABASE_SECRET_KEY`: one secret key (self-hosted, or set by hand);
 * - `SUPABASE_SERVICE_ROLE_KEY`: the legacy service-role JWT (while legacy keys are enabled).
 * Empty values count as unset.
 * @returns `{ key }`, or `{ problem }`: one sentence naming the variables to set, or saying
 *   that `SUPABASE_SECRET_KEYS` is not a JSON object of keys.
 */
export function serviceKeyFrom(env: Env): { key: string } | { problem: string } {
  const get = (name: string) => env[name]?.trim() || undefined;
  const keys = get('SUPABASE_SECRET_KEYS');
  if (keys !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(keys);
    } catch {
      parsed = undefined;
    }
    const values = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
    const key = values && [values.default, ...Object.values(values)].find((value): value is string => typeof value === 'string' && value.trim() !== '');
    if (!key) return { problem: 'SUPABASE_SECRET_KEYS must be a JSON object of secret keys, such as {"default":"sb_secret_…"}.' };
    return { key: key.trim() };
  }
  const key = get('SUPABASE_SECRET_KEY') ?? get('SUPABASE_SERVICE_ROLE_KEY');
  if (key) return { key };
  return { problem: 'No service key: set SUPABASE_SECRET_KEYS (hosted functions get it), SUPABASE_SECRET_KEY or the legacy SUPABASE_SERVICE_ROLE_KEY.' };
}
