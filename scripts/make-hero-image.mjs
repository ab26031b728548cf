// Draws the home page's hero picture (no network here, so it is generated, not downloaded): a stylised scene of a
// camera, a market stall and a loom under a warm sky. Run once with `node scripts/make-hero-image.mjs`; the output
// is committed under apps/web/public.
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(path.resolve('apps/server/package.json'));
const sharp = require('sharp');
const out = path.resolve('apps/web/public');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient>
  <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#92400e"/><stop offset="1" stop-color="#78350f"/></linearGradient>
  <linearGradient id="lens" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="#0f172a"/></linearGradient>
</defs>
<rect width="1200" height="900" fill="url(#sky)"/>
<circle cx="930" cy="220" r="110" fill="#fff7ed" opacity="0.85"/>
<path d="M0 560 Q300 470 600 540 T1200 520 V900 H0Z" fill="#b45309" opacity="0.55"/>
<rect y="620" width="1200" height="280" fill="url(#ground)"/>
<g transform="translate(120 380)">
  <rect width="300" height="240" fill="#fff7ed"/>
  <path d="M-20 0 L150 -90 L320 0Z" fill="#dc2626"/>
  <rect x="20" y="110" width="260" height="18" fill="#92400e"/>
  <circle cx="60" cy="95" r="18" fill="#16a34a"/><circle cx="105" cy="95" r="18" fill="#ea580c"/>
  <circle cx="150" cy="95" r="18" fill="#facc15"/><circle cx="195" cy="95" r="18" fill="#16a34a"/>
  <circle cx="240" cy="95" r="18" fill="#dc2626"/>
  <rect x="40" y="150" width="90" height="90" fill="#fbbf24"/><rect x="170" y="150" width="90" height="90" fill="#0ea5e9"/>
</g>
<g transform="translate(480 360)">
  <rect width="260" height="180" rx="26" fill="#1f2937"/>
  <rect x="30" y="-34" width="80" height="44" rx="10" fill="#1f2937"/>
  <circle cx="130" cy="92" r="66" fill="url(#lens)"/><circle cx="130" cy="92" r="34" fill="#0f172a"/>
  <circle cx="112" cy="74" r="10" fill="#e0f2fe" opacity="0.8"/>
  <circle cx="222" cy="34" r="10" fill="#f59e0b"/>
</g>
<g transform="translate(810 420)">
  <rect width="260" height="200" fill="#7c2d12"/>
  ${Array.from({ length: 12 }, (_, i) => `<rect x="${12 + i * 20}" y="14" width="10" height="172" fill="${['#fbbf24', '#dc2626', '#0ea5e9', '#16a34a'][i % 4]}"/>`).join('')}
  <rect x="0" y="90" width="260" height="16" fill="#fde68a"/>
</g>
<g fill="#fff7ed" opacity="0.9">
  <rect x="0" y="700" width="1200" height="10"/><rect x="0" y="760" width="1200" height="6" opacity="0.6"/>
</g>
</svg>`;

await sharp(Buffer.from(svg)).webp({ quality: 80 }).toFile(path.join(out, 'hero.webp'));
// Phones show the picture about 400 px wide: an 800 px copy (srcset in hero.tsx) serves them at up to twice that density.
await sharp(Buffer.from(svg)).resize(800, 600).webp({ quality: 80 }).toFile(path.join(out, 'hero-800.webp'));
console.log('hero images written to apps/web/public/hero.webp and hero-800.webp');
