import type { PostgrestError } from '@supabase/supabase-js';

/** A PostgREST error as supabase-js hands it over: `{ code, message, details, hint }`. */
export type RepositoryError = Pick<PostgrestError, 'code' | 'message' | 'details' | 'hint'>;

/**
 * What every repository function returns: the data, or the error that kept it from coming
 * (never both, never a throw for a failed query).
 */
export type RepositoryResult<T> = { data: T; error: null } | { data: null; error: RepositoryError };

/** The Postgres code of a unique violation (`23505`), e.g. a newsletter address already stored. */
export const UNIQUE_VIOLATION = '23505';

/** Builds a result from a supabase-js response, turning a thrown network failure into an error. */
export async function toResult<T>(
  query: PromiseLike<{ data: unknown; error: PostgrestError | null }>,
  map: (data: unknown) => T,
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

/** True when the error is a unique violation (`23505`): recognised by code, never by text. */
export function isUniqueViolation(error: RepositoryError | null | undefined): boolean {
  return error?.code === UNIQUE_VIOLATION;
}
