/**
 * The seed applies after the migration and gives every screen real content, and every image it
 * points to ships in apps/site/public (docs/architecture.md, "Testing": the `data` suite).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplate } from '@agency/local-backend/testing';

const seedSql = readFileSync(fileURLToPath(new URL('../../supabase/seed.sql', import.meta.url)), 'utf8');
/**
 * The site's static folder, read as plain files: the seed stores its image URLs as paths the site
 * serves, so this test checks the seed against the site's committed files without importing the
 * site (@agency/data depends on no app; docs/architecture.md, "Packages").
 */
const publicDir = fileURLToPath(new URL('../../../../apps/site/public', import.meta.url));
let db: PGlite;

const count = async (sql: string) => Number((await db.query<{ n: number }>(sql)).rows[0]!.n);

beforeAll(async () => {
  db = await PGlite.create({ dataDir: copyTemplate() });
  await db.exec(seedSql);
});
afterAll(async () => {
  await db?.close();
});

describe('seed content', () => {
  it('has enough rows for every screen', async () => {
    expect(await count(`select count(*)::int n from "HomeThumbnails"`)).toBeGreaterThanOrEqual(12);
    expect(await count(`select count(*)::int n from "Thumbnail_Work"`)).toBeGreaterThanOrEqual(24);
    expect(await count(`select count(distinct category)::int n from "Thumbnail_Work"`)).toBeGreaterThanOrEqual(9);
    expect(await count(`select count(*)::int n from "FeaturedPortfolio"`)).toBeGreaterThanOrEqual(5);
    expect(await count(`select count(*)::int n from "CaseStudies" where cardinality(image_urls) between 2 and 4`)).toBeGreaterThanOrEqual(4);
    expect(await count(`select count(*)::int n from "Team"`)).toBeGreaterThanOrEqual(6);
    expect(await count(`select count(*)::int n from "Team" where role ~ '<' or bio ~ '<'`)).toBeGreaterThan(0);
    expect(await count(`select count(*)::int n from testimonials`)).toBeGreaterThanOrEqual(10);
    expect(await count(`select count(distinct stars)::int n from testimonials`)).toBeGreaterThanOrEqual(3);
    expect(await count(`select count(*)::int n from testimonials where comment ~ '<'`)).toBeGreaterThan(0);
    expect(await count(`select count(*)::int n from blogs where cardinality(keywords) between 3 and 5`)).toBeGreaterThanOrEqual(6);
    expect(await count(`select count(*)::int n from blogs where content ~ '<h2' and content ~ '<(ul|ol)' and content ~ '<a ' and content ~ '<img'`)).toBeGreaterThanOrEqual(6);
    // Two offers current now, one that ended with its window (Black Friday), one switched off.
    const current = `is_active and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())`;
    expect(await count(`select count(*)::int n from offers where ${current}`)).toBe(2);
    expect(await count(`select count(*)::int n from offers where is_active and ends_at <= now() and message like '%Black Friday%30 November%'`)).toBe(1);
    expect(await count(`select count(*)::int n from offers where not is_active`)).toBe(1);
    // Loaded before the site's first build: nothing waits for a rebuild.
    expect(await count(`select count(*)::int n from private.site_rebuild where pending_since is null`)).toBe(1);
    expect(await count(`select count(*)::int n from whatsapp_tooltips where is_active`)).toBe(1);
    expect((await db.query<{ asset_name: string }>(`select asset_name from site_assets order by asset_name`)).rows.map((r) => r.asset_name)).toEqual(['favicon', 'logo_dark_background']);
  });

  it('links every thumbnail work to an existing case study', async () => {
    const orphans = await count(
      `select count(*)::int n from "Thumbnail_Work" w where w."caseStudyLink" is null
         or not exists (select 1 from "CaseStudies" c where w."caseStudyLink" = '/portfolio?caseStudy=' || c.id)`,
    );
    expect(orphans).toBe(0);
  });

  it('points only at images the site ships', async () => {
    const { rows } = await db.query<{ url: string }>(`
      select image_url url from "HomeThumbnails" union select "imageUrl" from "Thumbnail_Work"
      union select before_image_url from "FeaturedPortfolio" union select after_image_url from "FeaturedPortfolio"
      union select unnest(image_urls) from "CaseStudies" union select image_url from "Team"
      union select image_url from testimonials union select image_url from blogs union select asset_url from site_assets
      union select (regexp_matches(content, 'src="([^"]+)"', 'g'))[1] from blogs`);
    const urls = rows.map((r) => r.url).filter(Boolean);
    expect(urls.length).toBeGreaterThan(50);
    const missing = urls.filter((url) => !url.startsWith('/images/') || !existsSync(`${publicDir}${url}`));
    expect(missing).toEqual([]);
  });

  it('keeps identity sequences past the explicit ids', async () => {
    const { rows } = await db.query<{ id: number }>(
      `insert into "CaseStudies" (client_name) values ('New client') returning id`,
    );
    expect(rows[0]!.id).toBeGreaterThan(6);
  });
});
