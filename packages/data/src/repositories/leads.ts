import { LEAD_SOURCE_COLUMNS, type LeadSourceColumn } from '@agency/domain';
import type { AgencyClient } from '../client';
import type { TablesInsert } from '../database.types';
import { toResult, type RepositoryResult } from './result';

/** A free sample request as the form sends it (docs/requirements.md §3.1, §5); `channel_link` is optional. */
export type FreeSampleRequestInsert = Pick<
  TablesInsert<'free_sample_requests'>,
  'name' | 'phone' | 'email' | 'video_title' | 'channel_link'
>;
/**
 * A callback request; `preferred_date` is an ISO date, `preferred_time_slot` e.g.
 * `'07:00-08:00'` (London time), `visitor_time_zone` the visitor's IANA zone (optional).
 */
export type CallbackRequestInsert = Pick<
  TablesInsert<'callback_requests'>,
  'name' | 'phone' | 'preferred_date' | 'preferred_time_slot' | 'channel_link' | 'visitor_time_zone'
>;
/** A contact message. */
export type ContactQueryInsert = Pick<
  TablesInsert<'ContactQueries'>,
  'name' | 'email' | 'subject' | 'message' | 'package_interest'
>;

/**
 * How the visit that sent a lead found the site: the source columns the three lead tables share
 * (`LEAD_SOURCE_COLUMNS` of @agency/domain: `source_landing_path`, `source_referrer`,
 * `utm_source` … `fbclid`), each optional. Only the columns given are sent, so an empty source
 * inserts exactly the form's columns. What the site records and why: docs/privacy.md.
 */
export type LeadSource = { [C in LeadSourceColumn]?: string } & Partial<
  SourceColumnsOf<'free_sample_requests'> & SourceColumnsOf<'callback_requests'> & SourceColumnsOf<'ContactQueries'>
>;

/** The source columns of a lead table, as generated from the migrations (a table without one fails to compile). */
type SourceColumnsOf<T extends 'free_sample_requests' | 'callback_requests' | 'ContactQueries'> = Pick<TablesInsert<T>, LeadSourceColumn>;

/** The columns of `source` that hold a string, and nothing else (the caller's object may carry more). */
function sourceColumns(source: LeadSource): LeadSource {
  return Object.fromEntries(LEAD_SOURCE_COLUMNS.flatMap((column) => (typeof source[column] === 'string' ? [[column, source[column]]] : [])));
}

/*
 * Leads are inserted without `.select()` (PostgREST's return=minimal): visitors may insert a lead
 * but never read one back, so asking for the row would be refused by row level security.
 */

/**
 * Stores a free sample request: its five form columns (a missing `channel_link` is stored as
 * null) and the source columns `source` holds.
 * @param client - the typed client ({@link AgencyClient}).
 * @param request - the form's values.
 * @param source - how the visit found the site (default: none).
 * @returns `{ data: null, error: null }` on success; on failure the PostgREST error (e.g.
 * `23514` when a CHECK constraint refuses a value, `NETWORK_ERROR` when the request failed).
 * @see docs/requirements.md §7 (Insert free_sample_requests), §5
 */
export function insertFreeSampleRequest(
  client: AgencyClient,
  request: FreeSampleRequestInsert,
  source: LeadSource = {},
): Promise<RepositoryResult<null>> {
  return toResult(client.from('free_sample_requests').insert([{ ...pickFreeSample(request), ...sourceColumns(source) }]), () => null);
}

/**
 * Stores a callback request: its form columns (a missing `channel_link` is stored as null; a
 * `visitor_time_zone` only when given) and the source columns `source` holds.
 * @param client - the typed client.
 * @param request - the dialog's values.
 * @param source - how the visit found the site (default: none).
 * @returns `{ data: null, error: null }` on success, else the PostgREST error (e.g. `23514`).
 * @see docs/requirements.md §7 (Insert callback_requests), §5
 */
export function insertCallbackRequest(
  client: AgencyClient,
  request: CallbackRequestInsert,
  source: LeadSource = {},
): Promise<RepositoryResult<null>> {
  const { name, phone, preferred_date, preferred_time_slot, channel_link, visitor_time_zone } = request;
  const zone = typeof visitor_time_zone === 'string' ? { visitor_time_zone } : {};
  return toResult(
    client
      .from('callback_requests')
      .insert([{ name, phone, preferred_date, preferred_time_slot, channel_link: channel_link ?? null, ...zone, ...sourceColumns(source) }]),
    () => null,
  );
}

/**
 * Stores a contact message: its five form columns and the source columns `source` holds.
 * @param client - the typed client.
 * @param query - the contact form's values.
 * @param source - how the visit found the site (default: none).
 * @returns `{ data: null, error: null }` on success, else the PostgREST error (e.g. `23514`).
 * @see docs/requirements.md §7 (Insert ContactQueries), §5
 */
export function insertContactQuery(
  client: AgencyClient,
  query: ContactQueryInsert,
  source: LeadSource = {},
): Promise<RepositoryResult<null>> {
  const { name, email, subject, message, package_interest } = query;
  return toResult(
    client.from('ContactQueries').insert([{ name, email, subject, message, package_interest, ...sourceColumns(source) }]),
    () => null,
  );
}

/**
 * Subscribes an address to the newsletter.
 * @param client - the typed client.
 * @param email - the address.
 * @returns `{ data: null, error: null }` on success; error code `23505` when the address is
 * already subscribed (in any letter case; check with `isUniqueViolation`), else the PostgREST
 * error.
 * @see docs/requirements.md §7 (Insert Subscribers), §8 (newsletter failure)
 */
export function insertSubscriber(client: AgencyClient, email: string): Promise<RepositoryResult<null>> {
  return toResult(client.from('Subscribers').insert([{ email }]), () => null);
}

function pickFreeSample(request: FreeSampleRequestInsert): FreeSampleRequestInsert {
  const { name, phone, email, video_title, channel_link } = request;
  return { name, phone, email, video_title, channel_link: channel_link ?? null };
}
