import type { AgencyClient } from '../client';
import type { SiteAssetName, Tables } from '../database.types';
import { toResult, type RepositoryResult } from './result';

/** How many home thumbnails the gallery shows (spec §9). */
export const HOME_THUMBNAILS_LIMIT = 12;

/** A home gallery thumbnail: `id`, `image_url` (may be null: use a fallback) and `alt_text`. */
export type HomeThumbnail = Pick<Tables<'HomeThumbnails'>, 'id' | 'image_url' | 'alt_text'>;

/**
 * The home gallery's thumbnails: `id, image_url, alt_text`, at most 12.
 * @see spec §7 (Select HomeThumbnails), §9
 */
export function listHomeThumbnails(client: AgencyClient): Promise<RepositoryResult<HomeThumbnail[]>> {
  return toResult(
    client.from('HomeThumbnails').select('id,image_url,alt_text').order('id').limit(HOME_THUMBNAILS_LIMIT),
    (rows) => rows as HomeThumbnail[],
  );
}

/**
 * The URL of a named site asset (`logo_dark_background` or `favicon`), as a single row.
 * @returns `{ data: url }`; an error with code `PGRST116` when the asset is missing.
 * @see spec §7 (Select site_assets)
 */
export function getSiteAssetUrl(
  client: AgencyClient,
  assetName: SiteAssetName,
): Promise<RepositoryResult<string>> {
  return toResult(
    client.from('site_assets').select('asset_url').eq('asset_name', assetName).single(),
    (row) => (row as Pick<Tables<'site_assets'>, 'asset_url'>).asset_url,
  );
}

/**
 * The active chat tooltip message: `message` where `is_active`, limit 1, single row.
 * @returns `{ data: message }`; an error (`PGRST116`) when no message is active.
 * @see spec §7 (Select whatsapp_tooltips), §8 (errors ignored: keep the default text)
 */
export function getActiveTooltipMessage(client: AgencyClient): Promise<RepositoryResult<string>> {
  return toResult(
    client.from('whatsapp_tooltips').select('message').eq('is_active', true).limit(1).single(),
    (row) => (row as Pick<Tables<'whatsapp_tooltips'>, 'message'>).message,
  );
}

/**
 * The messages of the active offers, for the offer banner (empty: the banner is hidden).
 * @see spec §7 (Select offers), §2 (offer banner)
 */
export function listActiveOfferMessages(client: AgencyClient): Promise<RepositoryResult<string[]>> {
  return toResult(
    client.from('offers').select('message').eq('is_active', true).order('id'),
    (rows) => (rows as Pick<Tables<'offers'>, 'message'>[]).map((row) => row.message),
  );
}
