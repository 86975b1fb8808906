/**
 * Helpers for the end-to-end tests: reading the database as the service role (what landed),
 * and the local keys.
 */
export const API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:54391';

export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/**
 * Reads rows with the service-role key (bypasses row level security).
 * @param table - table name, e.g. `Subscribers`.
 * @param query - PostgREST query string, e.g. `select=email&email=eq.a@b.co`.
 * @throws when the backend answers with an error status.
 */
export async function serviceSelect<T = Record<string, unknown>>(table: string, query: string): Promise<T[]> {
  const response = await fetch(`${API_URL}/rest/v1/${encodeURIComponent(table)}?${query}`, {
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T[];
}

/** A unique, valid email address for one test run. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
