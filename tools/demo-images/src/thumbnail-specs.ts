/**
 * The 24 portfolio thumbnails (two per category of docs/requirements.md §3.3), keyed by file slug:
 * written to `thumbnails/<slug>.webp` (1280 x 720) and `thumbnails/<slug>-640.webp` (640 x 360).
 */
import { SKIN } from './person';
import type { ThumbSpec } from './thumbnail';

const Y = '#ffd23f';
const RED = '#ff2a2a';

/** Thumbnail specs by slug, in the order of the seed's `"Thumbnail_Work"` rows. */
export const THUMBNAILS: Record<string, ThumbSpec> = {
  // Gaming & Live Streams
  'gaming-100-days-hardcore': {
    bg: ['#3a0ca3', '#f72585'], glow: '#ff5cf0', scene: 'grid',
    lines: [{ text: '100 DAYS' }, { text: 'HARDCORE', fill: Y }],
    person: { skin: SKIN[0], hair: '#6b4226', hairStyle: 'short', shirt: '#2f6fed', shirtStyle: 'hoodie', expression: 'shock', accessory: 'headset', accent: '#39ff88', look: -1 },
    prop: { name: 'calendar', colour: '#e53935', text: '100', small: 'DAY', at: { x: 580, y: 440, scale: 0.85, rotate: -10 } },
    arrow: [360, 640, 570, 590, -50],
  },
  'gaming-blindfold-speedrun': {
    bg: ['#03045e', '#00b4d8'], glow: '#90e0ef',
    lines: [{ text: 'BLINDFOLDED' }, { text: 'WORLD RECORD?', fill: '#000000', box: Y, face: 'bebas', max: 150 }],
    person: { skin: SKIN[2], hair: '#222222', hairStyle: 'side', shirt: '#111827', expression: 'grin', accessory: 'blindfold', accent: '#e11d48' },
    prop: { name: 'stopwatch', colour: '#2fd4ff', text: '0:59', at: { x: 580, y: 440, scale: 0.85, rotate: 12 } },
    badge: { text: 'LIVE', bg: '#e11d48' },
  },
  // Podcasts & Talk Shows
  'podcast-nobody-saves': {
    bg: ['#1b1b1b', '#ff7b00'], glow: '#ffb35c',
    lines: [{ text: 'NOBODY' }, { text: 'SAVES', fill: Y }, { text: 'ANY MORE', max: 110 }],
    person: { skin: SKIN[4], hair: '#111111', hairStyle: 'afro', shirt: '#f5b700', shirtStyle: 'jacket', expression: 'serious' },
    prop: { name: 'mic', colour: '#ff8a00', at: { x: 580, y: 440, scale: 0.85, rotate: -8 } },
    badge: { text: 'EP. 112', bg: '#111111' },
  },
  'podcast-michelin-walkout': {
    bg: ['#2b0000', '#d00000'], glow: '#ff7070',
    lines: [{ text: 'I WALKED OUT', max: 110 }, { text: 'OF MICHELIN', fill: Y }],
    person: { skin: SKIN[1], hair: '#8a3b12', hairStyle: 'short', shirt: '#f4f4f4', shirtStyle: 'collar', expression: 'smirk', accessory: 'chefHat', beard: true },
    prop: { name: 'mic', colour: '#c9ccd6', at: { x: 580, y: 440, scale: 0.85, rotate: 8 } },
  },
  // Documentary & Storytelling
  'doc-village-under-reservoir': {
    bg: ['#0b1d2a', '#2a6f97'], scene: 'reservoir', rays: false,
    lines: [{ text: "IT'S STILL" }, { text: 'DOWN THERE', fill: Y }],
    textY: 250, textWidth: 640,
    ring: [970, 300, 110, 170],
    arrow: [620, 420, 840, 380, 60],
  },
  'doc-last-lighthouse-keepers': {
    bg: ['#1b263b', '#e76f51'], scene: 'sea', rays: false,
    lines: [{ text: 'THE LAST' }, { text: 'KEEPERS', fill: Y }],
    textSide: 'right', textY: 300,
    prop: { name: 'lighthouse', at: { x: 330, y: 60, scale: 1.5 } },
    person: { skin: SKIN[1], hair: '#d8d8d8', hairStyle: 'bald', shirt: '#264653', shirtStyle: 'jacket', expression: 'serious', beard: true, look: 1, at: { x: -30, y: 190, scale: 1.2 } },
  },
  // Sports & Highlights
  'sports-last-minute-winners': {
    bg: ['#0a3d1f', '#2dc653'], scene: 'pitch', glow: '#b7ffc9',
    lines: [{ text: "90+4'", fill: Y, max: 200 }, { text: 'WINNERS' }],
    person: { skin: SKIN[3], hair: '#1a1a1a', hairStyle: 'buzz', shirt: '#e63946', expression: 'grin' },
    prop: { name: 'football', at: { x: 580, y: 440, scale: 0.85, rotate: 0 } },
  },
  'sports-sunday-league-to-pro': {
    bg: ['#023e8a', '#48cae4'], scene: 'pitch', glow: '#caf0f8',
    lines: [{ text: 'SUNDAY LEAGUE', max: 110 }, { text: 'TO PRO', fill: Y, max: 190 }],
    person: { skin: SKIN[0], hair: '#c9a36b', hairStyle: 'side', shirt: '#ffbe0b', shirtStyle: 'collar', expression: 'shock' },
    prop: { name: 'football', at: { x: 580, y: 440, scale: 0.8 } },
    arrow: [360, 620, 570, 580, -50],
  },
  // Tech & Crypto
  'tech-500-pound-pc': {
    bg: ['#10002b', '#7b2cbf'], glow: '#c77dff', scene: 'grid',
    lines: [{ text: '£500 PC' }, { text: 'VS CONSOLE', fill: '#39ff88' }],
    person: { skin: SKIN[2], hair: '#2b2b2b', hairStyle: 'curly', shirt: '#240046', shirtStyle: 'hoodie', expression: 'shock', glasses: true },
    prop: { name: 'pc', colour: '#39ff88', at: { x: 580, y: 440, scale: 0.85, rotate: -6 } },
    ring: [707, 562, 125, 155],
  },
  'tech-crypto-wallet-scams': {
    bg: ['#000000', '#7a0000'], glow: '#ff3b3b',
    lines: [{ text: 'SCAM', fill: RED, max: 220 }, { text: 'ALERT' }, { text: 'DON\'T CLICK THIS', max: 70, fill: Y }],
    person: { skin: SKIN[5], hair: '#111111', hairStyle: 'short', shirt: '#1f2937', shirtStyle: 'collar', expression: 'serious', glasses: true },
    prop: { name: 'coin', colour: '#f7b500', text: '₿', at: { x: 580, y: 440, scale: 0.85, rotate: -14 } },
  },
  // Fitness & Health
  'fitness-10k-steps-30-days': {
    bg: ['#ff6d00', '#ffd000'], glow: '#fff3c4',
    lines: [{ text: '10,000' }, { text: 'STEPS', fill: '#ffffff' }, { text: 'FOR 30 DAYS', fill: '#000000', box: '#ffffff', max: 90 }],
    person: { skin: SKIN[2], hair: '#3b2416', hairStyle: 'ponytail', shirt: '#00b4d8', expression: 'grin' },
    prop: { name: 'sneaker', colour: '#ff3b5c', at: { x: 580, y: 440, scale: 0.85, rotate: -10 } },
  },
  'fitness-beginner-gym-plan': {
    bg: ['#0d1b2a', '#1b4965'], glow: '#62b6cb',
    lines: [{ text: '3 DAYS' }, { text: 'A WEEK', fill: Y }, { text: 'BEGINNER PLAN', max: 80 }],
    person: { skin: SKIN[4], hair: '#111111', hairStyle: 'buzz', shirt: '#e63946', expression: 'smile', beard: true },
    prop: { name: 'dumbbell', colour: '#e63946', at: { x: 580, y: 440, scale: 0.85, rotate: -20 } },
  },
  // Lifestyle & Fashion
  'lifestyle-capsule-wardrobe': {
    bg: ['#ffafcc', '#cdb4db'], glow: '#ffffff',
    lines: [{ text: '20 PIECES' }, { text: '60 OUTFITS', fill: Y }],
    person: { skin: SKIN[1], hair: '#4a2c1a', hairStyle: 'long', shirt: '#fefae0', shirtStyle: 'collar', expression: 'smile' },
    prop: { name: 'wardrobe', colour: '#ff6fa5', at: { x: 580, y: 440, scale: 0.85 } },
  },
  'lifestyle-tiny-flat-makeover': {
    bg: ['#006d77', '#83c5be'], glow: '#edf6f9',
    lines: [{ text: 'TINY FLAT' }, { text: '£300', fill: Y, max: 200 }, { text: 'MAKEOVER' }],
    person: { skin: SKIN[3], hair: '#0f0f0f', hairStyle: 'bob', shirt: '#e29578', expression: 'shock' },
    prop: { name: 'sofa', colour: '#1aa39a', at: { x: 580, y: 440, scale: 0.85 } },
  },
  // Food & Cooking
  'food-one-tray-sunday-roast': {
    bg: ['#582f0e', '#bc6c25'], glow: '#ffd8a8',
    lines: [{ text: 'ONE TRAY' }, { text: 'SUNDAY', fill: Y }, { text: 'ROAST', fill: Y }],
    prop: { name: 'roast', at: { x: 660, y: 170, scale: 2 } },
    ring: [950, 400, 235, 150],
  },
  'food-meal-prep-under-2': {
    bg: ['#2d6a4f', '#95d5b2'], glow: '#ffffff',
    lines: [{ text: '5 LUNCHES' }, { text: 'UNDER £2', fill: Y, max: 180 }],
    person: { skin: SKIN[0], hair: '#a0522d', hairStyle: 'bun', shirt: '#40916c', expression: 'grin' },
    prop: { name: 'lunchbox', colour: '#f4a261', at: { x: 580, y: 440, scale: 0.85, rotate: 6 } },
  },
  // Motivation & Self-Help
  'motivation-5am-90-days': {
    bg: ['#22223b', '#f28482'], scene: 'sunrise',
    lines: [{ text: '5AM' , fill: Y, max: 220 }, { text: 'FOR 90 DAYS' }],
    person: { skin: SKIN[1], hair: '#2b1a10', hairStyle: 'short', shirt: '#4a4e69', shirtStyle: 'hoodie', expression: 'shock' },
    prop: { name: 'alarm', colour: '#f7b500', text: '5:00', at: { x: 580, y: 440, scale: 0.85, rotate: -12 } },
  },
  'motivation-stop-waiting': {
    bg: ['#000000', '#3a3a3a'], glow: Y,
    lines: [{ text: 'STOP', max: 220 }, { text: 'WAITING', fill: '#000000', box: Y }],
    person: { skin: SKIN[4], hair: '#111111', hairStyle: 'short', shirt: '#111111', shirtStyle: 'jacket', expression: 'serious' },
    prop: { name: 'mountain', colour: '#6d7bd8', at: { x: 580, y: 440, scale: 0.85 } },
  },
  // Business & Money
  'money-paid-off-18000': {
    bg: ['#081c15', '#2d6a4f'], glow: '#74c69d',
    lines: [{ text: '£18,000', fill: '#7CFF8A' }, { text: 'DEBT GONE' }],
    person: { skin: SKIN[2], hair: '#1a1a1a', hairStyle: 'hijab', shirt: '#1b4332', shirtStyle: 'collar', expression: 'grin' },
    prop: { name: 'money', at: { x: 580, y: 440, scale: 0.85, rotate: -8 } },
    badge: { text: 'IN 3 YEARS', bg: '#e11d48' },
  },
  'money-side-hustles-2026': {
    bg: ['#240046', '#5a189a'], glow: '#9d4edd', scene: 'skyline',
    lines: [{ text: 'SIDE HUSTLES' }, { text: 'THAT PAY', fill: '#7CFF8A' }],
    person: { skin: SKIN[0], hair: '#111111', hairStyle: 'side', shirt: '#ff7b00', shirtStyle: 'collar', expression: 'smirk', glasses: true },
    prop: { name: 'laptop', colour: '#2d6a4f', at: { x: 580, y: 440, scale: 0.85, rotate: -6 } },
  },
  // Spiritual & Religious
  'spiritual-10-minutes-silence': {
    bg: ['#3c096c', '#ffafcc'], scene: 'sunrise', glow: '#ffe5ec',
    lines: [{ text: '10 MINUTES' }, { text: 'OF SILENCE', fill: '#ffe5ec' }],
    person: { skin: SKIN[3], hair: '#2b1a10', hairStyle: 'long', shirt: '#b8c0ff', expression: 'calm' },
    prop: { name: 'candle', at: { x: 580, y: 440, scale: 0.85 } },
  },
  'spiritual-silent-monastery': {
    bg: ['#1d2d50', '#f6bd60'], scene: 'monastery', rays: false,
    lines: [{ text: '7 DAYS' }, { text: 'NO TALKING', fill: Y }],
    textY: 250,
    person: { skin: SKIN[0], hair: '#6b4226', hairStyle: 'short', shirt: '#8d6e63', shirtStyle: 'hoodie', expression: 'calm', beard: true, at: { x: 430, y: 330, scale: 1.0 } },
    ring: [950, 470, 190, 130],
  },
  // Automotive
  'auto-barn-find-mini': {
    bg: ['#3d2b1f', '#d4a373'], glow: '#fefae0',
    lines: [{ text: 'BARN FIND' }, { text: 'RESTORED', fill: Y }, { text: 'IN 30 DAYS', max: 90 }],
    prop: { name: 'rustyCar', colour: '#6b8e23', at: { x: 640, y: 140, scale: 2.1 } },
    arrow: [560, 650, 800, 530, -50],
  },
  'auto-2000-pound-track-car': {
    bg: ['#111111', '#c1121f'], glow: '#ff8fa3',
    lines: [{ text: '£2,000', fill: Y, max: 190 }, { text: 'TRACK CAR' }],
    prop: { name: 'raceCar', colour: '#e11d48', at: { x: 690, y: 250, scale: 1.85, rotate: -6 } },
    badge: { text: 'LAP RECORD?', bg: '#111111' },
  },
};
