import type { RepositoryError } from '@agency/data';

/**
 * A repository call that failed: PostgREST's `message` (what the pages that show errors print,
 * docs/requirements.md §8) and `code` (`PGRST116`: no row, e.g. a blog post that does not exist).
 */
export class LoadError extends Error {
  readonly code: string;

  constructor({ message, code }: Pick<RepositoryError, 'message' | 'code'>) {
    super(message);
    this.name = 'LoadError';
    this.code = code;
  }
}

/** PostgREST's code when a single row was asked for and none came back (`PGRST116`). */
export const NO_ROW = 'PGRST116';
