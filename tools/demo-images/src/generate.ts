/**
 * Generates every image the seed (`packages/data/supabase/seed.sql`) points to, into
 * `apps/site/public/images/`: brand SVGs, portfolio thumbnails, featured before/after pairs,
 * case-study images, blog covers (these four 1280 wide, plus their 480/640/960 copies and AVIF
 * versions of all four sizes), team
 * portraits and testimonial avatars. The thumbnails' 640 copies are drawn from SVG at 640 × 360
 * (sharper headlines at the size the portfolio grid shows them); every other copy is a resize
 * of its original (variants.ts).
 *
 * The outputs are committed, so neither CI nor a fresh clone runs this. To regenerate (see
 * README.md beside src/):
 *   apt-get install -y fonts-bebas-neue fonts-inter fonts-dejavu-core
 *   npm run images
 * It prints one line per file (size in KB) and fails when a file exceeds its byte budget.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { BLOG_COVERS, coverSvg } from './blog';
import { faviconSvg, logoSvg } from './brand';
import { CASE_STUDY_IMAGES, caseStudySvg } from './case-studies';
import { beforeSpec, FEATURED } from './featured';
import { DRAWN_COPIES, PUBLIC_DIR } from './layout';
import { AUTHORS, portraitSvg, TEAM } from './people';
import { writeWebp, type Written } from './raster';
import { writeResponsiveVariants } from './variants';
import { THUMB_H, THUMB_W, thumbnailSvg } from './thumbnail';
import { THUMBNAILS } from './thumbnail-specs';

/** Byte budgets per kind of image. */
const KB = 1024;
const BUDGET = { thumb: 40 * KB, thumbSmall: 22 * KB, wide: 40 * KB, team: 16 * KB, avatar: 8 * KB } as const;

/** A unit of work: one output file. */
type Job = () => Promise<Written>;

function jobs(): Job[] {
  const list: Job[] = [];
  for (const [slug, spec] of Object.entries(THUMBNAILS)) {
    list.push(() => writeWebp(PUBLIC_DIR, `/images/thumbnails/${slug}.webp`, thumbnailSvg(spec), THUMB_W, THUMB_H, BUDGET.thumb));
    list.push(() => writeWebp(PUBLIC_DIR, `/images/thumbnails/${slug}-640.webp`, thumbnailSvg(spec, 640, 360), 640, 360, BUDGET.thumbSmall));
  }
  for (const [slug, pair] of Object.entries(FEATURED)) {
    list.push(() => writeWebp(PUBLIC_DIR, `/images/featured/${slug}-before.webp`, thumbnailSvg(beforeSpec(pair)), THUMB_W, THUMB_H, BUDGET.wide));
    list.push(() => writeWebp(PUBLIC_DIR, `/images/featured/${slug}-after.webp`, thumbnailSvg(pair.after), THUMB_W, THUMB_H, BUDGET.wide));
  }
  for (const [client, items] of Object.entries(CASE_STUDY_IMAGES)) {
    items.forEach((item, i) => {
      list.push(async () => writeWebp(PUBLIC_DIR, `/images/case-studies/${client}-${i + 1}.webp`, await caseStudySvg(item), THUMB_W, THUMB_H, BUDGET.wide));
    });
  }
  for (const [slug, cover] of Object.entries(BLOG_COVERS)) {
    list.push(async () => writeWebp(PUBLIC_DIR, `/images/blog/${slug}.webp`, await coverSvg(cover), THUMB_W, THUMB_H, BUDGET.wide));
  }
  for (const [slug, portrait] of Object.entries(TEAM)) {
    list.push(() => writeWebp(PUBLIC_DIR, `/images/team/${slug}.webp`, portraitSvg(portrait, 400), 400, 400, BUDGET.team));
  }
  for (const [slug, portrait] of Object.entries(AUTHORS)) {
    list.push(() => writeWebp(PUBLIC_DIR, `/images/testimonials/${slug}.webp`, portraitSvg(portrait, 160), 160, 160, BUDGET.avatar));
  }
  return list;
}

function writeSvg(url: string, svg: string): Written {
  const file = `${PUBLIC_DIR}${url}`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  return { url, bytes: Buffer.byteLength(svg), quality: 0, width: 0, height: 0 };
}

/** Runs the jobs two at a time (the machines have two cores) and prints a summary. */
async function main(): Promise<void> {
  const written: Written[] = [writeSvg('/images/brand/logo.svg', logoSvg()), writeSvg('/images/brand/favicon.svg', faviconSvg())];
  const queue = jobs();
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const w = await job();
      written.push(w);
      console.log(`${(w.bytes / KB).toFixed(1).padStart(6)} KB  q${w.quality}  ${w.url}`);
    }
  };
  await Promise.all([worker(), worker()]);
  const total = written.reduce((sum, w) => sum + w.bytes, 0);
  console.log(`${written.length} files, ${(total / KB / KB).toFixed(2)} MB in ${PUBLIC_DIR}/images`);
  const variants = await writeResponsiveVariants(PUBLIC_DIR, DRAWN_COPIES);
  console.log(`${variants.files} responsive copies, ${(variants.bytes / KB / KB).toFixed(2)} MB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
