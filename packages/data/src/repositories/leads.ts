import type { AgencyClient } from '../client';
import type { TablesInsert } from '../database.types';
import { toResult, type RepositoryResult } from './result';

/** A free sample request as the form sends it (spec §3, §5). */
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
 * Stores a free sample request.
 * @returns `{ data: null, error: null }` on success; on failure the PostgREST error (e.g.
 * `23514` when a CHECK constraint refuses a value).
 * @see spec §7 (Insert free_sample_requests)
 */
export function insertFreeSampleRequest(
  client: AgencyClient,
  request: FreeSampleRequestInsert,
): Promise<RepositoryResult<null>> {
  return toResult(client.from('free_sample_requests').insert([pickFreeSample(request)]), () => null);
}

/**
 * Stores a callback request.
 * @returns `{ data: null, error: null }` on success, else the PostgREST error.
 * @see spec §7 (Insert callback_requests)
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
 * Stores a contact message.
 * @returns `{ data: null, error: null }` on success, else the PostgREST error.
 * @see spec §7 (Insert ContactQueries)
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
 * @returns `{ data: null, error: null }` on success; error code `23505` when the address is
 * already subscribed (in any letter case; check with `isUniqueViolation`).
 * @see spec §7 (Insert Subscribers), §8 (newsletter failure)
 */
export function insertSubscriber(client: AgencyClient, email: string): Promise<RepositoryResult<null>> {
  return toResult(client.from('Subscribers').insert([{ email }]), () => null);
}

function pickFreeSample(request: FreeSampleRequestInsert): FreeSampleRequestInsert {
  const { name, phone, email, video_title, channel_link } = request;
  return { name, phone, email, video_title, channel_link: channel_link ?? null };
}
