/**
 * The lead inserts with the visit's source (docs/privacy.md) through supabase-js and the local
 * backend, as the site sends them: the source columns given are stored with the row, the anon
 * key still reads nothing back, an empty source sends exactly the form's columns (a direct visit
 * submits as before), and what is not a source column never leaves the repository.
 */
import { LEAD_SOURCE_COLUMNS } from '@agency/domain';
import { startTestBackend, type TestBackend } from '@agency/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgencyClient, insertCallbackRequest, insertContactQuery, insertFreeSampleRequest, LOCAL_PUBLISHABLE_KEY, type AgencyClient, type LeadSource } from '../../src/index';
import { FORWARDED_FOR, nextAddress } from '../schema/support';
import { callbackDate } from '../schema/tables';

let t: TestBackend;
/** The body of each insert the client sent, as JSON. */
let sent: unknown[] = [];

beforeAll(async () => {
  t = await startTestBackend();
});

afterAll(async () => {
  await t?.stop();
});

/** A visitor's client at an address of its own, recording each request body it sends. */
function visitor(): AgencyClient {
  const recording: typeof fetch = async (input, init) => {
    if (init?.method === 'POST' && typeof init.body === 'string') sent.push(JSON.parse(init.body));
    return fetch(input, init);
  };
  return createAgencyClient({ url: t.backend.url, publishableKey: LOCAL_PUBLISHABLE_KEY }, { global: { fetch: recording, headers: { [FORWARDED_FOR]: nextAddress() } } });
}

const SOURCE: LeadSource = { source_landing_path: '/packages', utm_source: 'youtube', utm_campaign: 'bio-link', source_referrer: 'https://www.youtube.com' };
const select = ['name', ...LEAD_SOURCE_COLUMNS].join(',');
const columnsOf = (row: Record<string, unknown>) => Object.fromEntries(LEAD_SOURCE_COLUMNS.map((c) => [c, row[c] ?? null]));

describe('lead inserts with a source', () => {
  it('insertFreeSampleRequest stores the source with the request; the anon key reads nothing back', async () => {
    const client = visitor();
    const request = { name: 'Src Ada', phone: '+44 7700 900123', email: 'src-ada@example.com', video_title: 'My vlog', channel_link: null };
    expect(await insertFreeSampleRequest(client, request, SOURCE)).toEqual({ data: null, error: null });
    const { data } = await t.service.from('free_sample_requests').select(select).eq('name', request.name);
    expect(data).toEqual([{ name: request.name, ...columnsOf(SOURCE) }]);
    expect((await client.from('free_sample_requests').select('utm_source')).error?.code).toBe('42501');
  });

  it('insertCallbackRequest stores the source and the visitor time zone', async () => {
    const request = { name: 'Src Ben', phone: '07700 900456', preferred_date: callbackDate(2), preferred_time_slot: '09:00-10:00', channel_link: null, visitor_time_zone: 'America/New_York' };
    expect((await insertCallbackRequest(visitor(), request, SOURCE)).error).toBeNull();
    const { data } = await t.service.from('callback_requests').select(`${select},visitor_time_zone`).eq('name', request.name);
    expect(data).toEqual([{ name: request.name, ...columnsOf(SOURCE), visitor_time_zone: 'America/New_York' }]);
  });

  it('insertContactQuery stores the source with the message', async () => {
    const query = { name: 'Src Cy', email: 'src-cy@example.com', subject: 'Hello', message: 'Ten thumbnails', package_interest: 'Pro Engage' };
    expect((await insertContactQuery(visitor(), query, { gclid: 'EAIaIQobChMI' })).error).toBeNull();
    const { data } = await t.service.from('ContactQueries').select(select).eq('name', query.name);
    expect(data).toEqual([{ name: query.name, ...columnsOf({ gclid: 'EAIaIQobChMI' }) }]);
  });

  it('a source value over its cap is refused as the CHECK says (23514), nothing stored', async () => {
    const query = { name: 'Src Long', email: 'src-long@example.com', subject: 'Hello', message: 'Hi', package_interest: 'Pro Engage' };
    const { error } = await insertContactQuery(visitor(), query, { utm_content: 'x'.repeat(201) });
    expect(error?.code).toBe('23514');
    expect((await t.service.from('ContactQueries').select('id').eq('name', query.name)).data).toEqual([]);
  });
});

describe('exactly as before without a source', () => {
  it('each insert sends only the form\'s columns: no source column, no time zone when there is none', async () => {
    sent = [];
    const client = visitor();
    await insertFreeSampleRequest(client, { name: 'Plain Ada', phone: '1', email: 'plain-ada@example.com', video_title: 'V', channel_link: null });
    await insertCallbackRequest(client, { name: 'Plain Ben', phone: '1', preferred_date: callbackDate(2), preferred_time_slot: '07:00-08:00', channel_link: null });
    await insertContactQuery(client, { name: 'Plain Cy', email: 'plain-cy@example.com', subject: 'S', message: 'M', package_interest: 'Pro Engage' }, {});
    expect(sent.map((body) => Object.keys((body as Record<string, unknown>[])[0]!).sort())).toEqual([
      ['channel_link', 'email', 'name', 'phone', 'video_title'],
      ['channel_link', 'name', 'phone', 'preferred_date', 'preferred_time_slot'],
      ['email', 'message', 'name', 'package_interest', 'subject'],
    ]);
  });

  it('what is not a source column, or not text, never leaves the repository', async () => {
    sent = [];
    const untrusted = { utm_source: 'youtube', utm_medium: undefined, id: 'chosen-id', created_at: '2000-01-01', is_admin: true } as unknown as LeadSource;
    await insertContactQuery(visitor(), { name: 'Odd Cy', email: 'odd-cy@example.com', subject: 'S', message: 'M', package_interest: 'Pro Engage' }, untrusted);
    expect(Object.keys((sent[0] as Record<string, unknown>[])[0]!).sort()).toEqual(['email', 'message', 'name', 'package_interest', 'subject', 'utm_source']);
  });
});
