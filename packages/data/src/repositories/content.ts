import { HOME_THUMBNAILS_LIMIT } from '@agency/domain';
import type { AgencyClient } from '../client';
import type { Tables } from '../database.types';
import { toResult, type RepositoryResult } from './result';

/** How many home thumbnails the gallery shows (docs/requirements.md §9), a fact of @agency/domain. */
export { HOME_THUMBNAILS_LIMIT };

/**
 * The two named site assets (docs/requirements.md §3.1). The column is `text` with a CHECK
 * constraint, so the generated row type says `string`; this is the narrower set callers may ask for.
 */
export type SiteAssetName = 'logo_dark_background' | 'favicon';

/** A home gallery thumbnail: `id`, `image_url` (may be null: use a fallback) and `alt_text`. */
export type HomeThumbnail = Pick<Tables<'HomeThumbnails'>, 'id' | 'image_url' | 'alt_text'>;

/**
 * The home gallery's thumbnails, by id, at most {@link HOME_THUMBNAILS_LIMIT}.
 * @param client - the typed client ({@link AgencyClient}).
 * @returns `{ data: [{ id, image_url, alt_text }, ...] }` (`image_url` may be null), or the
 * PostgREST error (network failures: code `NETWORK_ERROR`).
 * @see docs/requirements.md §7 (Select HomeThumbnails), §9
 */
export function listHomeThumbnails(client: AgencyClient): Promise<RepositoryResult<HomeThumbnail[]>> {
  return toResult(
    client.from('HomeThumbnails').select('id,image_url,alt_text').order('id').limit(HOME_THUMBNAILS_LIMIT),
    (rows) => rows,
  );
}

/**
 * The URL of a named site asset, as a single row.
 * @param client - the typed client.
 * @param assetName - `logo_dark_background` or `favicon`.
 * @returns `{ data: asset_url }`; an error with code `PGRST116` when the asset is missing, else
 * the PostgREST error.
 * @see docs/requirements.md §7 (Select site_assets)
 */
export function getSiteAssetUrl(
  client: AgencyClient,
  assetName: SiteAssetName,
): Promise<RepositoryResult<string>> {
  return toResult(
    client.from('site_assets').select('asset_url').eq('asset_name', assetName).single(),
    (row) => row.asset_url,
  );
}

/**
 * The active chat tooltip message: `message` where `is_active` (and, by row level security, inside
 * its window), limit 1, single row.
 * @param client - the typed client.
 * @returns `{ data: message }`; an error (`PGRST116`) when no message is active, else the
 * PostgREST error (the caller ignores errors and keeps its default text).
 * @see docs/requirements.md §7 (Select whatsapp_tooltips), §8 (tooltip fetch error ignored)
 */
export function getActiveTooltipMessage(client: AgencyClient): Promise<RepositoryResult<string>> {
  return toResult(
    client.from('whatsapp_tooltips').select('message').eq('is_active', true).limit(1).single(),
    (row) => row.message,
  );
}

/** A current offer: its `message`, and `ends_at` (ISO 8601) when it ends on a date. */
export type CurrentOffer = Pick<Tables<'offers'>, 'message' | 'ends_at'>;

/**
 * The current offers for the offer banner, by id: active and inside their window, as row level
 * security lets a visitor read them (migration 20261202000000_offer_windows.sql), with when each
 * ends so that a page built earlier can drop it then.
 * @param client - the typed client.
 * @returns `{ data: [{ message, ends_at }, ...] }` (empty: the banner is hidden), or the PostgREST error.
 * @see docs/requirements.md §7 (Select offers), §2.2 (the offer banner)
 */
export function listCurrentOffers(client: AgencyClient): Promise<RepositoryResult<CurrentOffer[]>> {
  return toResult(
    client.from('offers').select('message,ends_at').eq('is_active', true).order('id'),
    (rows) => rows,
  );
}
