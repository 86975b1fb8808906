/**
 * Illustrated portraits: the team (`team/<slug>.webp`, 400 x 400) and testimonial authors
 * (`testimonials/<slug>.webp`, 160 x 160). Stylised flat-vector people, not photographs.
 */
import { person, SKIN, type PersonSpec } from './person';
import { darken, lighten, linear, radial, svgDoc } from './svg';

/** A portrait: the figure and its backdrop colour. */
export interface PortraitSpec {
  figure: PersonSpec;
  backdrop: string;
}

/** Team portraits by slug, in the seed's `"Team"` order. */
export const TEAM: Record<string, PortraitSpec> = {
  'aisha-rahman': { backdrop: '#ffd23f', figure: { skin: SKIN[3], hair: '#1b1b2f', hairStyle: 'hijab', shirt: '#1f2937', shirtStyle: 'jacket', expression: 'smile' } },
  'tom-whitfield': { backdrop: '#7cc4ff', figure: { skin: SKIN[0], hair: '#8a5a2b', hairStyle: 'side', shirt: '#ef476f', shirtStyle: 'tee', expression: 'grin', beard: true } },
  'priya-nair': { backdrop: '#b388ff', figure: { skin: SKIN[2], hair: '#1a1a1a', hairStyle: 'long', shirt: '#06d6a0', shirtStyle: 'collar', expression: 'smile', glasses: true } },
  'daniel-okafor': { backdrop: '#ff8fab', figure: { skin: SKIN[5], hair: '#111111', hairStyle: 'buzz', shirt: '#ffd23f', shirtStyle: 'hoodie', expression: 'smirk' } },
  'sophie-clarke': { backdrop: '#80ed99', figure: { skin: SKIN[1], hair: '#d4a373', hairStyle: 'bun', shirt: '#3a86ff', shirtStyle: 'collar', expression: 'grin' } },
  'marcus-lee': { backdrop: '#ffb347', figure: { skin: SKIN[1], hair: '#111111', hairStyle: 'short', shirt: '#22223b', shirtStyle: 'jacket', expression: 'smile', glasses: true } },
  'ellie-morgan': { backdrop: '#4cc9f0', figure: { skin: SKIN[0], hair: '#c1440e', hairStyle: 'curly', shirt: '#ff006e', shirtStyle: 'tee', expression: 'grin' } },
  'james-oconnor': { backdrop: '#ffd23f', figure: { skin: SKIN[1], hair: '#3b2416', hairStyle: 'short', shirt: '#2a9d8f', shirtStyle: 'hoodie', expression: 'smile', beard: true } },
  'zara-hussain': { backdrop: '#ff8fab', figure: { skin: SKIN[3], hair: '#1a1a1a', hairStyle: 'bob', shirt: '#8338ec', shirtStyle: 'tee', expression: 'grin' } },
  'ben-carter': { backdrop: '#80ed99', figure: { skin: SKIN[4], hair: '#111111', hairStyle: 'bald', shirt: '#ffffff', shirtStyle: 'collar', expression: 'smile', glasses: true } },
};

const T = (skin: number, hair: string, hairStyle: PersonSpec['hairStyle'], shirt: string, backdrop: string, extra: Partial<PersonSpec> = {}): PortraitSpec => ({
  backdrop,
  figure: { skin: SKIN[skin] ?? SKIN[0], hair, hairStyle, shirt, expression: 'smile', ...extra },
});

/** Testimonial avatars by slug, in the seed's `testimonials` order. */
export const AUTHORS: Record<string, PortraitSpec> = {
  'jake-holloway': T(0, '#6b4226', 'short', '#2f6fed', '#ffd23f', { accessory: 'headset', accent: '#39ff88', expression: 'grin' }),
  'amara-osei': T(4, '#111111', 'afro', '#f72585', '#7cc4ff'),
  'liam-fraser': T(1, '#c9a36b', 'side', '#2d6a4f', '#ffb347', { beard: true }),
  'hannah-price': T(0, '#4a2c1a', 'long', '#7b2cbf', '#80ed99', { expression: 'grin' }),
  'rohan-mehta': T(2, '#111111', 'short', '#ff7b00', '#b388ff', { glasses: true }),
  'chloe-bennett': T(1, '#d4a373', 'ponytail', '#00b4d8', '#ff8fab', { expression: 'grin' }),
  'samuel-adeyemi': T(5, '#111111', 'bald', '#1f2937', '#ffd23f', { beard: true, expression: 'smirk' }),
  'megan-doyle': T(0, '#c1440e', 'bob', '#ef476f', '#4cc9f0'),
  'yusuf-karim': T(3, '#1a1a1a', 'short', '#3a86ff', '#ffb347', { beard: true, expression: 'grin' }),
  'grace-whitmore': T(1, '#e0c9a6', 'bun', '#264653', '#b388ff', { glasses: true }),
  'ollie-turner': T(0, '#3b2416', 'curly', '#e63946', '#80ed99', { accessory: 'beanie', accent: '#ffd23f', expression: 'grin' }),
  'fatima-ali': T(2, '#5a189a', 'hijab', '#ffd23f', '#7cc4ff', { expression: 'grin' }),
};

/** The SVG of a square portrait `size` px wide (`size` 400 for the team, 160 for avatars). */
export function portraitSvg(p: PortraitSpec, size: number): string {
  const defs =
    linear('bg', [[0, lighten(p.backdrop, 0.25)], [1, darken(p.backdrop, 0.15)]], 60) +
    radial('light', [[0, '#ffffff', 0.45], [1, '#ffffff', 0]], 0.5, 0.35, 0.5);
  const body =
    `<g transform="scale(${size / 400})"><rect width="400" height="400" fill="url(#bg)"/>` +
    `<circle cx="200" cy="170" r="170" fill="url(#light)"/>` +
    `<g transform="translate(30 46) scale(0.85)">${person(p.figure)}</g></g>`;
  return svgDoc(size, size, defs, body);
}
