/**
 * Images of the six case studies (`case-studies/<client>-<n>.webp`, 1280 x 720): the client's
 * redesigned thumbnail, an A/B test board and a channel-analytics card (2 to 4 per client).
 */
import { abTestSvg, analyticsSvg, type AnalyticsSpec } from './cards';
import { dataUri, png } from './raster';
import { thumbnailSvg, type HeadlineSpec, type ThumbSpec } from './thumbnail';
import { THUMBNAILS } from './thumbnail-specs';

/** One image of a case study: file name (without folder) and how to draw it. */
type Item =
  | { kind: 'thumb'; thumb: string }
  | { kind: 'ab'; thumb: string; altBg: readonly [string, string]; altLines: readonly HeadlineSpec[]; ctrA: number; ctrB: number }
  | { kind: 'analytics'; data: AnalyticsSpec };

function spec(slug: string): ThumbSpec {
  const s = THUMBNAILS[slug];
  if (!s) throw new Error(`Unknown thumbnail ${slug}`);
  return s;
}

/** Case-study images by client slug, in the order of `image_urls`. */
export const CASE_STUDY_IMAGES: Record<string, readonly Item[]> = {
  'pixel-siege': [
    { kind: 'thumb', thumb: 'gaming-100-days-hardcore' },
    { kind: 'ab', thumb: 'gaming-100-days-hardcore', altBg: ['#283618', '#606c38'], altLines: [{ text: 'DAY 1 TO 100' }, { text: 'HARDCORE MODE', fill: '#dddddd' }], ctrA: 4.6, ctrB: 9.8 },
    { kind: 'analytics', data: { client: 'Pixel Siege', ctrBefore: 4.1, ctrAfter: 9.8, kpis: [['Views, 90 days', '+212%'], ['Subscribers', '+38,400']] } },
    { kind: 'thumb', thumb: 'tech-500-pound-pc' },
  ],
  'the-long-lunch': [
    { kind: 'thumb', thumb: 'podcast-nobody-saves' },
    { kind: 'ab', thumb: 'podcast-michelin-walkout', altBg: ['#3d405b', '#81b29a'], altLines: [{ text: 'CHEF INTERVIEW' }, { text: 'EPISODE 98', fill: '#eeeeee' }], ctrA: 3.4, ctrB: 8.4 },
    { kind: 'analytics', data: { client: 'The Long Lunch', ctrBefore: 3.2, ctrAfter: 7.9, kpis: [['Views per episode', '+148%'], ['Avg. view duration', '+11%']] } },
  ],
  'northbound-films': [
    { kind: 'thumb', thumb: 'doc-village-under-reservoir' },
    { kind: 'analytics', data: { client: 'Northbound Films', ctrBefore: 5.0, ctrAfter: 9.6, kpis: [['Views, first 30 days', '2.4M'], ['Returning viewers', '+27%']] } },
    { kind: 'ab', thumb: 'doc-last-lighthouse-keepers', altBg: ['#5f6c7b', '#8b9bab'], altLines: [{ text: 'LIGHTHOUSE' }, { text: 'DOCUMENTARY', fill: '#eeeeee' }], ctrA: 4.8, ctrB: 9.1 },
  ],
  'ledger-and-latte': [
    { kind: 'thumb', thumb: 'money-paid-off-18000' },
    { kind: 'analytics', data: { client: 'Ledger & Latte', ctrBefore: 4.4, ctrAfter: 11.2, kpis: [['Views, 90 days', '+174%'], ['Sponsor rate', '2x']] } },
  ],
  'iron-and-oats': [
    { kind: 'thumb', thumb: 'fitness-beginner-gym-plan' },
    { kind: 'ab', thumb: 'food-meal-prep-under-2', altBg: ['#6c757d', '#adb5bd'], altLines: [{ text: 'MEAL PREP' }, { text: 'FOR THE WEEK', fill: '#eeeeee' }], ctrA: 3.1, ctrB: 8.3 },
    { kind: 'analytics', data: { client: 'Iron & Oats', ctrBefore: 3.0, ctrAfter: 8.1, kpis: [['Views, 90 days', '+131%'], ['Subscribers', '+22,900']] } },
  ],
  'matchday-rewind': [
    { kind: 'thumb', thumb: 'sports-last-minute-winners' },
    { kind: 'analytics', data: { client: 'Matchday Rewind', ctrBefore: 5.2, ctrAfter: 12.4, kpis: [['Views in 48 hours', '860K'], ['Shares', '+64%']] } },
  ],
};

/** Builds the SVG of one case-study image. */
export async function caseStudySvg(item: Item): Promise<string> {
  switch (item.kind) {
    case 'thumb':
      return thumbnailSvg(spec(item.thumb));
    case 'analytics':
      return analyticsSvg(item.data);
    case 'ab': {
      const b = spec(item.thumb);
      const a: ThumbSpec = { ...b, bg: item.altBg, lines: item.altLines, glow: '#ffffff', rays: false };
      delete a.arrow;
      delete a.ring;
      delete a.badge;
      const [pa, pb] = await Promise.all([png(thumbnailSvg(a, 640, 360)), png(thumbnailSvg(b, 640, 360))]);
      return abTestSvg({ title: 'Which thumbnail gets the click?', a: dataUri(pa), b: dataUri(pb), ctrA: item.ctrA, ctrB: item.ctrB });
    }
  }
}
