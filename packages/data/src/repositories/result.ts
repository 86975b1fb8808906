import type { PostgrestError, PostgrestSingleResponse } from '@supabase/supabase-js';

/** A PostgREST error as supabase-js hands it over: `{ code, message, details, hint }`. */
export type RepositoryError = Pick<PostgrestError, 'code' | 'message' | 'details' | 'hint'>;

/**
 * What every repository function returns: the data, or the error that kept it from coming
 * (never both, never a throw for a failed query).
 */
export type RepositoryResult<T> = { data: T; error: null } | { data: null; error: RepositoryError };

/** The Postgres code of a unique violation (`23505`), e.g. a newsletter address already stored. */
export const UNIQUE_VIOLATION = '23505';

/**
 * Builds a result from a supabase-js query, typed by the query itself: `map` receives the rows
 * (or row) that supabase-js's typed `select` infers from the generated `Database`, so no cast is
 * needed anywhere.
 * @param query - a supabase-js query builder (or any promise of a PostgREST response).
 * @param map - turns the response's data into the repository's return value.
 * @returns `{ data: map(data), error: null }`, or `{ data: null, error }` with PostgREST's
 * `{ code, message, details, hint }`; a thrown network failure becomes an error with code
 * `NETWORK_ERROR` (never a throw).
 * @see docs/requirements.md §7 (responses are read as data and error)
 */
export async function toResult<Data, T>(
  query: PromiseLike<PostgrestSingleResponse<Data>>,
  map: (data: Data) => T,
): Promise<RepositoryResult<T>> {
  try {
    const { data, error } = await query;
    if (error) return { data: null, error: pickError(error) };
    return { data: map(data), error: null };
  } catch (cause) {
    return {
      data: null,
      error: {
        code: 'NETWORK_ERROR',
        message: cause instanceof Error ? cause.message : String(cause),
        details: '',
        hint: '',
      },
    };
  }
}

function pickError(error: PostgrestError): RepositoryError {
  return { code: error.code, message: error.message, details: error.details, hint: error.hint };
}

/**
 * Whether a repository error is a unique violation (`23505`), e.g. a newsletter address already
 * subscribed: recognised by its code, never by its text.
 * @param error - a repository function's `error` (null or undefined: false).
 * @returns true only for code `23505`.
 * @see docs/requirements.md §8 (newsletter failure)
 */
export function isUniqueViolation(error: RepositoryError | null | undefined): boolean {
  return error?.code === UNIQUE_VIOLATION;
}
