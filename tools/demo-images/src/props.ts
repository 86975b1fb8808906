/**
 * Flat-vector objects that tell a thumbnail's story at a glance (a controller for gaming, a
 * microphone for podcasts, a roast for cooking...). Each is drawn in a 300 x 300 local box
 * centred on (150, 150) and placed by the caller with a transform.
 */
import { darken, lighten } from './svg';
import { textShape } from './fonts';

const INK = '#16161d';

function word(text: string, x: number, y: number, size: number, fill: string, face: 'interBlack' | 'bebas' = 'interBlack'): string {
  return `<path d="${textShape(face, text, x, y, size, 'middle').d}" fill="${fill}"/>`;
}

function controller(c: string): string {
  return (
    `<path d="M 60 110 C 90 90 210 90 240 110 C 280 140 300 230 270 246 C 246 258 222 220 200 200 L 100 200 C 78 220 54 258 30 246 C 0 230 20 140 60 110 Z" fill="${c}" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="M 78 138 h 16 v -16 h 16 v 16 h 16 v 16 h -16 v 16 h -16 v -16 h -16 Z" fill="${INK}"/>` +
    `<circle cx="206" cy="128" r="11" fill="#ffd23f"/><circle cx="228" cy="150" r="11" fill="#ff3b5c"/><circle cx="184" cy="150" r="11" fill="#2fd4ff"/><circle cx="206" cy="172" r="11" fill="#39ff88"/>` +
    `<circle cx="124" cy="186" r="15" fill="${darken(c, 0.4)}"/><circle cx="176" cy="186" r="15" fill="${darken(c, 0.4)}"/>`
  );
}

function mic(c: string): string {
  const grille: string[] = [];
  for (let y = 56; y <= 156; y += 16) grille.push(`M 104 ${y} L 196 ${y}`);
  return (
    `<path d="M 80 150 Q 80 226 150 226 Q 220 226 220 150" fill="none" stroke="${INK}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="140" y="224" width="20" height="44" fill="${INK}"/><rect x="96" y="262" width="108" height="20" rx="10" fill="${INK}"/>` +
    `<rect x="96" y="30" width="108" height="170" rx="54" fill="${c}" stroke="${INK}" stroke-width="8"/>` +
    `<path d="${grille.join(' ')}" stroke="${darken(c, 0.35)}" stroke-width="5"/>` +
    `<rect x="92" y="120" width="116" height="22" fill="${darken(c, 0.5)}"/>`
  );
}

function clock(c: string, text: string, alarm: boolean): string {
  const bells = alarm
    ? `<path d="M 60 90 A 40 40 0 0 1 112 44 Z M 240 90 A 40 40 0 0 0 188 44 Z" fill="${c}" stroke="${INK}" stroke-width="8"/><path d="M 90 250 L 70 282 M 210 250 L 230 282" stroke="${INK}" stroke-width="12" stroke-linecap="round"/>`
    : `<rect x="134" y="18" width="32" height="30" rx="6" fill="${c}" stroke="${INK}" stroke-width="8"/><path d="M 228 70 L 246 52" stroke="${INK}" stroke-width="12" stroke-linecap="round"/>`;
  return (
    bells +
    `<circle cx="150" cy="160" r="112" fill="${c}" stroke="${INK}" stroke-width="8"/>` +
    `<circle cx="150" cy="160" r="90" fill="#ffffff" stroke="${INK}" stroke-width="5"/>` +
    word(text, 150, 184, 66, INK)
  );
}

function football(): string {
  const patches = [0, 72, 144, 216, 288]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      const x = 150 + Math.cos(r) * 84;
      const y = 150 + Math.sin(r) * 84;
      return `<circle cx="${x}" cy="${y}" r="30" fill="${INK}"/>`;
    })
    .join('');
  return (
    `<clipPath id="ball-clip"><circle cx="150" cy="150" r="118"/></clipPath>` +
    `<circle cx="150" cy="150" r="118" fill="#ffffff"/>` +
    `<g clip-path="url(#ball-clip)"><path d="M 150 108 L 190 137 L 175 184 L 125 184 L 110 137 Z" fill="${INK}"/>${patches}</g>` +
    `<circle cx="150" cy="150" r="118" fill="none" stroke="${INK}" stroke-width="8"/>` +
    `<path d="M 90 80 Q 110 62 140 58" stroke="#fff" stroke-opacity="0.7" stroke-width="10" fill="none" stroke-linecap="round"/>`
  );
}

function pcTower(c: string): string {
  return (
    `<rect x="70" y="24" width="160" height="256" rx="14" fill="#1f2030" stroke="${INK}" stroke-width="8"/>` +
    `<rect x="88" y="44" width="124" height="190" rx="8" fill="#0c0d16" stroke="${c}" stroke-width="5"/>` +
    `<circle cx="150" cy="96" r="34" fill="none" stroke="${c}" stroke-width="8"/><circle cx="150" cy="96" r="10" fill="${c}"/>` +
    `<circle cx="150" cy="184" r="34" fill="none" stroke="#ff3bd4" stroke-width="8"/><circle cx="150" cy="184" r="10" fill="#ff3bd4"/>` +
    `<rect x="120" y="250" width="60" height="10" rx="5" fill="${c}"/>`
  );
}

function coin(c: string, symbol: string): string {
  return (
    `<circle cx="160" cy="160" r="120" fill="${darken(c, 0.35)}" stroke="${INK}" stroke-width="8"/>` +
    `<circle cx="150" cy="150" r="120" fill="${c}" stroke="${INK}" stroke-width="8"/>` +
    `<circle cx="150" cy="150" r="92" fill="none" stroke="${darken(c, 0.25)}" stroke-width="8"/>` +
    word(symbol, 150, 196, 130, darken(c, 0.45))
  );
}

function warning(): string {
  return (
    `<path d="M 150 22 L 284 262 L 16 262 Z" fill="#ffd23f" stroke="${INK}" stroke-width="14" stroke-linejoin="round"/>` +
    `<rect x="136" y="96" width="28" height="96" rx="12" fill="${INK}"/><circle cx="150" cy="224" r="17" fill="${INK}"/>`
  );
}

function sneaker(c: string): string {
  return (
    `<path d="M 30 200 C 30 150 60 110 100 100 L 150 130 C 180 150 230 160 260 172 C 284 182 290 210 280 224 L 30 224 Z" fill="${c}" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="M 24 222 L 284 222 Q 290 252 268 256 L 36 256 Q 18 250 24 222 Z" fill="#ffffff" stroke="${INK}" stroke-width="8"/>` +
    `<path d="M 112 120 L 132 104 M 128 134 L 150 118 M 146 146 L 168 132" stroke="#fff" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M 200 170 Q 230 150 250 176" fill="none" stroke="${lighten(c, 0.5)}" stroke-width="10" stroke-linecap="round"/>`
  );
}

function dumbbell(c: string): string {
  return (
    `<rect x="90" y="136" width="120" height="28" rx="10" fill="#c9ccd6" stroke="${INK}" stroke-width="8"/>` +
    `<rect x="30" y="78" width="40" height="144" rx="12" fill="${c}" stroke="${INK}" stroke-width="8"/>` +
    `<rect x="62" y="98" width="34" height="104" rx="10" fill="${darken(c, 0.2)}" stroke="${INK}" stroke-width="8"/>` +
    `<rect x="230" y="78" width="40" height="144" rx="12" fill="${c}" stroke="${INK}" stroke-width="8"/>` +
    `<rect x="204" y="98" width="34" height="104" rx="10" fill="${darken(c, 0.2)}" stroke="${INK}" stroke-width="8"/>`
  );
}

function wardrobe(c: string): string {
  const tee = (x: number, y: number, colour: string, r: number) =>
    `<g transform="rotate(${r} ${x + 60} ${y + 60})"><path d="M ${x + 30} ${y} L ${x} ${y + 30} L ${x + 18} ${y + 52} L ${x + 30} ${y + 44} L ${x + 30} ${y + 124} L ${x + 90} ${y + 124} L ${x + 90} ${y + 44} L ${x + 102} ${y + 52} L ${x + 120} ${y + 30} L ${x + 90} ${y} Q ${x + 60} ${y + 22} ${x + 30} ${y} Z" fill="${colour}" stroke="${INK}" stroke-width="7" stroke-linejoin="round"/></g>`;
  return (
    `<path d="M 40 60 L 260 60" stroke="${INK}" stroke-width="10" stroke-linecap="round"/>` +
    tee(20, 74, c, -6) + tee(160, 74, '#ffffff', 5) + tee(90, 120, darken(c, 0.3), 0)
  );
}

function sofa(c: string): string {
  return (
    `<rect x="40" y="100" width="220" height="90" rx="26" fill="${darken(c, 0.12)}" stroke="${INK}" stroke-width="8"/>` +
    `<rect x="20" y="150" width="260" height="74" rx="20" fill="${c}" stroke="${INK}" stroke-width="8"/>` +
    `<rect x="14" y="132" width="50" height="100" rx="20" fill="${lighten(c, 0.15)}" stroke="${INK}" stroke-width="8"/>` +
    `<rect x="236" y="132" width="50" height="100" rx="20" fill="${lighten(c, 0.15)}" stroke="${INK}" stroke-width="8"/>` +
    `<path d="M 50 232 L 44 266 M 250 232 L 256 266" stroke="${INK}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="110" y="112" width="60" height="52" rx="12" fill="#ffd23f" stroke="${INK}" stroke-width="6" transform="rotate(-10 140 138)"/>`
  );
}

function roast(): string {
  return (
    `<ellipse cx="150" cy="200" rx="142" ry="62" fill="#e9e9ef" stroke="${INK}" stroke-width="8"/>` +
    `<ellipse cx="150" cy="196" rx="112" ry="44" fill="#c9c9d3"/>` +
    `<path d="M 70 180 C 60 110 120 80 160 84 C 220 88 250 130 232 182 C 200 210 100 210 70 180 Z" fill="#c8702a" stroke="${INK}" stroke-width="8"/>` +
    `<path d="M 110 110 C 140 96 180 100 200 118" stroke="#f3b566" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<path d="M 226 150 L 268 118 L 280 130 L 240 168 Z" fill="#f2d7b0" stroke="${INK}" stroke-width="6"/>` +
    `<circle cx="60" cy="214" r="18" fill="#f39c34" stroke="${INK}" stroke-width="5"/><circle cx="246" cy="214" r="16" fill="#f2c14e" stroke="${INK}" stroke-width="5"/><circle cx="96" cy="226" r="14" fill="#5fae4f" stroke="${INK}" stroke-width="5"/>`
  );
}

function lunchbox(c: string): string {
  return (
    `<rect x="24" y="96" width="252" height="150" rx="22" fill="${lighten(c, 0.75)}" stroke="${INK}" stroke-width="8"/>` +
    `<path d="M 150 100 L 150 242 M 150 170 L 272 170" stroke="${INK}" stroke-width="6"/>` +
    `<ellipse cx="86" cy="170" rx="48" ry="52" fill="#f7f4ea"/>` +
    `<circle cx="74" cy="156" r="10" fill="#fff"/><circle cx="96" cy="176" r="10" fill="#fff"/>` +
    `<path d="M 168 118 L 260 118 L 252 156 L 176 156 Z" fill="#e4572e"/><circle cx="186" cy="206" r="18" fill="#4caf50"/><circle cx="220" cy="200" r="18" fill="#66bb6a"/><circle cx="250" cy="212" r="14" fill="#43a047"/>` +
    `<rect x="40" y="62" width="220" height="40" rx="14" fill="${c}" stroke="${INK}" stroke-width="8" transform="rotate(-8 150 82)"/>`
  );
}

function mountain(c: string): string {
  return (
    `<path d="M 10 270 L 120 80 L 176 170 L 206 130 L 290 270 Z" fill="${c}" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="M 120 80 L 146 124 L 128 116 L 112 134 L 98 118 Z" fill="#ffffff"/>` +
    `<path d="M 120 80 L 120 20" stroke="${INK}" stroke-width="7"/><path d="M 120 22 L 170 36 L 120 50 Z" fill="#ff2a2a" stroke="${INK}" stroke-width="5"/>`
  );
}

function money(): string {
  const note = (y: number, r: number) =>
    `<g transform="rotate(${r} 150 ${y})"><rect x="30" y="${y - 40}" width="240" height="80" rx="10" fill="#7bc67b" stroke="${INK}" stroke-width="7"/>` +
    `<circle cx="150" cy="${y}" r="24" fill="#4e9a4e"/><rect x="44" y="${y - 28}" width="212" height="56" rx="6" fill="none" stroke="#4e9a4e" stroke-width="4"/></g>`;
  return note(220, 4) + note(180, -6) + note(140, 3) + word('£', 150, 158, 54, '#1f5f1f');
}

function laptop(c: string): string {
  return (
    `<rect x="50" y="50" width="200" height="136" rx="12" fill="#23243a" stroke="${INK}" stroke-width="8"/>` +
    `<rect x="64" y="64" width="172" height="108" rx="4" fill="${c}"/>` +
    `<path d="M 78 156 L 118 124 L 146 140 L 196 94 L 222 100" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M 24 196 L 276 196 L 256 226 L 44 226 Z" fill="#c9ccd6" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>`
  );
}

function candle(): string {
  return (
    `<ellipse cx="150" cy="70" rx="44" ry="70" fill="#ffcf5a" opacity="0.35"/>` +
    `<path d="M 150 24 C 176 60 170 100 150 108 C 130 100 124 60 150 24 Z" fill="#ffb22e" stroke="${INK}" stroke-width="6"/>` +
    `<path d="M 150 56 C 160 76 158 94 150 98 C 142 94 140 76 150 56 Z" fill="#fff3b0"/>` +
    `<path d="M 150 108 L 150 124" stroke="${INK}" stroke-width="6"/>` +
    `<rect x="102" y="122" width="96" height="150" rx="12" fill="#f7efe2" stroke="${INK}" stroke-width="8"/>` +
    `<path d="M 110 140 Q 130 170 128 190" stroke="#e7dccb" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="150" cy="278" rx="96" ry="16" fill="#b88a5a" stroke="${INK}" stroke-width="6"/>`
  );
}

/** A small car; `sporty` adds racing stripes and a spoiler, `rusty` patches of rust. */
function car(c: string, sporty: boolean, rusty: boolean): string {
  const rust = rusty
    ? `<circle cx="90" cy="176" r="16" fill="#8b4a20" opacity="0.85"/><circle cx="214" cy="150" r="12" fill="#8b4a20" opacity="0.85"/><circle cx="240" cy="186" r="10" fill="#8b4a20" opacity="0.8"/>`
    : '';
  const extras = sporty
    ? `<path d="M 40 150 L 270 150" stroke="#ffffff" stroke-width="14"/><rect x="18" y="110" width="44" height="12" fill="${INK}"/><path d="M 40 122 L 40 140" stroke="${INK}" stroke-width="8"/>` +
      word('27', 156, 196, 34, INK)
    : '';
  return (
    `<path d="M 20 200 L 20 150 Q 24 132 50 128 L 84 124 L 110 84 Q 118 76 132 76 L 206 76 Q 222 76 232 88 L 262 124 L 272 126 Q 288 132 288 152 L 288 200 Z" fill="${c}" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="M 116 120 L 134 92 L 166 92 L 166 120 Z M 180 120 L 180 92 L 210 92 L 238 120 Z" fill="#bfe6ff" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>` +
    extras + rust +
    `<circle cx="78" cy="204" r="34" fill="${INK}"/><circle cx="78" cy="204" r="14" fill="#c9ccd6"/>` +
    `<circle cx="230" cy="204" r="34" fill="${INK}"/><circle cx="230" cy="204" r="14" fill="#c9ccd6"/>` +
    `<rect x="268" y="146" width="18" height="14" rx="4" fill="#ffd23f"/>`
  );
}

function calendar(c: string, big: string, small: string): string {
  return (
    `<rect x="40" y="46" width="220" height="220" rx="22" fill="#ffffff" stroke="${INK}" stroke-width="8"/>` +
    `<path d="M 40 110 L 40 68 Q 40 46 62 46 L 238 46 Q 260 46 260 68 L 260 110 Z" fill="${c}" stroke="${INK}" stroke-width="8"/>` +
    `<rect x="86" y="24" width="16" height="46" rx="8" fill="${INK}"/><rect x="198" y="24" width="16" height="46" rx="8" fill="${INK}"/>` +
    word(small, 150, 96, 34, '#ffffff') +
    word(big, 150, 232, 112, INK)
  );
}

function lighthouse(): string {
  return (
    `<path d="M 150 60 L 290 20 L 290 110 Z" fill="#fff6b0" opacity="0.55"/>` +
    `<path d="M 112 270 L 124 96 L 176 96 L 188 270 Z" fill="#ffffff" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="M 119 170 L 181 170 L 184 210 L 116 210 Z M 123 110 L 177 110 L 179 140 L 121 140 Z" fill="#e53935"/>` +
    `<rect x="114" y="60" width="72" height="40" rx="6" fill="#ffe066" stroke="${INK}" stroke-width="8"/>` +
    `<path d="M 106 62 L 150 28 L 194 62 Z" fill="#e53935" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="M 60 284 Q 150 252 240 284 Z" fill="#4b5563" stroke="${INK}" stroke-width="8"/>`
  );
}

/** Names of the available objects. */
export type PropName =
  | 'controller' | 'mic' | 'stopwatch' | 'alarm' | 'football' | 'pc' | 'coin' | 'warning' | 'sneaker'
  | 'dumbbell' | 'wardrobe' | 'sofa' | 'roast' | 'lunchbox' | 'mountain' | 'money' | 'laptop' | 'candle'
  | 'car' | 'raceCar' | 'rustyCar' | 'calendar' | 'lighthouse';

/** Options of a prop: main colour and the short text some props carry (clock face, calendar). */
export interface PropSpec {
  name: PropName;
  colour?: string;
  text?: string;
  small?: string;
}

/** The SVG markup of one prop in its 300 x 300 local box. */
export function prop(p: PropSpec): string {
  const c = p.colour ?? '#ff3b5c';
  switch (p.name) {
    case 'controller': return controller(c);
    case 'mic': return mic(c);
    case 'stopwatch': return clock(c, p.text ?? '0:59', false);
    case 'alarm': return clock(c, p.text ?? '5:00', true);
    case 'football': return football();
    case 'pc': return pcTower(c);
    case 'coin': return coin(c, p.text ?? '£');
    case 'warning': return warning();
    case 'sneaker': return sneaker(c);
    case 'dumbbell': return dumbbell(c);
    case 'wardrobe': return wardrobe(c);
    case 'sofa': return sofa(c);
    case 'roast': return roast();
    case 'lunchbox': return lunchbox(c);
    case 'mountain': return mountain(c);
    case 'money': return money();
    case 'laptop': return laptop(c);
    case 'candle': return candle();
    case 'car': return car(c, false, false);
    case 'raceCar': return car(c, true, false);
    case 'rustyCar': return car(c, false, true);
    case 'calendar': return calendar(c, p.text ?? '30', p.small ?? 'DAYS');
    case 'lighthouse': return lighthouse();
  }
}
