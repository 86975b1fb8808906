/**
 * A stylised, illustrated head-and-shoulders figure (flat vector style, no photographs), used
 * for thumbnail "reaction faces", team portraits and testimonial avatars.
 * Drawn in a 400 x 480 local box: head centred near (200, 190), shoulders reaching the bottom.
 */
import { darken, lighten } from './svg';

/** Facial expressions a thumbnail or portrait may need. */
export type Expression = 'shock' | 'smile' | 'grin' | 'serious' | 'calm' | 'smirk';
/** Hair styles. */
export type HairStyle = 'short' | 'side' | 'long' | 'bun' | 'curly' | 'afro' | 'buzz' | 'bald' | 'ponytail' | 'hijab' | 'bob';
/** Things worn on the head or face. */
export type Accessory = 'headset' | 'chefHat' | 'cap' | 'blindfold' | 'beanie' | 'none';

/** Everything that makes one figure. */
export interface PersonSpec {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  shirtStyle?: 'tee' | 'hoodie' | 'collar' | 'jacket';
  expression: Expression;
  beard?: boolean;
  glasses?: boolean;
  accessory?: Accessory;
  /** Colour of accessories such as headset cups or a cap. */
  accent?: string;
  eyes?: string;
  /** Horizontal gaze, -1 (left) .. 1 (right). */
  look?: number;
}

/** Skin tones from light to deep, for variety across figures. */
export const SKIN = ['#f6d3b8', '#eab892', '#cf9670', '#a96c47', '#80502f', '#5e3a22'] as const;

const HEAD = 'M 114 172 C 114 96 160 84 200 84 C 240 84 286 96 286 172 C 286 242 254 292 200 295 C 146 292 114 242 114 172 Z';

function torso(p: PersonSpec): string {
  const shirt = p.shirt;
  const shade = darken(shirt, 0.25);
  const body = 'M 18 480 C 20 398 82 352 152 338 L 248 338 C 318 352 380 398 382 480 Z';
  const parts = [`<path d="${body}" fill="${shirt}"/>`];
  parts.push(`<path d="M 296 350 C 346 372 378 414 380 478 L 332 478 C 330 430 318 392 296 350 Z" fill="${shade}" opacity="0.5"/>`);
  const style = p.shirtStyle ?? 'tee';
  if (style === 'hoodie') {
    parts.push(`<path d="M 128 340 C 140 300 170 300 200 330 C 230 300 260 300 272 340 C 250 372 150 372 128 340 Z" fill="${darken(shirt, 0.18)}"/>`);
    parts.push(`<path d="M 182 368 L 178 430 M 218 368 L 222 430" stroke="${lighten(shirt, 0.6)}" stroke-width="6" stroke-linecap="round"/>`);
  } else if (style === 'collar') {
    parts.push(`<path d="M 150 338 L 200 384 L 176 410 L 140 350 Z M 250 338 L 200 384 L 224 410 L 260 350 Z" fill="${lighten(shirt, 0.85)}" stroke="${darken(shirt, 0.3)}" stroke-width="3"/>`);
  } else if (style === 'jacket') {
    parts.push(`<path d="M 160 340 L 200 420 L 240 340 Z" fill="${lighten(shirt, 0.85)}"/>`);
    parts.push(`<path d="M 150 338 L 200 430 L 168 480 L 110 480 L 118 360 Z M 250 338 L 200 430 L 232 480 L 290 480 L 282 360 Z" fill="${darken(shirt, 0.12)}"/>`);
  }
  return parts.join('');
}

function neck(p: PersonSpec): string {
  const shade = darken(p.skin, 0.16);
  const collarLine = (p.shirtStyle ?? 'tee') === 'tee' ? `<path d="M 150 340 Q 200 392 250 340" fill="none" stroke="${darken(p.shirt, 0.3)}" stroke-width="9"/>` : '';
  return (
    `<path d="M 164 250 L 164 340 Q 200 382 236 340 L 236 250 Z" fill="${p.skin}"/>` +
    `<path d="M 164 262 L 236 262 L 236 300 Q 200 322 164 300 Z" fill="${shade}"/>` +
    collarLine
  );
}

function hairBack(p: PersonSpec): string {
  const h = p.hair;
  switch (p.hairStyle) {
    case 'long':
      return `<path d="M 102 180 C 90 92 156 58 200 60 C 256 60 314 98 298 190 L 312 360 C 282 384 252 364 242 336 L 158 336 C 148 364 118 384 88 360 Z" fill="${h}"/>`;
    case 'bob':
      return `<path d="M 100 190 C 92 92 156 60 200 62 C 248 62 310 94 300 190 L 306 282 C 290 300 260 296 250 282 L 150 282 C 140 296 110 300 94 282 Z" fill="${h}"/>`;
    case 'ponytail':
      return `<path d="M 262 120 C 330 120 350 220 320 300 C 312 250 296 200 270 170 Z" fill="${h}"/>`;
    case 'afro':
      return `<circle cx="200" cy="160" r="140" fill="${h}"/>`;
    case 'bun':
      return `<circle cx="200" cy="66" r="40" fill="${h}"/>`;
    case 'hijab':
      return `<path d="M 94 200 C 86 96 150 56 200 56 C 250 56 314 96 306 200 C 306 282 292 330 330 364 C 250 392 150 392 70 364 C 108 330 94 282 94 200 Z" fill="${h}"/>`;
    default:
      return '';
  }
}

function hairFront(p: PersonSpec): string {
  const h = p.hair;
  const hi = lighten(h, 0.18);
  switch (p.hairStyle) {
    case 'short':
      return `<path d="M 110 178 C 98 98 150 68 206 70 C 262 72 304 104 290 178 C 284 142 270 124 252 114 C 222 128 170 130 140 118 C 124 132 114 152 110 178 Z" fill="${h}"/><path d="M 160 92 C 190 82 230 84 258 98" stroke="${hi}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    case 'side':
      return `<path d="M 108 182 C 96 96 152 64 210 68 C 268 72 306 110 290 182 C 286 150 276 128 262 118 C 230 140 170 146 126 128 C 116 144 110 160 108 182 Z" fill="${h}"/><path d="M 126 128 C 170 150 236 138 262 118 C 236 128 190 132 150 116 Z" fill="${hi}"/>`;
    case 'long':
    case 'bob':
      return `<path d="M 112 186 C 106 108 150 74 200 74 C 250 74 294 108 288 186 C 272 134 232 112 204 108 C 176 112 128 134 112 186 Z" fill="${h}"/>`;
    case 'bun':
    case 'ponytail':
      return `<path d="M 112 176 C 106 104 152 78 200 78 C 248 78 294 104 288 176 C 276 130 240 106 200 106 C 160 106 124 130 112 176 Z" fill="${h}"/>`;
    case 'curly': {
      const curls: string[] = [];
      for (let i = 0; i <= 10; i += 1) {
        const a = Math.PI * (1.02 + (i / 10) * 0.96);
        curls.push(`<circle cx="${200 + Math.cos(a) * 92}" cy="${168 + Math.sin(a) * 96}" r="${i % 2 ? 28 : 32}" fill="${h}"/>`);
      }
      return curls.join('') + `<circle cx="175" cy="90" r="30" fill="${h}"/><circle cx="225" cy="90" r="30" fill="${h}"/>`;
    }
    case 'afro':
      return `<path d="M 112 170 C 120 110 160 96 200 100 C 240 96 280 110 288 170 C 270 140 240 128 200 128 C 160 128 130 140 112 170 Z" fill="${h}"/>`;
    case 'buzz':
      return `<path d="M 114 160 C 112 100 160 82 200 82 C 240 82 288 100 286 160 C 270 124 240 112 200 112 C 160 112 130 124 114 160 Z" fill="${h}" opacity="0.85"/>`;
    case 'bald':
      return `<path d="M 114 200 C 112 176 114 160 120 150 L 124 204 Z M 286 200 C 288 176 286 160 280 150 L 276 204 Z" fill="${h}"/>`;
    case 'hijab':
      return `<path d="M 108 190 C 104 110 150 82 200 82 C 250 82 296 110 292 190 C 276 128 240 106 200 106 C 160 106 124 128 108 190 Z" fill="${lighten(h, 0.1)}"/>`;
    default:
      return '';
  }
}

function eyes(p: PersonSpec): string {
  const look = (p.look ?? 0) * 5;
  const iris = p.eyes ?? '#4a2e1c';
  if (p.expression === 'calm') {
    return `<path d="M 148 190 Q 165 202 182 190 M 218 190 Q 235 202 252 190" fill="none" stroke="#2a1a12" stroke-width="6" stroke-linecap="round"/>`;
  }
  const big = p.expression === 'shock';
  const rx = big ? 21 : 17;
  const ry = big ? 19 : p.expression === 'grin' ? 10 : 13;
  const ir = big ? 8 : 9;
  return [165, 235]
    .map((x, i) => {
      const wink = p.expression === 'smirk' && i === 1;
      if (wink) return `<path d="M 218 192 Q 235 184 252 192" fill="none" stroke="#2a1a12" stroke-width="6" stroke-linecap="round"/>`;
      return (
        `<ellipse cx="${x}" cy="188" rx="${rx}" ry="${ry}" fill="#ffffff" stroke="#2a1a12" stroke-width="3"/>` +
        `<circle cx="${x + look}" cy="189" r="${ir}" fill="${iris}"/><circle cx="${x + look}" cy="189" r="${ir / 2}" fill="#111"/>` +
        `<circle cx="${x + look + 3}" cy="185" r="2.6" fill="#fff"/>`
      );
    })
    .join('');
}

function brows(p: PersonSpec): string {
  const c = p.hairStyle === 'bald' || p.hairStyle === 'hijab' ? '#3a2a20' : darken(p.hair, 0.1);
  const d: Record<Expression, string> = {
    shock: 'M 140 150 Q 165 132 188 146 M 212 146 Q 235 132 260 150',
    smile: 'M 142 162 Q 165 152 188 160 M 212 160 Q 235 152 258 162',
    grin: 'M 142 160 Q 165 148 188 158 M 212 158 Q 235 148 258 160',
    serious: 'M 142 158 L 188 168 M 212 168 L 258 158',
    calm: 'M 144 166 Q 165 158 186 164 M 214 164 Q 235 158 256 166',
    smirk: 'M 142 156 Q 165 146 188 158 M 212 164 Q 235 160 258 166',
  };
  return `<path d="${d[p.expression]}" fill="none" stroke="${c}" stroke-width="9" stroke-linecap="round"/>`;
}

function mouth(p: PersonSpec): string {
  switch (p.expression) {
    case 'shock':
      return `<ellipse cx="200" cy="258" rx="20" ry="26" fill="#4a1212" stroke="#2a0a0a" stroke-width="3"/><ellipse cx="200" cy="274" rx="12" ry="7" fill="#e06a70"/>`;
    case 'grin':
      return `<path d="M 160 244 Q 200 300 240 244 Z" fill="#4a1212" stroke="#2a0a0a" stroke-width="3" stroke-linejoin="round"/><path d="M 164 246 L 236 246 L 231 256 Q 200 262 169 256 Z" fill="#fff"/><path d="M 182 278 Q 200 286 218 278 Q 200 268 182 278 Z" fill="#e06a70"/>`;
    case 'smile':
      return `<path d="M 170 250 Q 200 278 230 250" fill="none" stroke="#5a1f1f" stroke-width="6" stroke-linecap="round"/>`;
    case 'serious':
      return `<path d="M 178 258 Q 200 252 222 258" fill="none" stroke="#5a1f1f" stroke-width="6" stroke-linecap="round"/>`;
    case 'calm':
      return `<path d="M 180 254 Q 200 266 220 254" fill="none" stroke="#5a1f1f" stroke-width="5" stroke-linecap="round"/>`;
    case 'smirk':
      return `<path d="M 176 258 Q 206 268 228 246" fill="none" stroke="#5a1f1f" stroke-width="6" stroke-linecap="round"/>`;
  }
}

function accessory(p: PersonSpec): string {
  const accent = p.accent ?? '#ff2a6d';
  switch (p.accessory) {
    case 'headset':
      return (
        `<path d="M 104 196 C 92 64 308 64 296 196" fill="none" stroke="#1d1d24" stroke-width="18"/>` +
        `<rect x="84" y="160" width="38" height="72" rx="16" fill="${accent}" stroke="#1d1d24" stroke-width="6"/>` +
        `<rect x="278" y="160" width="38" height="72" rx="16" fill="${accent}" stroke="#1d1d24" stroke-width="6"/>` +
        `<path d="M 104 226 Q 116 280 166 272" fill="none" stroke="#1d1d24" stroke-width="8" stroke-linecap="round"/>` +
        `<circle cx="170" cy="271" r="10" fill="#1d1d24"/>`
      );
    case 'chefHat':
      return (
        `<circle cx="150" cy="66" r="42" fill="#fff"/><circle cx="200" cy="48" r="50" fill="#fff"/><circle cx="252" cy="66" r="42" fill="#fff"/>` +
        `<rect x="128" y="72" width="144" height="46" rx="6" fill="#fff" stroke="#d8d8e0" stroke-width="4"/>` +
        `<path d="M 170 80 L 170 110 M 200 80 L 200 110 M 230 80 L 230 110" stroke="#e4e4ea" stroke-width="5"/>`
      );
    case 'cap':
      return (
        `<path d="M 110 158 C 106 88 156 64 200 64 C 244 64 294 88 290 158 Z" fill="${accent}"/>` +
        `<path d="M 200 64 L 200 158" stroke="${darken(accent, 0.2)}" stroke-width="4"/>` +
        `<path d="M 108 156 Q 200 136 292 156 Q 326 160 340 172 Q 300 180 280 170 Q 200 156 110 170 Z" fill="${darken(accent, 0.25)}"/>`
      );
    case 'beanie':
      return (
        `<path d="M 108 150 C 104 70 156 50 200 50 C 244 50 296 70 292 150 Z" fill="${accent}"/>` +
        `<rect x="102" y="128" width="196" height="36" rx="14" fill="${darken(accent, 0.2)}"/>` +
        `<circle cx="200" cy="44" r="18" fill="${lighten(accent, 0.4)}"/>`
      );
    case 'blindfold':
      return (
        `<path d="M 106 164 Q 200 150 294 164 L 294 210 Q 200 196 106 210 Z" fill="${accent}" stroke="#1d1d24" stroke-width="4"/>` +
        `<path d="M 292 176 L 336 150 L 330 188 Z M 292 196 L 340 214 L 322 230 Z" fill="${darken(accent, 0.15)}" stroke="#1d1d24" stroke-width="4"/>`
      );
    default:
      return '';
  }
}

/**
 * The SVG markup of one figure in its 400 x 480 local box.
 * @returns a `<g>` to be placed with a transform by the caller.
 */
export function person(p: PersonSpec): string {
  const skinShade = darken(p.skin, 0.12);
  const parts = [hairBack(p), torso(p), neck(p)];
  if (p.hairStyle !== 'hijab') {
    parts.push(`<ellipse cx="113" cy="196" rx="16" ry="26" fill="${skinShade}"/><ellipse cx="287" cy="196" rx="16" ry="26" fill="${skinShade}"/>`);
  }
  parts.push(`<path d="${HEAD}" fill="${p.skin}"/>`);
  parts.push(`<path d="M 250 100 C 284 120 290 160 286 180 C 284 240 256 288 206 295 C 246 270 268 220 262 160 C 260 130 254 114 250 100 Z" fill="${skinShade}" opacity="0.6"/>`);
  if (p.beard) {
    parts.push(`<path d="M 116 192 C 118 266 152 312 200 314 C 248 312 282 266 284 192 C 274 226 258 240 240 244 C 226 234 174 234 160 244 C 142 240 126 226 116 192 Z" fill="${darken(p.hair, 0.05)}"/>`);
  }
  parts.push(`<circle cx="148" cy="230" r="17" fill="#ff6f6f" opacity="0.22"/><circle cx="252" cy="230" r="17" fill="#ff6f6f" opacity="0.22"/>`);
  if (p.accessory !== 'blindfold') parts.push(eyes(p));
  parts.push(brows(p));
  parts.push(`<path d="M 200 196 Q 190 226 198 234 Q 206 238 214 232" fill="none" stroke="${darken(p.skin, 0.3)}" stroke-width="5" stroke-linecap="round"/>`);
  parts.push(mouth(p));
  if (p.accessory !== 'cap' && p.accessory !== 'beanie') parts.push(hairFront(p));
  if (p.glasses) {
    parts.push(
      `<g fill="#ffffff" fill-opacity="0.15" stroke="#1d1d24" stroke-width="6"><rect x="136" y="164" width="58" height="46" rx="14"/><rect x="206" y="164" width="58" height="46" rx="14"/></g>` +
        `<path d="M 194 184 Q 200 178 206 184 M 136 180 L 116 174 M 264 180 L 284 174" fill="none" stroke="#1d1d24" stroke-width="6"/>`,
    );
  }
  parts.push(accessory(p));
  return `<g>${parts.join('')}</g>`;
}
