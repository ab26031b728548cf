// Simple logo marks for the demo enterprises (a leaf, a woven border, a fish, a milk drop, a vase): made up here.
import { lin } from './kit.mjs';

const S = 256;
const MARKS = {
  leaf: (c) =>
    `<path d="M70 180 Q60 80 186 66 Q196 190 70 180 Z" fill="${c}"/><path d="M80 172 Q120 130 170 84" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  weave: (c) =>
    `<rect x="56" y="70" width="144" height="116" rx="10" fill="${c}"/>${[0, 1, 2, 3, 4, 5]
      .map((i) => `<path d="M${60 + i * 24} 150 l12 -16 l12 16 z" fill="#fde68a"/>`)
      .join('')}<rect x="56" y="156" width="144" height="10" fill="#fde68a"/>`,
  fish: (c) =>
    `<path d="M50 128 Q110 60 180 128 Q110 196 50 128 Z" fill="${c}"/><path d="M176 128 L212 96 L212 160 Z" fill="${c}"/><circle cx="90" cy="118" r="8" fill="#fff"/>`,
  drop: (c) =>
    `<path d="M128 52 Q190 130 176 160 Q164 204 128 204 Q92 204 80 160 Q66 130 128 52 Z" fill="${c}"/><path d="M104 150 Q104 180 128 184" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  vase: (c) =>
    `<path d="M108 56 L148 56 L150 80 Q196 110 188 160 Q180 204 128 206 Q76 204 68 160 Q60 110 106 80 Z" fill="${c}"/><circle cx="128" cy="146" r="22" fill="#fff"/><circle cx="128" cy="146" r="10" fill="${c}"/>`,
};

export function logo({ mark, color, bg }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}"><defs>${lin(
    'bg',
    [
      [0, '#ffffff'],
      [1, bg],
    ],
  )}</defs>
<rect width="${S}" height="${S}" fill="url(#bg)"/>${MARKS[mark](color)}</svg>`;
}
