// Draws the five demo showcase pictures and the app icons (no network here, so they are generated, not downloaded).
// Run once with `node scripts/make-demo-images.mjs`; the output is committed under apps/web/public.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(path.resolve('apps/server/package.json'));
const sharp = require('sharp');
const out = path.resolve('apps/web/public');
mkdirSync(path.join(out, 'demo'), { recursive: true });
mkdirSync(path.join(out, 'icons'), { recursive: true });

const items = [
  ['showcase-branding', '#7c2d12', '#f59e0b', 'circle'],
  ['showcase-print', '#1e3a8a', '#38bdf8', 'rect'],
  ['showcase-logo', '#14532d', '#a3e635', 'diamond'],
  ['showcase-marketing', '#581c87', '#f472b6', 'bars'],
  ['showcase-photography', '#0f172a', '#fbbf24', 'lens'],
];
const shape = {
  circle:
    '<circle cx="400" cy="300" r="150" fill="url(#g)" opacity="0.9"/><circle cx="400" cy="300" r="80" fill="#fff" opacity="0.25"/>',
  rect: '<rect x="220" y="130" width="360" height="340" rx="18" fill="#fff" opacity="0.92"/><rect x="260" y="170" width="280" height="150" fill="url(#g)"/><rect x="260" y="350" width="200" height="18" fill="#1e3a8a" opacity="0.5"/><rect x="260" y="390" width="260" height="18" fill="#1e3a8a" opacity="0.3"/>',
  diamond:
    '<polygon points="400,110 590,300 400,490 210,300" fill="url(#g)"/><circle cx="400" cy="300" r="60" fill="#fff" opacity="0.85"/>',
  bars: '<rect x="200" y="360" width="70" height="120" fill="url(#g)"/><rect x="300" y="280" width="70" height="200" fill="url(#g)"/><rect x="400" y="200" width="70" height="280" fill="url(#g)"/><rect x="500" y="130" width="70" height="350" fill="url(#g)"/>',
  lens: '<rect x="230" y="190" width="340" height="230" rx="30" fill="#1f2937"/><circle cx="400" cy="305" r="95" fill="url(#g)"/><circle cx="400" cy="305" r="55" fill="#0f172a"/><rect x="270" y="160" width="80" height="40" rx="8" fill="#1f2937"/>',
};
for (const [name, bg, accent, kind] of items) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs><rect width="800" height="600" fill="${bg}"/>${shape[kind]}</svg>`;
  await sharp(Buffer.from(svg))
    .webp({ quality: 80 })
    .toFile(path.join(out, 'demo', `${name}.webp`));
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 82 })
    .toFile(path.join(out, 'demo', `${name}.jpg`));
}
const icon = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100" rx="20" fill="#b45309"/><path d="M20 70 Q50 25 80 70" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/><rect x="18" y="68" width="64" height="8" rx="4" fill="#fff"/></svg>`;
for (const size of [192, 512])
  await sharp(Buffer.from(icon(size)))
    .png()
    .toFile(path.join(out, 'icons', `icon-${size}.png`));
await sharp(Buffer.from(icon(180)))
  .png()
  .toFile(path.join(out, 'icons', 'apple-touch-icon.png'));
await sharp(Buffer.from(icon(32)))
  .png()
  .toFile(path.join(out, 'favicon.png'));
console.log('demo images and icons written to apps/web/public');
