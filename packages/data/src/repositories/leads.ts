import type { AgencyClient } from '../client';
import type { TablesInsert } from '../database.types';
import { toResult, type RepositoryResult } from './result';

/** A free sample request as the form sends it (docs/requirements.md §3.1, §5); `channel_link` is optional. */
export type FreeSampleRequestInsert = Pick<
  TablesInsert<'free_sample_requests'>,
  'name' | 'phone' | 'email' | 'video_title' | 'channel_link'
>;
/** A callback request; `preferred_date` is an ISO date, `preferred_time_slot` e.g. `'07:00-08:00'`. */
export type CallbackRequestInsert = Pick<
  TablesInsert<'callback_requests'>,
  'name' | 'phone' | 'preferred_date' | 'preferred_time_slot' | 'channel_link'
>;
/** A contact message. */
export type ContactQueryInsert = Pick<
  TablesInsert<'ContactQueries'>,
  'name' | 'email' | 'subject' | 'message' | 'package_interest'
>;

/*
 * Leads are inserted without `.select()` (PostgREST's return=minimal): visitors may insert a lead
 * but never read one back, so asking for the row would be refused by row level security.
 */

/**
 * Stores a free sample request (its five form columns only; a missing `channel_link` is stored
 * as null).
 * @param client - the typed client ({@link AgencyClient}).
 * @param request - the form's values.
 * @returns `{ data: null, error: null }` on success; on failure the PostgREST error (e.g.
 * `23514` when a CHECK constraint refuses a value, `NETWORK_ERROR` when the request failed).
 * @see docs/requirements.md §7 (Insert free_sample_requests), §5
 */
export function insertFreeSampleRequest(
  client: AgencyClient,
  request: FreeSampleRequestInsert,
): Promise<RepositoryResult<null>> {
  return toResult(client.from('free_sample_requests').insert([pickFreeSample(request)]), () => null);
}

/**
 * Stores a callback request (its five form columns only; a missing `channel_link` is stored as
 * null).
 * @param client - the typed client.
 * @param request - the dialog's values.
 * @returns `{ data: null, error: null }` on success, else the PostgREST error (e.g. `23514`).
 * @see docs/requirements.md §7 (Insert callback_requests), §5
 */
export function insertCallbackRequest(
  client: AgencyClient,
  request: CallbackRequestInsert,
): Promise<RepositoryResult<null>> {
  const { name, phone, preferred_date, preferred_time_slot, channel_link } = request;
  return toResult(
    client
      .from('callback_requests')
      .insert([{ name, phone, preferred_date, preferred_time_slot, channel_link: channel_link ?? null }]),
    () => null,
  );
}

/**
 * Stores a contact message (its five form columns only).
 * @param client - the typed client.
 * @param query - the contact form's values.
 * @returns `{ data: null, error: null }` on success, else the PostgREST error (e.g. `23514`).
 * @see docs/requirements.md §7 (Insert ContactQueries), §5
 */
export function insertContactQuery(
  client: AgencyClient,
  query: ContactQueryInsert,
): Promise<RepositoryResult<null>> {
  const { name, email, subject, message, package_interest } = query;
  return toResult(
    client.from('ContactQueries').insert([{ name, email, subject, message, package_interest }]),
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
