/**
 * Every repository function of src/ (one per call of docs/requirements.md §7) through supabase-js, with the anon
 * key, against the local backend on real Postgres: the rows, columns, order, limits and errors a
 * caller gets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackDate } from '../schema/tables';
import {
  createAgencyClient,
  createAgencyRestClient,
  getActiveTooltipMessage,
  getBlogPostBySlug,
  getSiteAssetUrl,
  insertCallbackRequest,
  insertContactQuery,
  insertFreeSampleRequest,
  insertSubscriber,
  isUniqueViolation,
  listCurrentOffers,
  listBlogPosts,
  listCaseStudies,
  listFeaturedWorks,
  listHomeThumbnails,
  listTeamMembers,
  listTestimonials,
  listThumbnailWorks,
  LOCAL_ANON_KEY,
  LOCAL_PUBLISHABLE_KEY,
  type AgencyClient,
} from '../../src/index';
import { startTestBackend, type TestBackend } from '@agency/local-backend/testing';
import { FORWARDED_FOR, nextAddress } from '../schema/support';

let t: TestBackend;
let client: AgencyClient;

const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T12:00:00Z`;

beforeAll(async () => {
  t = await startTestBackend();
  // One visitor, at the address Supabase's proxy would report (x-forwarded-for).
  client = createAgencyClient({ url: t.backend.url, publishableKey: LOCAL_PUBLISHABLE_KEY }, { global: { headers: { [FORWARDED_FOR]: nextAddress() } } });
  const { db } = t.backend;
  for (let i = 1; i <= 13; i++) {
    await db.query(`insert into "HomeThumbnails" (image_url, alt_text) values ($1, $2)`, [`/t/${i}.webp`, `Thumb ${i}`]);
  }
  await db.query(`insert into "HomeThumbnails" (image_url) values (null)`);
  for (let i = 1; i <= 6; i++) {
    await db.query(
      `insert into "FeaturedPortfolio" (title, created_at) values ($1, $2)`,
      [`Featured ${i}`, day(i)],
    );
    await db.query(
      `insert into "Thumbnail_Work" (title, category, "imageUrl", "caseStudyLink", created_at) values ($1, 'Automotive', $2, '/portfolio?caseStudy=1', $3)`,
      [`Work ${i}`, `/w/${i}.webp`, day(i)],
    );
    await db.query(`insert into "CaseStudies" (client_name, image_urls, created_at) values ($1, $2, $3)`, [
      `Client ${i}`,
      [`/c/${i}a.webp`, `/c/${i}b.webp`],
      day(i),
    ]);
    await db.query(`insert into testimonials (name, comment, stars, created_at) values ($1, 'Great', $2, $3)`, [
      `Reviewer ${i}`,
      i % 6,
      day(10 - i),
    ]);
    await db.query(
      `insert into blogs (title, slug, content, keywords, created_at) values ($1, $2, '<p>Body</p>', $3, $4)`,
      [`Post ${i}`, `post-${i}`, ['a', 'b', 'c'], day(i)],
    );
  }
  for (const name of ['Zoe', 'Adam', 'Mia']) {
    await db.query(`insert into "Team" (name, role, bio) values ($1, '<em>Designer</em>', 'Bio')`, [name]);
  }
  await db.query(
    `insert into offers (message, is_active, starts_at, ends_at) values ('Active one', true, null, null), ('Hidden', false, null, null),
       ('Active two', true, now() - interval '1 day', now() + interval '1 day'), ('Ended', true, null, now() - interval '1 hour'),
       ('Not yet', true, now() + interval '1 hour', null)`,
  );
  await db.query(
    `insert into whatsapp_tooltips (message, is_active, starts_at, ends_at) values ('Old', false, null, null),
       ('Ended tooltip', true, null, now() - interval '1 minute'), ('Chat with us', true, null, null)`,
  );
  await db.query(
    `insert into site_assets (asset_name, asset_url) values ('logo_dark_background', '/logo.svg'), ('favicon', '/favicon.svg')`,
  );
});

afterAll(async () => {
  await t?.stop();
});

describe('content reads (docs/requirements.md §7)', () => {
  it('listHomeThumbnails returns id, image_url and alt_text, at most 12', async () => {
    const { data, error } = await listHomeThumbnails(client);
    expect(error).toBeNull();
    expect(data).toHaveLength(12);
    expect(Object.keys(data![0]!).sort()).toEqual(['alt_text', 'id', 'image_url']);
  });

  it('listThumbnailWorks returns all fields, newest first', async () => {
    const { data } = await listThumbnailWorks(client);
    expect(data!.map((w) => w.title)).toEqual(['Work 6', 'Work 5', 'Work 4', 'Work 3', 'Work 2', 'Work 1']);
    expect(data![0]).toMatchObject({ imageUrl: '/w/6.webp', caseStudyLink: '/portfolio?caseStudy=1', category: 'Automotive' });
  });

  it('listFeaturedWorks returns the newest five', async () => {
    const { data } = await listFeaturedWorks(client);
    expect(data!.map((w) => w.title)).toEqual(['Featured 6', 'Featured 5', 'Featured 4', 'Featured 3', 'Featured 2']);
  });

  it('listCaseStudies returns all fields with image_urls as a list, newest first', async () => {
    const { data } = await listCaseStudies(client);
    expect(data![0]).toMatchObject({ client_name: 'Client 6', image_urls: ['/c/6a.webp', '/c/6b.webp'] });
    expect(data).toHaveLength(6);
  });

  it('listTeamMembers returns name, role, bio, image_url, alt_text by id', async () => {
    const { data } = await listTeamMembers(client);
    expect(data!.map((m) => m.name)).toEqual(['Zoe', 'Adam', 'Mia']);
    expect(Object.keys(data![0]!).sort()).toEqual(['alt_text', 'bio', 'image_url', 'name', 'role']);
    expect(data![0]!.role).toBe('<em>Designer</em>');
  });

  it('listTestimonials returns oldest first', async () => {
    const { data } = await listTestimonials(client);
    expect(data!.map((r) => r.name)).toEqual(['Reviewer 6', 'Reviewer 5', 'Reviewer 4', 'Reviewer 3', 'Reviewer 2', 'Reviewer 1']);
    expect(data![0]!.stars).toBe(0);
  });

  it('listBlogPosts returns the list columns without content, newest first', async () => {
    const { data } = await listBlogPosts(client);
    expect(data![0]!.slug).toBe('post-6');
    expect(Object.keys(data![0]!).sort()).toEqual(
      ['alt_text', 'created_at', 'id', 'image_url', 'keywords', 'meta_description', 'slug', 'title'].sort(),
    );
  });

  it('getBlogPostBySlug returns one post, or PGRST116 when the slug is unknown', async () => {
    const found = await getBlogPostBySlug(client, 'post-3');
    expect(found.data).toMatchObject({ title: 'Post 3', content: '<p>Body</p>', keywords: ['a', 'b', 'c'] });
    const missing = await getBlogPostBySlug(client, 'no-such-post');
    expect(missing.data).toBeNull();
    expect(missing.error?.code).toBe('PGRST116');
  });

  it('listCurrentOffers returns the active offers inside their window, with when each ends', async () => {
    const { data } = await listCurrentOffers(client);
    expect(data?.map((offer) => offer.message)).toEqual(['Active one', 'Active two']);
    expect(data?.[0]?.ends_at).toBeNull();
    expect(Date.parse(data?.[1]?.ends_at ?? '') - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
  });

  it('getActiveTooltipMessage returns the active message', async () => {
    expect((await getActiveTooltipMessage(client)).data).toBe('Chat with us');
  });

  it('getSiteAssetUrl returns the logo and the favicon', async () => {
    expect((await getSiteAssetUrl(client, 'logo_dark_background')).data).toBe('/logo.svg');
    expect((await getSiteAssetUrl(client, 'favicon')).data).toBe('/favicon.svg');
  });
});

describe('lead inserts (docs/requirements.md §7)', () => {
  it('insertFreeSampleRequest stores the row, which the anon key cannot read back', async () => {
    const request = { name: 'Ada', phone: '+44 7700 900123', email: 'ada@example.com', video_title: 'My vlog', channel_link: null };
    expect(await insertFreeSampleRequest(client, request)).toEqual({ data: null, error: null });
    const { data } = await t.service.from('free_sample_requests').select('name,phone,email,video_title,channel_link');
    expect(data).toEqual([request]);
    const read = await client.from('free_sample_requests').select('*');
    expect(read.error?.code).toBe('42501');
  });

  it('insertCallbackRequest stores the date and slot', async () => {
    const request = { name: 'Ben', phone: '07700 900456', preferred_date: callbackDate(2), preferred_time_slot: '07:00-08:00', channel_link: 'https://youtube.com/@ben' };
    expect((await insertCallbackRequest(client, request)).error).toBeNull();
    const { data } = await t.service.from('callback_requests').select('preferred_date,preferred_time_slot,channel_link');
    expect(data).toEqual([{ preferred_date: request.preferred_date, preferred_time_slot: '07:00-08:00', channel_link: 'https://youtube.com/@ben' }]);
  });

  it('insertCallbackRequest is refused for a slot outside the 16 hourly slots (23514)', async () => {
    const { error } = await insertCallbackRequest(client, {
      name: 'Ben', phone: '07700 900456', preferred_date: callbackDate(2), preferred_time_slot: '23:00-24:00', channel_link: null,
    });
    expect(error?.code).toBe('23514');
    expect(error?.message).toMatch(/violates check constraint "callback_requests_preferred_time_slot_check"/);
  });

  it('insertContactQuery stores the message with its package interest', async () => {
    const query = { name: 'Cy', email: 'cy@example.com', subject: 'Hello', message: 'Need 10 thumbnails', package_interest: 'Need Custom Package' };
    expect((await insertContactQuery(client, query)).error).toBeNull();
    const { data } = await t.service.from('ContactQueries').select('name,email,subject,message,package_interest');
    expect(data).toEqual([query]);
  });

  it('insertSubscriber stores an address once; a second one in any case is a unique violation', async () => {
    expect((await insertSubscriber(client, 'Fan@Example.com')).error).toBeNull();
    const again = await insertSubscriber(client, 'fan@example.COM');
    expect(again.error?.code).toBe('23505');
    expect(isUniqueViolation(again.error)).toBe(true);
    const bad = await insertSubscriber(client, 'not-an-email');
    expect(bad.error?.code).toBe('23514');
    expect(isUniqueViolation(bad.error)).toBe(false);
  });

  it.each([
    ['publishable key', LOCAL_PUBLISHABLE_KEY],
    ['legacy anon key', LOCAL_ANON_KEY],
  ])('works the same through the REST-only client the site ships, with the %s', async (_name, publishableKey) => {
    const rest = createAgencyRestClient({ url: `${t.backend.url}/`, publishableKey });
    expect((await listCurrentOffers(rest)).data?.map((offer) => offer.message)).toEqual(['Active one', 'Active two']);
    expect((await getBlogPostBySlug(rest, 'missing')).error?.code).toBe('PGRST116');
    expect((await insertSubscriber(rest, `rest-client-${publishableKey.length}@example.com`)).error).toBeNull();
  });

  it('turns an unreachable backend into an error, not a throw', async () => {
    const offline = createAgencyClient({ url: 'http://127.0.0.1:9', publishableKey: LOCAL_PUBLISHABLE_KEY });
    const { data, error } = await listTestimonials(offline);
    expect(data).toBeNull();
    expect(error?.message).toBeTruthy();
  });
});
