import { FEATURED_PORTFOLIO_LIMIT } from '@agency/domain';
import type { AgencyClient } from '../client';
import type { Tables } from '../database.types';
import { toResult, type RepositoryResult } from './result';

/** How many featured before/after works the portfolio carousel shows (docs/requirements.md §9), a fact of @agency/domain. */
export { FEATURED_PORTFOLIO_LIMIT };

/** A thumbnail work of the portfolio grid (a row of `Thumbnail_Work`). */
export type ThumbnailWork = Tables<'Thumbnail_Work'>;
/** A featured before/after pair (a row of `FeaturedPortfolio`). */
export type FeaturedWork = Tables<'FeaturedPortfolio'>;
/** A case study (a row of `CaseStudies`; its `image_urls` hold the study's images). */
export type CaseStudy = Tables<'CaseStudies'>;

/**
 * Every thumbnail work, all fields, newest first.
 * @param client - the typed client ({@link AgencyClient}).
 * @returns `{ data: rows }` (every column; `description`, `imageUrl`, `altText`, `stats`,
 * `caseStudyLink` may be null), or the PostgREST error (network failures: `NETWORK_ERROR`).
 * @see docs/requirements.md §7 (Select Thumbnail_Work)
 */
export function listThumbnailWorks(client: AgencyClient): Promise<RepositoryResult<ThumbnailWork[]>> {
  return toResult(
    client.from('Thumbnail_Work').select('*').order('created_at', { ascending: false }),
    (rows) => rows,
  );
}

/**
 * The newest featured before/after works, all fields, at most {@link FEATURED_PORTFOLIO_LIMIT}.
 * @param client - the typed client.
 * @returns `{ data: rows }` (every column but `id`, `title` and `created_at` may be null), or the
 * PostgREST error.
 * @see docs/requirements.md §7 (Select FeaturedPortfolio), §9
 */
export function listFeaturedWorks(client: AgencyClient): Promise<RepositoryResult<FeaturedWork[]>> {
  return toResult(
    client
      .from('FeaturedPortfolio')
      .select('*')
      .order('created_at', { ascending: false })
      .limit(FEATURED_PORTFOLIO_LIMIT),
    (rows) => rows,
  );
}

/**
 * Every case study, all fields, newest first.
 * @param client - the typed client.
 * @returns `{ data: rows }` (`problem`, `goal`, `solution`, `results` may be null; `image_urls`
 * is a list, possibly empty), or the PostgREST error.
 * @see docs/requirements.md §7 (Select CaseStudies)
 */
export function listCaseStudies(client: AgencyClient): Promise<RepositoryResult<CaseStudy[]>> {
  return toResult(
    client.from('CaseStudies').select('*').order('created_at', { ascending: false }),
    (rows) => rows,
  );
}
