/**
 * Before/after pairs of the featured portfolio carousel: `featured/<slug>-before.webp` is the
 * creator's own flat, low-contrast attempt; `featured/<slug>-after.webp` the agency's redesign.
 */
import { SKIN } from './person';
import type { ThumbSpec } from './thumbnail';

/** One before/after pair: the redesign, plus how the original looked. */
export interface FeaturedPair {
  after: ThumbSpec;
  /** Dull background colours of the original. */
  beforeBg: readonly [string, string];
  /** The original's small sentence-case title. */
  beforeText: readonly string[];
}

const Y = '#ffd23f';

/** Pairs by slug, in the seed's order (newest first). */
export const FEATURED: Record<string, FeaturedPair> = {
  'budget-travel-vlog': {
    beforeBg: ['#8d99ae', '#a9b4c2'],
    beforeText: ['My trip to Lisbon', '(budget travel vlog)'],
    after: {
      bg: ['#0077b6', '#f9c74f'], glow: '#ffffff', scene: 'skyline',
      lines: [{ text: 'LISBON ON' }, { text: '£20 A DAY', fill: Y, max: 190 }],
      person: { skin: SKIN[2], hair: '#2b1a10', hairStyle: 'short', shirt: '#f3722c', expression: 'grin', accessory: 'cap', accent: '#277da1' },
      prop: { name: 'coin', colour: '#f7b500', text: '£', at: { x: 580, y: 440, scale: 0.8, rotate: -12 } },
    },
  },
  'survival-series': {
    beforeBg: ['#6b705c', '#a5a58d'],
    beforeText: ['Survival series', 'episode 14'],
    after: {
      bg: ['#1a0033', '#ff006e'], glow: '#ff8fab', scene: 'grid',
      lines: [{ text: 'I TRAPPED' }, { text: 'MY FRIENDS', fill: Y }],
      person: { skin: SKIN[0], hair: '#d4a373', hairStyle: 'side', shirt: '#3a86ff', shirtStyle: 'hoodie', expression: 'smirk', accessory: 'headset', accent: '#ff006e' },
      prop: { name: 'controller', colour: '#8338ec', at: { x: 560, y: 450, scale: 0.85, rotate: -14 } },
    },
  },
  'true-crime-podcast': {
    beforeBg: ['#5c5c5c', '#7d7d7d'],
    beforeText: ['True crime podcast ep 37', 'the locksmith case'],
    after: {
      bg: ['#0b0b0b', '#6a040f'], glow: '#e5383b',
      lines: [{ text: 'THE MISSING' }, { text: 'LOCKSMITH', fill: '#ffffff', box: '#d00000' }],
      person: { skin: SKIN[3], hair: '#111111', hairStyle: 'bob', shirt: '#161a1d', shirtStyle: 'jacket', expression: 'serious', look: -1 },
      prop: { name: 'mic', colour: '#adb5bd', at: { x: 580, y: 440, scale: 0.85, rotate: 8 } },
    },
  },
  'home-cook-refresh': {
    beforeBg: ['#b5a48b', '#cbbfa9'],
    beforeText: ['How I make', 'roast potatoes'],
    after: {
      bg: ['#7f4f24', '#ffb703'], glow: '#fff1c1',
      lines: [{ text: 'CRISPIEST' }, { text: 'ROASTIES', fill: Y }, { text: 'EVER?', max: 120 }],
      person: { skin: SKIN[4], hair: '#111111', hairStyle: 'curly', shirt: '#ffffff', expression: 'shock', accessory: 'chefHat' },
      prop: { name: 'roast', at: { x: 540, y: 450, scale: 0.9 } },
    },
  },
  'finance-explainers': {
    beforeBg: ['#7a8b99', '#91a6b4'],
    beforeText: ['ISA vs pension', 'explained (UK)'],
    after: {
      bg: ['#052e16', '#16a34a'], glow: '#bbf7d0',
      lines: [{ text: 'ISA OR' }, { text: 'PENSION?', fill: Y }],
      person: { skin: SKIN[1], hair: '#4a2c1a', hairStyle: 'long', shirt: '#1e3a8a', shirtStyle: 'collar', expression: 'smirk', glasses: true },
      prop: { name: 'coin', colour: '#f7b500', text: '£', at: { x: 580, y: 440, scale: 0.8, rotate: 10 } },
    },
  },
  'marathon-diary': {
    beforeBg: ['#9a8c98', '#c9ada7'],
    beforeText: ['Marathon training', 'week 12'],
    after: {
      bg: ['#370617', '#f48c06'], scene: 'sunrise',
      lines: [{ text: 'MY FIRST' }, { text: 'MARATHON', fill: Y }],
      person: { skin: SKIN[5], hair: '#111111', hairStyle: 'buzz', shirt: '#e5383b', expression: 'grin' },
      prop: { name: 'sneaker', colour: '#4cc9f0', at: { x: 560, y: 460, scale: 0.85, rotate: -10 } },
    },
  },
};

/** The flat "before" version of a pair: same subject, dull colours, small default-font text. */
export function beforeSpec(pair: FeaturedPair): ThumbSpec {
  const { after } = pair;
  return {
    bg: pair.beforeBg,
    flat: true,
    rays: false,
    lines: pair.beforeText.map((text) => ({ text })),
    textY: 160,
    ...(after.person ? { person: { ...after.person, expression: 'smile' as const, at: { x: 820, y: 260, scale: 1.0 } } } : {}),
  };
}
