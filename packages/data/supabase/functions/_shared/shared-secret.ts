/**
 * The shared secret an Edge Function of this project checks on every call: Supabase Database
 * Webhooks and Cron's `pg_net` calls are not signed, so the caller sends a secret header that the
 * function compares with its own copy (docs/architecture.md "Security model").
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether `given` equals `expected`, in time that does not depend on where they differ or on
 * their lengths (both are hashed with SHA-256, the digests compared with `timingSafeEqual`).
 * `null` (no header) never matches.
 */
export function secretMatches(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
