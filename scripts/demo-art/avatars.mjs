// Illustrated head-and-shoulders portraits for the demo creators (flat vector style, not photographs of anyone).
import { lin, rad } from './kit.mjs';

const S = 320;

const HAIR = {
  short: (c) =>
    `<path d="M100 150 Q100 70 160 66 Q222 70 220 150 Q212 112 160 104 Q112 108 100 150 Z" fill="${c}"/>`,
  long: (c) =>
    `<path d="M92 170 Q86 66 160 62 Q236 66 228 170 L236 262 L200 262 L214 150 Q196 106 160 104 Q122 108 106 150 L120 262 L84 262 Z" fill="${c}"/>`,
  bun: (c) =>
    `<circle cx="160" cy="58" r="28" fill="${c}"/><path d="M100 150 Q98 72 160 68 Q222 72 220 150 Q206 104 160 102 Q114 104 100 150 Z" fill="${c}"/>`,
  wavy: (c) =>
    `<path d="M96 160 Q80 90 130 70 Q160 52 196 70 Q238 90 224 160 Q214 120 196 116 Q176 96 150 110 Q120 104 104 150 Z" fill="${c}"/>`,
};

/** One portrait: background, shoulders in a garment, neck, face with a soft shadow, hair and small details. */
export function avatar({
  bg,
  skin,
  shade,
  hair,
  hairColor,
  garment,
  trim,
  beard = false,
  glasses = false,
  bindi = false,
  earrings = false,
}) {
  const defs = `${rad(
    'bg',
    [
      [0, '#ffffff', 0.5],
      [1, bg],
    ],
    { cx: 0.5, cy: 0.35, r: 0.8 },
  )}${rad(
    'face',
    [
      [0, skin],
      [1, shade],
    ],
    { cx: 0.42, cy: 0.4, r: 0.7 },
  )}
${lin(
  'cloth',
  [
    [0, garment],
    [1, trim],
  ],
  { x2: 1, y2: 1 },
)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}"><defs>${defs}</defs>
<rect width="${S}" height="${S}" fill="url(#bg)"/>
${hair === 'long' ? HAIR.long(hairColor) : ''}
<path d="M40 320 Q44 236 128 222 L192 222 Q276 236 280 320 Z" fill="url(#cloth)"/>
<path d="M128 222 L160 262 L192 222 Z" fill="${trim}" opacity="0.7"/>
<rect x="138" y="180" width="44" height="50" rx="18" fill="${shade}"/>
<ellipse cx="160" cy="148" rx="58" ry="70" fill="url(#face)"/>
<ellipse cx="103" cy="152" rx="10" ry="16" fill="${shade}"/><ellipse cx="217" cy="152" rx="10" ry="16" fill="${shade}"/>
${earrings ? `<circle cx="103" cy="174" r="6" fill="#eab308"/><circle cx="217" cy="174" r="6" fill="#eab308"/>` : ''}
${hair === 'long' ? HAIR.short(hairColor) : HAIR[hair](hairColor)}
<path d="M130 136 q10 -6 20 0" stroke="#1c1917" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M170 136 q10 -6 20 0" stroke="#1c1917" stroke-width="4" fill="none" stroke-linecap="round"/>
<circle cx="140" cy="150" r="5" fill="#1c1917"/><circle cx="180" cy="150" r="5" fill="#1c1917"/>
<path d="M160 156 q-6 18 2 20" stroke="${shade}" stroke-width="4" fill="none" stroke-linecap="round"/>
<path d="M142 186 q18 14 36 0" stroke="#7f1d1d" stroke-width="5" fill="none" stroke-linecap="round"/>
${beard ? `<path d="M104 160 Q108 222 160 226 Q212 222 216 160 Q206 200 160 202 Q114 200 104 160 Z" fill="${hairColor}"/><path d="M140 184 q20 -8 40 0" stroke="${hairColor}" stroke-width="8" fill="none" stroke-linecap="round"/>` : ''}
${glasses ? `<g fill="none" stroke="#1c1917" stroke-width="4"><circle cx="140" cy="150" r="17"/><circle cx="180" cy="150" r="17"/><path d="M157 150 h6"/></g>` : ''}
${bindi ? `<circle cx="160" cy="120" r="4.5" fill="#b91c1c"/>` : ''}
</svg>`;
}
