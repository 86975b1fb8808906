/**
 * Inserts, updates and deletes as supabase-js sends them: return=minimal (the default) and
 * return=representation, columns=, missing=default, filters, counts and Content-Range.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_HEADERS, startTestBackend, type TestBackend } from '../src/testing';

let t: TestBackend;

beforeAll(async () => {
  t = await startTestBackend();
});

afterAll(async () => {
  await t.stop();
});

beforeEach(async () => {
  await t.backend.db.exec('truncate public.testimonials, public."CaseStudies" restart identity');
});

const testimonial = (name: string, stars = 5) => ({ name, comment: `<p>${name} loved it</p>`, stars });

async function names(): Promise<string[]> {
  const { rows } = await t.backend.db.query<{ name: string }>('select name from public.testimonials order by id');
  return rows.map((r) => r.name);
}

describe('insert', () => {
  it('return=minimal (no .select()) answers 201 with an empty body: data null', async () => {
    const result = await t.service.from('testimonials').insert(testimonial('Ann'));
    expect(result).toMatchObject({ status: 201, data: null, error: null });
    expect(await names()).toEqual(['Ann']);
    const raw = await t.rest('testimonials', {
      method: 'POST',
      headers: { ...SERVICE_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify(testimonial('Raw')),
    });
    expect([raw.status, raw.headers.get('content-range'), await raw.text()]).toEqual([201, '*/*', '']);
  });

  it('return=representation (.select()) answers the inserted rows with their defaults', async () => {
    const { data, status } = await t.service.from('testimonials').insert([testimonial('Ann'), testimonial('Bob', 4)]).select('id,name,stars');
    expect(status).toBe(201);
    expect(data).toEqual([
      { id: 1, name: 'Ann', stars: 5 },
      { id: 2, name: 'Bob', stars: 4 },
    ]);
  });

  it('.select().single() returns the inserted row as an object', async () => {
    const { data } = await t.service.from('CaseStudies').insert({ client_name: 'Acme', image_urls: ['a.png', 'b.png'] }).select().single();
    expect(data).toMatchObject({ id: 1, client_name: 'Acme', image_urls: ['a.png', 'b.png'], problem: null });
    expect(new Date(data.created_at).getTime()).not.toBeNaN();
  });

  it('uses only the columns= keys; a key missing from a row is null unless missing=default', async () => {
    const res = await t.rest('CaseStudies?columns=client_name,image_urls', {
      method: 'POST',
      headers: { ...SERVICE_HEADERS, 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify([{ client_name: 'A', image_urls: ['x'], goal: 'ignored' }, { client_name: 'B' }]),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '23502' });
    const { data, error } = await t.service
      .from('CaseStudies')
      .insert([{ client_name: 'A', image_urls: ['x'], goal: 'kept' }, { client_name: 'B' }], { defaultToNull: false })
      .select('client_name,image_urls,goal');
    expect(error).toBeNull();
    expect(data).toEqual([
      { client_name: 'A', image_urls: ['x'], goal: 'kept' },
      { client_name: 'B', image_urls: [], goal: null },
    ]);
  });

  it('an empty array inserts nothing', async () => {
    const { data, error } = await t.service.from('testimonials').insert([]).select();
    expect([data, error]).toEqual([[], null]);
    expect(await names()).toEqual([]);
  });

  it('counts inserted rows with count: exact', async () => {
    const { count } = await t.service.from('testimonials').insert([testimonial('A'), testimonial('B')], { count: 'exact' });
    expect(count).toBe(2);
  });

  it('each item of a list column is bounded: an image URL to 2048 characters, a keyword to 60 (23514)', async () => {
    const url = (length: number) => `/images/${'x'.repeat(length - 8)}`;
    const longUrl = await t.service.from('CaseStudies').insert({ client_name: 'Long', image_urls: ['/a.webp', url(2049)] });
    expect(longUrl.error).toMatchObject({ code: '23514' });
    const atBound = await t.service.from('CaseStudies').insert({ client_name: 'At bound', image_urls: [url(2048)] });
    expect(atBound.error).toBeNull();
    const post = (keywords: string[]) => ({ title: 'Keywords', slug: `keywords-${keywords[0]!.length}`, keywords });
    const longKeyword = await t.service.from('blogs').insert(post(['k'.repeat(61)]));
    expect(longKeyword.error).toMatchObject({ code: '23514' });
    const keywordAtBound = await t.service.from('blogs').insert(post(['k'.repeat(60), 'short']));
    expect(keywordAtBound.error).toBeNull();
  });

  it('a failing row rolls the whole insert back', async () => {
    const { error } = await t.service.from('testimonials').insert([testimonial('Ok'), testimonial('Bad', 9)]);
    expect(error).toMatchObject({ code: '23514' });
    expect(await names()).toEqual([]);
  });
});

describe('update and delete (service role)', () => {
  beforeEach(async () => {
    await t.service.from('testimonials').insert([testimonial('Ann', 5), testimonial('Bob', 3), testimonial('Cid', 1)]);
  });

  it('updates only the filtered rows; minimal answers 204', async () => {
    const result = await t.service.from('testimonials').update({ role: 'CEO' }).lt('stars', 4);
    expect(result).toMatchObject({ status: 204, data: null, error: null });
    const { rows } = await t.backend.db.query('select name, role from public.testimonials order by id');
    expect(rows).toEqual([
      { name: 'Ann', role: null },
      { name: 'Bob', role: 'CEO' },
      { name: 'Cid', role: 'CEO' },
    ]);
  });

  it('update with representation answers 200 with the changed rows and a Content-Range', async () => {
    const res = await t.rest('testimonials?name=in.(Ann,Bob)&select=name,stars', {
      method: 'PATCH',
      headers: { ...SERVICE_HEADERS, 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify({ stars: 2 }),
    });
    expect([res.status, res.headers.get('content-range')]).toEqual([200, '0-1/*']);
    expect(await res.json()).toEqual([
      { name: 'Ann', stars: 2 },
      { name: 'Bob', stars: 2 },
    ]);
  });

  it('.single() on an update touching several rows is 406 PGRST116 and rolls the update back', async () => {
    const { error, status } = await t.service.from('testimonials').update({ stars: 0 }).gte('stars', 1).select().single();
    expect([status, error?.code, error?.details]).toEqual([406, 'PGRST116', 'The result contains 3 rows']);
    expect((await t.service.from('testimonials').select('stars').order('id')).data).toEqual([{ stars: 5 }, { stars: 3 }, { stars: 1 }]);
  });

  it('an update matching nothing changes nothing', async () => {
    const { data, error } = await t.service.from('testimonials').update({ stars: 0 }).eq('name', 'Nobody').select();
    expect([data, error]).toEqual([[], null]);
    expect((await t.service.from('testimonials').select('stars').order('id')).data).toEqual([{ stars: 5 }, { stars: 3 }, { stars: 1 }]);
  });

  it('deletes only the filtered rows; representation returns them', async () => {
    const { data, status } = await t.service.from('testimonials').delete().gte('stars', 3).select('name');
    expect(status).toBe(200);
    expect(data).toEqual([{ name: 'Ann' }, { name: 'Bob' }]);
    expect(await names()).toEqual(['Cid']);
    const minimal = await t.service.from('testimonials').delete({ count: 'exact' }).eq('name', 'Cid');
    expect(minimal).toMatchObject({ status: 204, count: 1, error: null });
    expect(await names()).toEqual([]);
  });
});
