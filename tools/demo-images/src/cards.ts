/**
 * Presentation cards for case studies and blog covers (1280 x 720 px): a channel-analytics
 * panel with a click-through-rate chart, and an A/B test board comparing two thumbnails.
 */
import { label, linear, radial, svgDoc } from './svg';
import { textShape } from './fonts';

const W = 1280;
const H = 720;
const YELLOW = '#ffd23f';

/** Numbers shown on an analytics card. */
export interface AnalyticsSpec {
  client: string;
  /** Click-through rate in percent before and after the redesign. */
  ctrBefore: number;
  ctrAfter: number;
  /** Two KPI tiles, e.g. `['Views', '+212%']`. */
  kpis: readonly (readonly [string, string])[];
}

/** A dark analytics panel: CTR over 90 days with the redesign marked, plus KPI tiles. */
export function analyticsSvg(a: AnalyticsSpec): string {
  const chart = { x: 80, y: 200, w: 720, h: 400 };
  const max = Math.ceil((a.ctrAfter * 1.25) / 2) * 2;
  const points: string[] = [];
  for (let day = 0; day <= 90; day += 3) {
    const base = day < 45 ? a.ctrBefore : a.ctrAfter - (a.ctrAfter - a.ctrBefore) * Math.exp(-(day - 45) / 6);
    const wobble = Math.sin(day * 1.7) * 0.25 + Math.cos(day * 0.9) * 0.18;
    const v = Math.max(0.2, base + wobble);
    points.push(`${chart.x + (day / 90) * chart.w},${chart.y + chart.h - (v / max) * chart.h}`);
  }
  const line = `M ${points.join(' L ')}`;
  const area = `${line} L ${chart.x + chart.w},${chart.y + chart.h} L ${chart.x},${chart.y + chart.h} Z`;
  const gridLines = [0, 0.25, 0.5, 0.75, 1]
    .map((f) => {
      const y = chart.y + chart.h - f * chart.h;
      return `<path d="M ${chart.x} ${y} L ${chart.x + chart.w} ${y}" stroke="#2b2b3a" stroke-width="2"/>` + label(`${(max * f).toFixed(0)}%`, chart.x - 14, y + 8, 20, '#9090a6', 'interRegular', 'end');
    })
    .join('');
  const markerX = chart.x + chart.w / 2;
  const tiles = [['Click-through rate', `${a.ctrBefore.toFixed(1)}% → ${a.ctrAfter.toFixed(1)}%`] as const, ...a.kpis]
    .map(([name, value], i) => {
      const y = 200 + i * 136;
      return (
        `<rect x="860" y="${y}" width="360" height="116" rx="18" fill="#1c1c26" stroke="#2b2b3a" stroke-width="2"/>` +
        label(name.toUpperCase(), 890, y + 40, 20, '#b4b4c6', 'interBold', 'start', 0.04) +
        label(value, 890, y + 92, value.length > 12 ? 38 : 46, i === 0 ? YELLOW : '#f6f6f8', 'interBlack')
      );
    })
    .join('');
  const defs = linear('area', [[0, YELLOW, 0.45], [1, YELLOW, 0]], 90) + radial('halo', [[0, '#3b2f7a', 0.6], [1, '#09090d', 0]], 0.2, 0.1, 0.9);
  const body =
    `<rect width="${W}" height="${H}" fill="#09090d"/><rect width="${W}" height="${H}" fill="url(#halo)"/>` +
    label(`${a.client.toUpperCase()} · CHANNEL ANALYTICS`, 80, 96, 24, '#9090a6', 'interBold', 'start', 0.06) +
    label('Click-through rate, last 90 days', 80, 150, 44, '#f6f6f8', 'interBlack') +
    gridLines +
    `<path d="${area}" fill="url(#area)"/><path d="${line}" fill="none" stroke="${YELLOW}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="M ${markerX} ${chart.y - 10} L ${markerX} ${chart.y + chart.h}" stroke="#ff6b6b" stroke-width="3" stroke-dasharray="10 8"/>` +
    `<rect x="${markerX + 12}" y="${chart.y - 12}" width="236" height="40" rx="10" fill="#ff6b6b"/>` +
    label('New thumbnails live', markerX + 28, chart.y + 15, 22, '#111116', 'interBold') +
    label('Day 0', chart.x, chart.y + chart.h + 40, 20, '#9090a6', 'interRegular') +
    label('Day 90', chart.x + chart.w, chart.y + chart.h + 40, 20, '#9090a6', 'interRegular', 'end') +
    tiles;
  return svgDoc(W, H, defs, body);
}

/** What an A/B board compares: two rasterised thumbnails (data URIs) and their CTRs in percent. */
export interface AbSpec {
  title: string;
  a: string;
  b: string;
  ctrA: number;
  ctrB: number;
}

/** Two thumbnails side by side with their click-through rates; the better one is marked. */
export function abTestSvg(s: AbSpec): string {
  const card = (x: number, href: string, name: string, ctr: number, win: boolean) =>
    `<rect x="${x - 10}" y="170" width="560" height="420" rx="24" fill="#13131a" stroke="${win ? YELLOW : '#2b2b3a'}" stroke-width="${win ? 8 : 3}"/>` +
    `<image href="${href}" x="${x + 10}" y="190" width="520" height="292.5" preserveAspectRatio="xMidYMid slice"/>` +
    label(name, x + 14, 540, 30, '#b4b4c6', 'interBold') +
    label(`${ctr}% CTR`, x + 526, 548, 48, win ? YELLOW : '#f6f6f8', 'interBlack', 'end') +
    (win
      ? `<rect x="${x + 360}" y="146" width="170" height="50" rx="25" fill="${YELLOW}"/>` +
        label('WINNER', x + 445, 180, 26, '#111116', 'interBlack', 'middle', 0.06)
      : '');
  const winB = s.ctrB >= s.ctrA;
  const defs = radial('halo', [[0, '#2a1f5c', 0.7], [1, '#09090d', 0]], 0.5, 0.0, 0.9);
  const title = textShape('interBlack', s.title, W / 2, 110, 50, 'middle');
  const body =
    `<rect width="${W}" height="${H}" fill="#09090d"/><rect width="${W}" height="${H}" fill="url(#halo)"/>` +
    `<path d="${title.d}" fill="#f6f6f8"/>` +
    card(80, s.a, 'Variant A', s.ctrA, !winB) +
    card(680, s.b, 'Variant B', s.ctrB, winB) +
    label('A/B test · 14 days · equal impressions', W / 2, 660, 24, '#9090a6', 'interRegular', 'middle');
  return svgDoc(W, H, defs, body);
}
