/**
 * The permission matrix of docs/architecture.md ("Security model") / docs/requirements.md §6, enforced by real grants and row level
 * security because every request runs as its JWT's role: visitors read content (only active
 * offers and tooltips), insert leads without reading them back, and change nothing else. Each
 * insert comes from an address of its own (`fromNewAddress`), as separate visitors' would: the
 * lead limits (5 per address per 10 minutes) are limits.test.ts's subject, not this file's.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '@agency/local-backend';
import { clientFor, startTestBackend, type TestBackend } from '@agency/local-backend/testing';
import { fromNewAddress } from './support';
import { callbackDate } from './tables';

let t: TestBackend;

const CONTENT_TABLES = ['HomeThumbnails', 'Thumbnail_Work', 'FeaturedPortfolio', 'CaseStudies', 'Team', 'site_assets', 'testimonials', 'blogs'];

const LEADS: Record<string, Record<string, string | null>> = {
  free_sample_requests: { name: 'Ann', phone: '+1 555', email: 'ann@example.com', video_title: 'My video', channel_link: 'https://youtube.com/@ann' },
  callback_requests: { name: 'Bob', phone: '555', preferred_date: callbackDate(2), preferred_time_slot: '07:00-08:00', channel_link: null },
  ContactQueries: { name: 'Cid', email: 'cid@example.com', subject: 'Hi', message: 'Hello', package_interest: 'Pro Engage' },
  Subscribers: { email: 'dee@example.com' },
};

beforeAll(async () => {
  t = await startTestBackend();
  await t.backend.db.exec(`
    insert into public."HomeThumbnails" (image_url) values ('https://img/h.png');
    insert into public."Thumbnail_Work" (title, category) values ('W', 'Automotive');
    insert into public."FeaturedPortfolio" (title) values ('F');
    insert into public."CaseStudies" (client_name) values ('C');
    insert into public."Team" (name) values ('T');
    insert into public.site_assets (asset_name, asset_url) values ('favicon', '/favicon.ico');
    insert into public.testimonials (name, comment, stars) values ('N', 'Great', 5);
    insert into public.blogs (title, slug) values ('B', 'b');
    insert into public.offers (message, is_active, starts_at, ends_at) values ('On', true, null, null), ('Off', false, null, null),
      ('Ended', true, now() - interval '2 days', now() - interval '1 second'), ('Not yet', true, now() + interval '1 hour', null),
      ('Until tomorrow', true, now() - interval '1 hour', now() + interval '1 day');
    insert into public.whatsapp_tooltips (message, is_active, starts_at, ends_at) values ('Chat now', true, null, null), ('Hidden', false, null, null),
      ('Ended tooltip', true, null, now() - interval '1 second');
  `);
});

afterAll(async () => {
  await t.stop();
});

async function count(table: string): Promise<number> {
  const { rows } = await t.backend.db.query<{ n: number }>(`select count(*)::int as n from public."${table}"`);
  return rows[0]?.n ?? -1;
}

describe('visitor (anon) reads', () => {
  it.each(CONTENT_TABLES)('reads every row of %s', async (table) => {
    const { data, error, status } = await t.anon.from(table).select('*');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toHaveLength(1);
  });

  it('reads only active offers and tooltip messages inside their window (a row that ends is invisible from that instant)', async () => {
    expect((await t.anon.from('offers').select('message').order('id')).data).toEqual([{ message: 'On' }, { message: 'Until tomorrow' }]);
    expect((await t.anon.from('whatsapp_tooltips').select('message')).data).toEqual([{ message: 'Chat now' }]);
    expect((await t.service.from('offers').select('message')).data).toHaveLength(5);
    expect((await t.anon.from('whatsapp_tooltips').select('message').eq('is_active', true).limit(1).single()).data).toEqual({ message: 'Chat now' });
    expect((await t.anon.from('whatsapp_tooltips').select('message').eq('is_active', false)).data).toEqual([]);
  });

  it.each(Object.keys(LEADS))('cannot read %s: 401 42501', async (table) => {
    const { data, error, status } = await t.anon.from(table).select('*');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501', message: `permission denied for table ${table}` });
  });
});

describe('visitor (anon) writes', () => {
  it('cannot insert, update or delete content: 401 42501, nothing changes', async () => {
    const insert = await t.anon.from('blogs').insert({ title: 'Spam', slug: 'spam' });
    const update = await t.anon.from('blogs').update({ title: 'Defaced' }).eq('slug', 'b');
    const remove = await t.anon.from('testimonials').delete().eq('name', 'N');
    for (const result of [insert, update, remove]) {
      expect(result.status).toBe(401);
      expect(result.error?.code).toBe('42501');
    }
    const blogs = await t.service.from('blogs').select('title');
    expect(blogs.data).toEqual([{ title: 'B' }]);
    expect(await count('testimonials')).toBe(1);
  });

  it.each(Object.entries(LEADS))('inserts into %s with return=minimal (201, data null)', async (table, row) => {
    const before = await count(table);
    const result = await fromNewAddress(t.anon.from(table).insert(row));
    expect(result).toMatchObject({ status: 201, data: null, error: null });
    expect(await count(table)).toBe(before + 1);
  });

  it.each(Object.entries(LEADS))('cannot read back a %s insert (return=representation): 42501, rolled back', async (table, lead) => {
    const before = await count(table);
    // A new lead, not a copy of the one above (which dedupe would skip, storing nothing anyway).
    const row: Record<string, string | null> = table === 'Subscribers' ? { email: 'readback@example.com' } : { ...lead, name: `${String(lead.name)} again` };
    const { data, error, status } = await fromNewAddress(t.anon.from(table).insert(row).select());
    expect([data, status, error?.code]).toEqual([null, 401, '42501']);
    expect(await count(table)).toBe(before);
  });

  it('cannot choose a lead column outside the form (id): 42501', async () => {
    const { error } = await fromNewAddress(t.anon.from('Subscribers').insert({ id: '00000000-0000-0000-0000-000000000000', email: 'id@example.com' }));
    expect(error?.code).toBe('42501');
  });

  it('refuses a duplicate newsletter email in any letter case: 409 23505', async () => {
    await fromNewAddress(t.anon.from('Subscribers').insert({ email: 'Case@Example.com' }));
    const { error, status } = await fromNewAddress(t.anon.from('Subscribers').insert({ email: 'case@EXAMPLE.com' }));
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505' });
    expect(error?.message).toMatch(/duplicate key value violates unique constraint/);
    const asService = await t.service.from('Subscribers').insert({ email: 'CASE@example.COM' });
    expect(asService.error?.details).toBe('Key (lower(email))=(case@example.com) already exists.');
  });
});

describe('service role and authenticated', () => {
  it('the service role reads leads', async () => {
    const { data, error } = await t.service.from('ContactQueries').select('name,subject').eq('name', 'Cid');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Cid', subject: 'Hi' }]);
  });

  it('a refused authenticated request is 403, not 401', async () => {
    const token = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
    const user = clientFor(t.backend.url, token);
    const { status, error } = await user.from('Subscribers').select('*');
    expect([status, error?.code]).toEqual([403, '42501']);
    expect((await user.from('blogs').select('title')).data).toEqual([{ title: 'B' }]);
  });
});

describe('concurrency', () => {
  it('50 parallel anon inserts (50 visitors) all land exactly once', async () => {
    const emails = Array.from({ length: 50 }, (_, i) => `parallel-${i}@example.com`);
    const results = await Promise.all(emails.map((email) => fromNewAddress(t.anon.from('Subscribers').insert({ email }))));
    expect(results.map((r) => r.status)).toEqual(emails.map(() => 201));
    const { rows } = await t.backend.db.query<{ email: string }>(
      "select email from public.\"Subscribers\" where email like 'parallel-%' order by email",
    );
    expect(rows.map((r) => r.email)).toEqual([...emails].sort());
  });
});
