/**
 * Composes a 1280 x 720 video thumbnail from a declarative spec: gradient background with light
 * rays, an optional scene, a reaction face, a story object, a huge outlined headline and the
 * usual arrow / ring / badge call-outs.
 */
import type { FaceName } from './fonts';
import { fitSize } from './fonts';
import { person, type PersonSpec } from './person';
import { prop, type PropSpec } from './props';
import { scene, type SceneName } from './scenes';
import {
  arrow, badge, blurFilter, darken, headlineLine, linear, radial, rays, ring, stickerFilter, svgDoc, vignetteDef,
} from './svg';

/** Width of every thumbnail in px (16:9). */
export const THUMB_W = 1280;
/** Height of every thumbnail in px. */
export const THUMB_H = 720;

/** One line of the headline. */
export interface HeadlineSpec {
  text: string;
  fill?: string;
  box?: string;
  face?: FaceName;
  /** Upper bound of the font size in px (the line is also fitted to the text column). */
  max?: number;
  rotate?: number;
}

/** A placed item: top-left in px, scale factor, rotation in degrees. */
export interface Placement {
  x: number;
  y: number;
  scale: number;
  rotate?: number;
}

/** Everything one thumbnail shows. */
export interface ThumbSpec {
  /** Gradient colours of the background, from the top-left to the bottom-right. */
  bg: readonly [string, string];
  glow?: string;
  rays?: boolean;
  scene?: SceneName;
  lines: readonly HeadlineSpec[];
  textSide?: 'left' | 'right';
  /** Width in px of the headline column. */
  textWidth?: number;
  /** Vertical centre of the headline block in px. */
  textY?: number;
  person?: PersonSpec & { at?: Placement };
  prop?: PropSpec & { at: Placement };
  arrow?: readonly [number, number, number, number, number?];
  ring?: readonly [number, number, number, number];
  badge?: { text: string; bg: string; fg?: string };
  /** Draws the image flat: no rays, glow, outlines or shadows (used for "before" versions). */
  flat?: boolean;
}

/** The SVG markup of a thumbnail at `width` x `height` px (`spec` is drawn at 1280 x 720). */
export function thumbnailSvg(spec: ThumbSpec, width = THUMB_W, height = THUMB_H): string {
  const side = spec.textSide ?? 'left';
  const flat = spec.flat ?? false;
  const defs = [
    linear('bg', [[0, spec.bg[0]], [1, spec.bg[1]]], 35),
    radial('glow', [[0, spec.glow ?? '#ffffff', 0.85], [1, spec.glow ?? '#ffffff', 0]]),
    vignetteDef('vig', flat ? 0.15 : 0.6),
    stickerFilter('sticker', 9),
    stickerFilter('stickerSmall', 7),
    blurFilter('soft', 30),
  ];
  const parts: string[] = [`<rect width="${THUMB_W}" height="${THUMB_H}" fill="url(#bg)"/>`];
  const subjectX = side === 'left' ? 1040 : 240;
  if (spec.scene) parts.push(scene(spec.scene));
  if (!flat && (spec.rays ?? true)) parts.push(rays(subjectX, 380, '#ffffff', 18, 0.07));
  if (!flat && spec.glow) parts.push(`<ellipse cx="${subjectX}" cy="380" rx="420" ry="380" fill="url(#glow)"/>`);

  if (spec.person) {
    const at = spec.person.at ?? { x: side === 'left' ? 780 : -20, y: 128, scale: 1.32 };
    const filter = flat ? '' : ' filter="url(#sticker)"';
    parts.push(
      `<g transform="translate(${at.x} ${at.y}) scale(${at.scale}) rotate(${at.rotate ?? 0} 200 240)"${filter}>${person(spec.person)}</g>`,
    );
  }
  if (spec.prop) {
    const at = spec.prop.at;
    const filter = flat ? '' : ' filter="url(#stickerSmall)"';
    parts.push(
      `<g transform="translate(${at.x} ${at.y}) rotate(${at.rotate ?? 0} ${150 * at.scale} ${150 * at.scale}) scale(${at.scale})"${filter}>${prop(spec.prop)}</g>`,
    );
  }
  if (!flat) parts.push(`<rect width="${THUMB_W}" height="${THUMB_H}" fill="url(#vig)"/>`);
  if (spec.ring && !flat) parts.push(ring(...spec.ring));
  if (spec.arrow && !flat) {
    const [x1, y1, x2, y2, bend] = spec.arrow;
    parts.push(arrow(x1, y1, x2, y2, '#ff2a2a', bend ?? 70));
  }
  parts.push(headline(spec, side, flat));
  if (spec.badge) parts.push(badge(spec.badge.text, side === 'left' ? 48 : THUMB_W - 260, 40, spec.badge.bg, spec.badge.fg));

  const body = `<g transform="scale(${width / THUMB_W} ${height / THUMB_H})">${parts.join('')}</g>`;
  return svgDoc(width, height, defs.join(''), body);
}

function headline(spec: ThumbSpec, side: 'left' | 'right', flat: boolean): string {
  const column = spec.textWidth ?? 680;
  const x = side === 'left' ? 56 : THUMB_W - 56 - column;
  const sized = spec.lines.map((line) => {
    const face = flat ? 'dejavu' : (line.face ?? 'archivo');
    const max = flat ? 64 : (line.max ?? 170);
    return { line, face, size: fitSize(face, line.text, column - (line.box ? 40 : 0), max) };
  });
  if (flat) {
    const smallest = Math.min(...sized.map((s) => s.size));
    for (const s of sized) s.size = smallest;
  }
  const total = sized.reduce((sum, s) => sum + s.size * (flat ? 1.2 : 1.04), 0);
  let y = (spec.textY ?? 290) - total / 2;
  return sized
    .map(({ line, face, size }) => {
      y += size * (flat ? 1.2 : 1.04);
      const baseline = y - size * 0.14;
      const lineX = line.box ? x + 20 : x;
      if (flat) {
        return headlineLine(line.text, lineX, baseline, { face, size, fill: '#f2f2f2', strokeRatio: 0, shadow: false });
      }
      return headlineLine(line.text, lineX, baseline, {
        face,
        size,
        fill: line.fill ?? '#ffffff',
        ...(line.box ? { box: line.box } : {}),
        ...(line.rotate ? { rotate: line.rotate } : {}),
        stroke: darken(line.box ?? '#000000', 0.6),
      });
    })
    .join('');
}
