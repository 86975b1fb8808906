/**
 * Reads through supabase-js as a visitor would make them (docs/requirements.md §7): column lists, every filter,
 * order, limit/offset, single objects, counts, and the JSON types PostgREST returns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, SERVICE_HEADERS, type TestBackend } from '../src/testing';

let t: TestBackend;

beforeAll(async () => {
  t = await startTestBackend();
  await t.backend.db.exec(`
    insert into public.blogs (id, title, slug, meta_description, content, keywords, created_at) values
      (1, 'Alpha', 'alpha', 'First post', '<p>a</p>', '{design,ctr}', '2024-01-02T03:04:05.678Z'),
      (2, 'Beta, Gamma', 'beta-gamma', null, '<p>b</p>', '{"with,comma"}', '2024-02-01T00:00:00Z'),
      (3, 'Delta', 'delta', 'Third post', '', '{}', '2024-03-01T00:00:00Z');
    insert into public."Thumbnail_Work" (title, category, "imageUrl", "altText") values
      ('Speedrun', 'Gaming & Live Streams', 'https://img/1.png', 'A speedrunner');
    insert into public.offers (message, is_active) values ('20% off', true), ('Old deal', false);
    insert into public.callback_requests (name, phone, preferred_date, preferred_time_slot)
      values ('Ann', '123', (now() at time zone 'UTC')::date + 2, '09:00-10:00');
  `);
});

afterAll(async () => {
  await t.stop();
});

const titles = (data: { title: string }[] | null) => data?.map((row) => row.title);

describe('select', () => {
  it('returns exactly the listed columns, in order, for each row', async () => {
    const { data, error, status } = await t.anon.from('blogs').select('id, title,slug').order('id');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { id: 1, title: 'Alpha', slug: 'alpha' },
      { id: 2, title: 'Beta, Gamma', slug: 'beta-gamma' },
      { id: 3, title: 'Delta', slug: 'delta' },
    ]);
    expect(Object.keys(data?.[0] ?? {})).toEqual(['id', 'title', 'slug']);
  });

  it('matches mixed-case column names unquoted or quoted, and renames with alias:column', async () => {
    const plain = await t.anon.from('Thumbnail_Work').select('imageUrl,altText');
    expect(plain.data).toEqual([{ imageUrl: 'https://img/1.png', altText: 'A speedrunner' }]);
    const quoted = await t.anon.from('Thumbnail_Work').select('"imageUrl",cover:imageUrl');
    expect(quoted.data).toEqual([{ imageUrl: 'https://img/1.png', cover: 'https://img/1.png' }]);
  });

  it('returns bigint ids as numbers, text[] as arrays, timestamptz and date as ISO strings', async () => {
    const { data } = await t.anon.from('blogs').select('*').eq('id', 1).single();
    expect(data).toMatchObject({ id: 1, keywords: ['design', 'ctr'] });
    expect(data.created_at).toMatch(/^2024-01-02T03:04:05\.678\+00:00$/);
    // The database keeps a callback's date within the form's window (today and the next days).
    const lead = await t.service.from('callback_requests').select('preferred_date').single();
    const { rows } = await t.backend.db.query<{ iso: string }>("select ((now() at time zone 'UTC')::date + 2)::text as iso");
    expect(lead.data).toEqual({ preferred_date: rows[0]?.iso });
  });

  it('answers application/json; charset=utf-8 with a Content-Range of the page', async () => {
    const res = await t.rest('blogs?select=id&order=id&offset=1&limit=5');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-range')).toBe('1-2/*');
    expect(await res.json()).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('drops null fields with stripNulls()', async () => {
    const { data } = await t.anon.from('blogs').select('slug,meta_description').eq('id', 2).stripNulls();
    expect(data).toEqual([{ slug: 'beta-gamma' }]);
  });
});

describe('filters', () => {
  it('eq, neq, gt, gte, lt, lte', async () => {
    const q = () => t.anon.from('blogs').select('title').order('id');
    expect(titles((await q().eq('slug', 'alpha')).data)).toEqual(['Alpha']);
    expect(titles((await q().neq('slug', 'alpha')).data)).toEqual(['Beta, Gamma', 'Delta']);
    expect(titles((await q().gt('id', 2)).data)).toEqual(['Delta']);
    expect(titles((await q().gte('id', 2)).data)).toEqual(['Beta, Gamma', 'Delta']);
    expect(titles((await q().lt('created_at', '2024-02-01T00:00:00Z')).data)).toEqual(['Alpha']);
    expect(titles((await q().lte('created_at', '2024-02-01T00:00:00Z')).data)).toEqual(['Alpha', 'Beta, Gamma']);
  });

  it('like and ilike, with % or PostgREST\'s * wildcard', async () => {
    const q = () => t.anon.from('blogs').select('title').order('id');
    expect(titles((await q().like('title', '%lta')).data)).toEqual(['Delta']);
    expect(titles((await q().like('title', 'al*')).data)).toEqual([]);
    expect(titles((await q().ilike('title', 'al*')).data)).toEqual(['Alpha']);
  });

  it('in, with a quoted value containing a comma', async () => {
    const { data } = await t.anon.from('blogs').select('title').in('title', ['Alpha', 'Beta, Gamma']).order('id');
    expect(titles(data)).toEqual(['Alpha', 'Beta, Gamma']);
    const raw = await t.rest('blogs?select=id&id=in.(1,3)&order=id');
    expect(await raw.json()).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('is null / not.is.null and is true / false', async () => {
    const q = () => t.anon.from('blogs').select('title').order('id');
    expect(titles((await q().is('meta_description', null)).data)).toEqual(['Beta, Gamma']);
    expect(titles((await q().not('meta_description', 'is', null)).data)).toEqual(['Alpha', 'Delta']);
    const offers = await t.service.from('offers').select('message').is('is_active', false);
    expect(offers.data).toEqual([{ message: 'Old deal' }]);
  });

  it('not. negates any operator, and filters combine with AND', async () => {
    const { data } = await t.anon.from('blogs').select('title').not('slug', 'eq', 'alpha').lt('id', 3);
    expect(titles(data)).toEqual(['Beta, Gamma']);
  });

  it('cs on an array column', async () => {
    const { data } = await t.anon.from('blogs').select('slug').contains('keywords', ['ctr']);
    expect(data).toEqual([{ slug: 'alpha' }]);
  });
});

describe('order, limit, offset', () => {
  it('orders by several columns with directions', async () => {
    const { data } = await t.anon.from('blogs').select('title').order('created_at', { ascending: false });
    expect(titles(data)).toEqual(['Delta', 'Beta, Gamma', 'Alpha']);
  });

  it('places nulls first or last as asked', async () => {
    const first = await t.anon.from('blogs').select('id').order('meta_description', { ascending: true, nullsFirst: true });
    expect(first.data?.[0]).toEqual({ id: 2 });
    const last = await t.anon.from('blogs').select('id').order('meta_description', { ascending: true, nullsFirst: false });
    expect(last.data?.at(-1)).toEqual({ id: 2 });
  });

  it('pages with limit and range (offset)', async () => {
    expect((await t.anon.from('blogs').select('id').order('id').limit(2)).data).toEqual([{ id: 1 }, { id: 2 }]);
    expect((await t.anon.from('blogs').select('id').order('id').range(1, 2)).data).toEqual([{ id: 2 }, { id: 3 }]);
    expect((await t.anon.from('blogs').select('id').limit(0)).data).toEqual([]);
  });
});

describe('single objects and counts', () => {
  it('single() returns the one matching row as an object', async () => {
    const { data, error } = await t.anon.from('blogs').select('title').eq('slug', 'delta').single();
    expect(error).toBeNull();
    expect(data).toEqual({ title: 'Delta' });
  });

  it('single() with several rows is 406 PGRST116 naming the row count', async () => {
    const { data, error, status } = await t.anon.from('blogs').select('title').single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' });
  });

  it('maybeSingle() with no row gives null data and no error', async () => {
    const { data, error } = await t.anon.from('blogs').select('title').eq('slug', 'nope').maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it('counts exactly with count: exact, also with head: true', async () => {
    const head = await t.anon.from('blogs').select('*', { count: 'exact', head: true });
    expect(head).toMatchObject({ count: 3, data: null, error: null });
    const page = await t.anon.from('blogs').select('id', { count: 'exact' }).order('id').limit(1);
    expect(page).toMatchObject({ count: 3, status: 206, data: [{ id: 1 }] });
    const res = await t.rest('blogs?select=id&limit=1', { headers: { prefer: 'count=exact' } });
    expect(res.headers.get('content-range')).toBe('0-0/3');
  });

  it('counts only the rows the role may see (RLS applies to the count)', async () => {
    const anon = await t.anon.from('offers').select('*', { count: 'exact', head: true });
    const service = await t.service.from('offers').select('*', { count: 'exact', head: true });
    expect([anon.count, service.count]).toEqual([1, 2]);
  });

  it('an offset past the exact count is 416 PGRST103', async () => {
    const res = await t.rest('blogs?offset=10', { headers: { ...SERVICE_HEADERS, prefer: 'count=exact' } });
    expect(res.status).toBe(416);
    expect(await res.json()).toMatchObject({
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 3 rows.',
    });
  });
});
