import type { AgencyClient } from '../client';
import type { Tables } from '../database.types';
import { toResult, type RepositoryResult } from './result';

/** How many featured before/after works the portfolio carousel shows (spec §9). */
export const FEATURED_PORTFOLIO_LIMIT = 5;

/** A thumbnail work of the portfolio grid. */
export type ThumbnailWork = Tables<'Thumbnail_Work'>;
/** A featured before/after pair. */
export type FeaturedWork = Tables<'FeaturedPortfolio'>;
/** A case study (2–4 images in `image_urls`). */
export type CaseStudy = Tables<'CaseStudies'>;

/**
 * Every thumbnail work, all fields, newest first.
 * @see spec §7 (Select Thumbnail_Work)
 */
export function listThumbnailWorks(client: AgencyClient): Promise<RepositoryResult<ThumbnailWork[]>> {
  return toResult(
    client.from('Thumbnail_Work').select('*').order('created_at', { ascending: false }),
    (rows) => rows as ThumbnailWork[],
  );
}

/**
 * The newest five featured before/after works, all fields.
 * @see spec §7 (Select FeaturedPortfolio), §9
 */
export function listFeaturedWorks(client: AgencyClient): Promise<RepositoryResult<FeaturedWork[]>> {
  return toResult(
    client
      .from('FeaturedPortfolio')
      .select('*')
      .order('created_at', { ascending: false })
      .limit(FEATURED_PORTFOLIO_LIMIT),
    (rows) => rows as FeaturedWork[],
  );
}

/**
 * Every case study, all fields, newest first.
 * @see spec §7 (Select CaseStudies)
 */
export function listCaseStudies(client: AgencyClient): Promise<RepositoryResult<CaseStudy[]>> {
  return toResult(
    client.from('CaseStudies').select('*').order('created_at', { ascending: false }),
    (rows) => rows as CaseStudy[],
  );
}
