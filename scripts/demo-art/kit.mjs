// Small helpers shared by the demo scenes: a seeded random source (the same pictures on every run), soft light and
// film grain, so flat SVG shapes read as photographs at thumbnail size.

/** Mulberry32: tiny, deterministic, good enough for scattering grapes. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const W = 960;
export const H = 720;

/** Wraps a scene in the frame every picture shares: a vignette and light grain on top. */
export function frame(defs, body, { w = W, h = H, grain = 0.07, vignette = 0.45 } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>${defs}
<radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${vignette}"/></radialGradient>
<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="${grain}"/></feComponentTransfer></filter>
<filter id="blur8"><feGaussianBlur stdDeviation="8"/></filter>
<filter id="blur20"><feGaussianBlur stdDeviation="20"/></filter>
<filter id="blur3"><feGaussianBlur stdDeviation="3"/></filter>
</defs>
${body}
<rect width="${w}" height="${h}" fill="url(#vig)"/>
<rect width="${w}" height="${h}" filter="url(#grain)"/>
</svg>`;
}

export const lin = (id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</linearGradient>`;

export const rad = (id, stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = {}) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${fx === undefined ? '' : ` fx="${fx}" fy="${fy}"`}>${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</radialGradient>`;

/** A shiny sphere lit from the top left (grapes, berries, chillies seen end-on). */
export function berry(id, base, dark, light = '#ffffff') {
  return rad(
    id,
    [
      [0, light, 0.9],
      [0.18, base],
      [0.75, dark],
      [1, '#000', 1],
    ],
    { cx: 0.4, cy: 0.35, r: 0.65, fx: 0.32, fy: 0.28 },
  );
}

/** Soft bokeh dots for out-of-focus backgrounds. */
export function bokeh(rand, n, colors, { w = W, h = H, rMin = 10, rMax = 60, opacity = 0.35 } = {}) {
  let out = '';
  for (let i = 0; i < n; i += 1) {
    const c = colors[Math.floor(rand() * colors.length)];
    out += `<circle cx="${(rand() * w).toFixed(0)}" cy="${(rand() * h).toFixed(0)}" r="${(rMin + rand() * (rMax - rMin)).toFixed(0)}" fill="${c}" opacity="${(opacity * (0.4 + rand() * 0.6)).toFixed(2)}"/>`;
  }
  return `<g filter="url(#blur8)">${out}</g>`;
}

/** The black bars and timeline of a frame grabbed from a film, for the videographers' stills. */
export function filmStill(progress = 0.35, { w = W, h = H } = {}) {
  const bar = Math.round(h * 0.1);
  return `<rect width="${w}" height="${bar}" fill="#0b0b0b"/><rect y="${h - bar}" width="${w}" height="${bar}" fill="#0b0b0b"/>
<rect x="40" y="${h - bar / 2 - 3}" width="${w - 80}" height="6" rx="3" fill="#fff" opacity="0.25"/>
<rect x="40" y="${h - bar / 2 - 3}" width="${((w - 80) * progress).toFixed(0)}" height="6" rx="3" fill="#f97316"/>
<circle cx="${(40 + (w - 80) * progress).toFixed(0)}" cy="${h - bar / 2}" r="10" fill="#fff"/>`;
}
