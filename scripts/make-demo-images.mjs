// Draws the demo pictures (showcase, creators' portfolios and avatars) and the app icons: generated from SVG
// compositions in scripts/demo-art, not downloaded, so they carry no third-party licence (see apps/web/public/demo/LICENCE.md).
// Run once with `node scripts/make-demo-images.mjs`; the output is committed under apps/web/public.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(path.resolve('apps/server/package.json'));
const sharp = require('sharp');
const out = path.resolve('apps/web/public');
mkdirSync(path.join(out, 'demo'), { recursive: true });
mkdirSync(path.join(out, 'icons'), { recursive: true });

import { avatars, logos, portfolio, showcase } from './demo-art/catalogue.mjs';

mkdirSync(path.join(out, 'demo', 'portfolio'), { recursive: true });
mkdirSync(path.join(out, 'demo', 'avatars'), { recursive: true });
/** WebP at this quality keeps each picture well under 40 kB (checked below), so the repository stays small. */
const MAX_BYTES = 40 * 1024;
async function write(svg, file, options = {}) {
  const image = sharp(Buffer.from(svg));
  const info = await (
    options.jpeg ? image.resize(800).jpeg({ quality: 70, mozjpeg: true }) : image.webp({ quality: 72 })
  ).toFile(file);
  if (info.size > MAX_BYTES) throw new Error(`${file} is ${info.size} bytes, over ${MAX_BYTES}`);
}
for (const [name, draw] of Object.entries(portfolio))
  await write(draw(), path.join(out, 'demo', 'portfolio', `${name}.webp`));
for (const [name, draw] of Object.entries(avatars))
  await write(draw(), path.join(out, 'demo', 'avatars', `${name}.webp`));
mkdirSync(path.join(out, 'demo', 'logos'), { recursive: true });
for (const [name, draw] of Object.entries(logos))
  await write(draw(), path.join(out, 'demo', 'logos', `${name}.webp`));
// The showcase also keeps a JPEG copy: the admin's "Add Demo Items with Uploaded Images" uploads those.
for (const [name, draw] of Object.entries(showcase)) {
  await write(draw(), path.join(out, 'demo', `${name}.webp`));
  await write(draw(), path.join(out, 'demo', `${name}.jpg`), { jpeg: true });
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
