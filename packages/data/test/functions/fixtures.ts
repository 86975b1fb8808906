/**
 * Outbox rows as the lead-delivery migration enqueues them (`to_jsonb(new)` of each lead table)
 * and the settings the notify-leads function renders them with.
 */
import type { RenderSettings } from '../../supabase/functions/notify-leads/email.ts';

export const SETTINGS: RenderSettings = { timeZone: 'Europe/London', messageIdDomain: 'thumbcraft.studio' };

export const FREE_SAMPLE = {
  lead_table: 'free_sample_requests',
  idempotency_key: 'free_sample_requests/6f1c1d1e-0000-4000-8000-000000000001',
  payload: {
    id: '6f1c1d1e-0000-4000-8000-000000000001',
    name: 'Riley Parker',
    phone: '+44 7700 900123',
    email: 'riley@example.com',
    video_title: 'I Tried 100 Days of Hardcore',
    channel_link: 'https://youtube.com/@rileyplays',
    created_at: '2026-07-01T09:30:00.123456+00:00',
  },
};

export const CALLBACK = {
  lead_table: 'callback_requests',
  idempotency_key: 'callback_requests/6f1c1d1e-0000-4000-8000-000000000002',
  payload: {
    id: '6f1c1d1e-0000-4000-8000-000000000002',
    name: 'Sam Okafor',
    phone: '07700 900456',
    preferred_date: '2026-07-15',
    preferred_time_slot: '10:00-11:00',
    channel_link: null,
    created_at: '2026-07-13T12:00:00+00:00',
  },
};

export const CONTACT = {
  lead_table: 'ContactQueries',
  idempotency_key: 'ContactQueries/6f1c1d1e-0000-4000-8000-000000000003',
  payload: {
    id: '6f1c1d1e-0000-4000-8000-000000000003',
    name: 'Jordan Lee',
    email: 'jordan@example.com',
    subject: 'A series of 12 thumbnails',
    message: 'Line one\nLine two',
    package_interest: 'Pro Engage',
    created_at: '2026-12-01T18:05:00+00:00',
  },
};

/** `base` with some payload fields replaced. */
export function withPayload<T extends { payload: object }>(base: T, changes: Record<string, unknown>): T {
  return { ...base, payload: { ...base.payload, ...changes } };
}
