/**
 * Full-frame backdrops (1280 x 720 px) drawn over a thumbnail's gradient: a flooded valley, a
 * highland monastery, a football pitch, a stormy sea, a neon grid, a sunrise, a city skyline.
 */
const INK = '#16161d';

function reservoir(): string {
  return (
    `<path d="M 0 300 L 220 180 L 420 280 L 640 150 L 900 290 L 1100 200 L 1280 270 L 1280 420 L 0 420 Z" fill="#1d3b4a"/>` +
    `<rect y="400" width="1280" height="320" fill="#0f5e6e"/>` +
    `<path d="M 0 430 Q 320 410 640 432 T 1280 428 M 0 500 Q 320 480 640 502 T 1280 498 M 0 580 Q 320 560 640 582 T 1280 578" stroke="#59c2cf" stroke-opacity="0.35" stroke-width="6" fill="none"/>` +
    `<g transform="translate(900 170)"><path d="M 40 240 L 40 110 L 70 40 L 100 110 L 100 240 Z" fill="#6b6257" stroke="${INK}" stroke-width="7"/>` +
    `<path d="M 70 -20 L 70 40" stroke="${INK}" stroke-width="7"/><path d="M 56 -6 L 84 -6" stroke="${INK}" stroke-width="7"/>` +
    `<path d="M 60 130 Q 70 112 80 130 L 80 164 L 60 164 Z" fill="#1c1a18"/></g>` +
    `<rect x="880" y="400" width="160" height="40" fill="#0f5e6e" opacity="0.85"/>` +
    `<ellipse cx="970" cy="402" rx="110" ry="12" fill="#8fdbe4" opacity="0.45"/>`
  );
}

function monastery(): string {
  return (
    `<circle cx="1020" cy="160" r="80" fill="#ffe7b3" opacity="0.8"/>` +
    `<path d="M 0 420 L 260 200 L 420 330 L 640 130 L 900 360 L 1080 240 L 1280 380 L 1280 720 L 0 720 Z" fill="#3e4a6b"/>` +
    `<path d="M 640 130 L 700 186 L 664 176 L 640 196 L 610 170 Z M 260 200 L 300 234 L 270 230 L 244 214 Z" fill="#eef2ff"/>` +
    `<path d="M 0 560 Q 640 440 1280 560 L 1280 720 L 0 720 Z" fill="#263252"/>` +
    `<g transform="translate(820 360)" fill="#1a1f33" stroke="${INK}" stroke-width="4"><rect x="0" y="60" width="260" height="120"/>` +
    `<path d="M -10 64 L 130 0 L 270 64 Z"/><rect x="180" y="-20" width="50" height="90"/><path d="M 172 -16 L 205 -56 L 238 -16 Z"/>` +
    `<rect x="30" y="100" width="20" height="34" fill="#ffd77a"/><rect x="80" y="100" width="20" height="34" fill="#ffd77a"/><rect x="130" y="100" width="20" height="34" fill="#ffd77a"/></g>`
  );
}

function pitch(): string {
  const stripes: string[] = [];
  for (let i = 0; i < 8; i += 1) stripes.push(`<path d="M ${-200 + i * 220} 720 L ${280 + i * 140} 330 L ${350 + i * 140} 330 L ${-90 + i * 220} 720 Z" fill="#ffffff" fill-opacity="0.05"/>`);
  return (
    `<rect y="330" width="1280" height="390" fill="#1e8a3c"/>` + stripes.join('') +
    `<path d="M 0 520 L 1280 520 M 640 330 L 640 720" stroke="#ffffff" stroke-opacity="0.55" stroke-width="6"/>` +
    `<ellipse cx="640" cy="520" rx="200" ry="70" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="6"/>` +
    `<rect y="300" width="1280" height="34" fill="#11131c"/>` +
    [120, 380, 900, 1160].map((x) => `<circle cx="${x}" cy="60" r="80" fill="#ffffff" fill-opacity="0.35" filter="url(#soft)"/><circle cx="${x}" cy="60" r="22" fill="#ffffff"/>`).join('')
  );
}

function sea(): string {
  return (
    `<circle cx="1100" cy="120" r="90" fill="#ffe7b3" opacity="0.5" filter="url(#soft)"/>` +
    `<rect y="470" width="1280" height="250" fill="#10243d"/>` +
    `<path d="M 0 490 Q 160 460 320 490 T 640 490 T 960 490 T 1280 490 L 1280 720 L 0 720 Z" fill="#173a5e"/>` +
    `<path d="M 0 560 Q 160 530 320 560 T 640 560 T 960 560 T 1280 560" stroke="#7fb6e6" stroke-opacity="0.4" stroke-width="6" fill="none"/>`
  );
}

function grid(): string {
  const lines: string[] = [];
  for (let i = -6; i <= 6; i += 1) lines.push(`M ${640 + i * 60} 420 L ${640 + i * 300} 720`);
  for (let j = 0; j < 5; j += 1) {
    const y = 420 + Math.pow(j / 4, 1.8) * 300;
    lines.push(`M 0 ${y} L 1280 ${y}`);
  }
  return `<rect y="420" width="1280" height="300" fill="#14002e" fill-opacity="0.6"/><path d="${lines.join(' ')}" stroke="#ff3bd4" stroke-opacity="0.5" stroke-width="3"/>`;
}

function sunrise(): string {
  return (
    `<circle cx="640" cy="560" r="260" fill="#ffd36b" opacity="0.9"/><circle cx="640" cy="560" r="340" fill="#ffb347" opacity="0.25"/>` +
    `<path d="M 0 560 Q 320 500 640 540 T 1280 520 L 1280 720 L 0 720 Z" fill="#3b2a5c"/>` +
    `<path d="M 0 620 Q 400 570 800 620 T 1280 600 L 1280 720 L 0 720 Z" fill="#2a1d45"/>`
  );
}

function skyline(): string {
  const blocks = [[0, 420, 90], [100, 360, 80], [190, 440, 120], [320, 300, 70], [400, 400, 110], [520, 340, 90], [620, 460, 140], [770, 320, 80], [860, 400, 100], [970, 280, 90], [1070, 420, 110], [1190, 350, 90]] as const;
  return (
    blocks.map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${720 - y}" fill="#0d1024" fill-opacity="0.55"/>`).join('') +
    blocks.map(([x, y]) => `<rect x="${x + 18}" y="${y + 30}" width="12" height="16" fill="#ffd77a" fill-opacity="0.5"/><rect x="${x + 44}" y="${y + 70}" width="12" height="16" fill="#ffd77a" fill-opacity="0.4"/>`).join('')
  );
}

/** Names of the available backdrops. */
export type SceneName = 'reservoir' | 'monastery' | 'pitch' | 'sea' | 'grid' | 'sunrise' | 'skyline';

/** The SVG markup of a backdrop covering the 1280 x 720 frame. */
export function scene(name: SceneName): string {
  switch (name) {
    case 'reservoir': return reservoir();
    case 'monastery': return monastery();
    case 'pitch': return pitch();
    case 'sea': return sea();
    case 'grid': return grid();
    case 'sunrise': return sunrise();
    case 'skyline': return skyline();
  }
}
