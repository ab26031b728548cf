// The demo portfolio and showcase pictures, each an SVG composition (gradients, shapes and light) drawn here so the
// demo needs no downloads and carries no third-party licence. Each function returns one SVG string.
import { berry, bokeh, filmStill, frame, H, lin, rad, rng, W } from './kit.mjs';

/** A wooden crate of fruit, shot from above at a slant in morning light. */
export function produceCrate({ seed, fruit, dark, leaf = '#3f6212', table = '#6b4423', r = 26 }) {
  const rand = rng(seed);
  let fruits = '';
  const cells = [];
  for (let y = 230; y < 610; y += r * 1.55)
    for (let x = 200; x < 770; x += r * 1.6) cells.push([x + rand() * 14, y + rand() * 12]);
  for (const [x, y] of cells)
    fruits += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(r * (0.9 + rand() * 0.25)).toFixed(1)}" fill="url(#fruit)"/>`;
  let leaves = '';
  for (let i = 0; i < 7; i += 1) {
    const x = 200 + rand() * 560,
      y = 220 + rand() * 380,
      a = rand() * 360;
    leaves += `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="46" ry="16" fill="url(#leaf)" transform="rotate(${a.toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }
  const defs = `${lin('bg', [
    [0, '#f5e6c8'],
    [1, table],
  ])}${berry('fruit', fruit, dark)}${lin(
    'leaf',
    [
      [0, '#84cc16'],
      [1, leaf],
    ],
    { x2: 1, y2: 0 },
  )}
${lin('wood', [
  [0, '#c08a4f'],
  [0.5, '#a26b35'],
  [1, '#7a4a1f'],
])}${lin(
    'sun',
    [
      [0, '#fff7d6', 0.55],
      [1, '#fff7d6', 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}`;
  const body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>${bokeh(rand, 14, ['#fde68a', '#ffffff', '#bef264'], { opacity: 0.3 })}
<rect x="150" y="640" width="660" height="40" rx="8" fill="#000" opacity="0.35" filter="url(#blur20)"/>
<rect x="160" y="190" width="640" height="460" rx="14" fill="url(#wood)"/>
<rect x="180" y="205" width="600" height="430" rx="8" fill="#3b2612"/>
${fruits}${leaves}
<rect x="160" y="600" width="640" height="50" rx="6" fill="url(#wood)"/><rect x="160" y="600" width="640" height="6" fill="#fff" opacity="0.2"/>
<rect x="160" y="190" width="640" height="30" rx="6" fill="url(#wood)"/>
<rect width="${W}" height="${H}" fill="url(#sun)"/>`;
  return frame(defs, body);
}

/** A close crop of a handwoven saree: body stripes, a contrasting border with a temple motif, and a soft fold. */
export function sareeDetail({ seed, body: bodyColor, stripe, border, zari = '#e3b341', still = false }) {
  const rand = rng(seed);
  let stripes = '';
  for (let x = -200; x < W + 200; x += 38)
    stripes += `<rect x="${x}" y="-200" width="${8 + Math.round(rand() * 6)}" height="${H + 400}" fill="${stripe}" opacity="0.55"/>`;
  let temples = '';
  for (let x = -220; x < W + 220; x += 56) temples += `<path d="M${x} 520 l28 -34 l28 34 z" fill="${zari}"/>`;
  let dots = '';
  for (let i = 0; i < 90; i += 1)
    dots += `<circle cx="${(rand() * W).toFixed(0)}" cy="${(rand() * 470).toFixed(0)}" r="3" fill="${zari}" opacity="0.8"/>`;
  const defs = `${lin(
    'fold',
    [
      [0, '#000', 0.35],
      [0.3, '#fff', 0.12],
      [0.55, '#000', 0.3],
      [0.8, '#fff', 0.1],
      [1, '#000', 0.4],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0.3 },
  )}
${lin('zari', [
  [0, '#fff4c2'],
  [0.5, zari],
  [1, '#8a6212'],
])}`;
  const weave = `<g transform="rotate(-12 ${W / 2} ${H / 2})"><rect x="-200" y="-200" width="${W + 400}" height="${H + 400}" fill="${bodyColor}"/>${stripes}${dots}
<rect x="-200" y="480" width="${W + 400}" height="400" fill="${border}"/>
<rect x="-200" y="486" width="${W + 400}" height="8" fill="url(#zari)"/>${temples}
<rect x="-200" y="530" width="${W + 400}" height="26" fill="url(#zari)"/><rect x="-200" y="575" width="${W + 400}" height="6" fill="url(#zari)"/></g>`;
  return frame(
    defs,
    `${weave}<rect width="${W}" height="${H}" fill="url(#fold)"/>${still ? filmStill(0.42) : ''}`,
  );
}

/** A studio packshot: a stand-up pouch or jar on a paper sweep with its shadow and a reflection. */
export function packshot({ seed, backdrop, pack, band, accent, jar = false, props = '#b45309' }) {
  const rand = rng(seed);
  let seeds = '';
  for (let i = 0; i < 40; i += 1) {
    const x = 150 + rand() * 660,
      y = 560 + rand() * 90;
    seeds += `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${(5 + rand() * 5).toFixed(1)}" ry="${(3 + rand() * 3).toFixed(1)}" fill="${props}" opacity="${(0.6 + rand() * 0.4).toFixed(2)}"/>`;
  }
  const defs = `${rad(
    'sweep',
    [
      [0, '#ffffff'],
      [0.6, backdrop],
      [1, '#1c1917'],
    ],
    { cx: 0.5, cy: 0.38, r: 0.8 },
  )}
${lin(
  'pack',
  [
    [0, pack],
    [0.45, '#ffffff', 0.9],
    [0.55, pack],
    [1, '#000'],
  ],
  { x1: 0, y1: 0, x2: 1, y2: 0 },
)}${lin(
    'band',
    [
      [0, band],
      [1, accent],
    ],
    { x2: 1, y2: 0 },
  )}
${lin(
  'glass',
  [
    [0, '#ffffff', 0.7],
    [0.2, pack, 0.9],
    [0.8, pack],
    [1, '#000', 0.8],
  ],
  { x2: 1, y2: 0 },
)}`;
  const item = jar
    ? `<rect x="360" y="250" width="240" height="330" rx="36" fill="url(#glass)"/><rect x="350" y="215" width="260" height="55" rx="10" fill="${accent}"/>
<rect x="360" y="340" width="240" height="140" fill="url(#band)"/><circle cx="480" cy="410" r="44" fill="#fff" opacity="0.9"/><circle cx="480" cy="410" r="28" fill="${band}"/>
<rect x="385" y="265" width="22" height="300" rx="11" fill="#fff" opacity="0.35"/>`
    : `<path d="M350 200 L610 200 L628 590 Q480 610 332 590 Z" fill="url(#pack)"/><rect x="350" y="200" width="260" height="26" fill="#000" opacity="0.25"/>
<path d="M342 330 L618 330 L622 460 L338 460 Z" fill="url(#band)"/><circle cx="480" cy="395" r="42" fill="#fff" opacity="0.92"/><path d="M455 395 q25 -40 50 0 q-25 40 -50 0" fill="${accent}"/>
<rect x="380" y="490" width="200" height="12" rx="6" fill="#fff" opacity="0.6"/><rect x="410" y="515" width="140" height="10" rx="5" fill="#fff" opacity="0.45"/>`;
  const body = `<rect width="${W}" height="${H}" fill="url(#sweep)"/>
<ellipse cx="480" cy="598" rx="190" ry="26" fill="#000" opacity="0.45" filter="url(#blur8)"/>${item}
<g opacity="0.18" transform="translate(0 1200) scale(1 -1)"><g filter="url(#blur3)">${item}</g></g>${seeds}`;
  return frame(defs, body);
}

/** Milk in glass bottles and a steel can on a dairy bench, green fields behind. */
export function dairy({ seed, morning = true }) {
  const rand = rng(seed);
  const sky = morning
    ? [
        [0, '#fde68a'],
        [0.5, '#fef3c7'],
        [1, '#bbf7d0'],
      ]
    : [
        [0, '#93c5fd'],
        [1, '#e0f2fe'],
      ];
  let bottles = '';
  for (const x of [250, 370, 490]) {
    bottles += `<rect x="${x}" y="300" width="96" height="260" rx="30" fill="url(#milk)"/><rect x="${x + 26}" y="250" width="44" height="70" rx="10" fill="url(#milk)"/>
<rect x="${x + 22}" y="238" width="52" height="22" rx="6" fill="${['#2563eb', '#16a34a', '#dc2626'][Math.floor(rand() * 3)]}"/><rect x="${x + 14}" y="330" width="14" height="200" rx="7" fill="#fff" opacity="0.8"/>`;
  }
  const defs = `${lin('sky', sky)}${lin(
    'milk',
    [
      [0, '#e5e7eb'],
      [0.3, '#ffffff'],
      [1, '#d1d5db'],
    ],
    { x2: 1, y2: 0 },
  )}
${lin(
  'steel',
  [
    [0, '#6b7280'],
    [0.35, '#f3f4f6'],
    [0.6, '#9ca3af'],
    [1, '#374151'],
  ],
  { x2: 1, y2: 0 },
)}${lin('bench', [
    [0, '#a16207'],
    [1, '#713f12'],
  ])}${lin('field', [
    [0, '#65a30d'],
    [1, '#365314'],
  ])}`;
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="780" cy="150" r="70" fill="#fff7d6" opacity="0.9" filter="url(#blur20)"/>
<path d="M0 360 Q240 300 480 350 T960 330 L960 560 L0 560 Z" fill="url(#field)" filter="url(#blur3)"/>${bokeh(rand, 10, ['#fef9c3', '#ffffff'], { opacity: 0.25 })}
<rect x="0" y="560" width="${W}" height="160" fill="url(#bench)"/><rect x="0" y="560" width="${W}" height="8" fill="#fff" opacity="0.25"/>
<ellipse cx="470" cy="565" rx="330" ry="18" fill="#000" opacity="0.35" filter="url(#blur8)"/>
${bottles}<path d="M630 330 L780 330 L800 560 L610 560 Z" fill="url(#steel)"/><rect x="650" y="290" width="110" height="50" rx="12" fill="url(#steel)"/><rect x="640" y="410" width="150" height="10" fill="#374151" opacity="0.5"/>`;
  return frame(defs, body);
}

/** A fishing harbour at dawn or dusk: painted boats, masts and the sun on the water. */
export function harbour({
  seed,
  sky = ['#f97316', '#fde68a', '#38bdf8'],
  sea = ['#0e7490', '#082f49'],
  still = false,
}) {
  const rand = rng(seed);
  let ripples = '';
  for (let i = 0; i < 60; i += 1) {
    const y = 430 + rand() * 290,
      x = 380 + (rand() - 0.5) * (y - 380) * 1.2;
    ripples += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(20 + rand() * 70).toFixed(0)}" height="3" rx="1.5" fill="#fde68a" opacity="${(0.3 + rand() * 0.5).toFixed(2)}"/>`;
  }
  const hulls = ['#dc2626', '#2563eb', '#16a34a', '#facc15', '#f8fafc'];
  let boats = '';
  for (let i = 0; i < 5; i += 1) {
    const x = 40 + i * 190 + rand() * 40,
      y = 470 + rand() * 70,
      s = 0.8 + rand() * 0.5;
    boats += `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${s.toFixed(2)})"><line x1="80" y1="-170" x2="80" y2="0" stroke="#1c1917" stroke-width="5"/>
<path d="M0 0 L170 0 L140 50 L25 50 Z" fill="${hulls[i]}"/><path d="M0 0 L170 0 L165 10 L5 10 Z" fill="#1c1917" opacity="0.6"/><rect x="55" y="-34" width="60" height="34" fill="#e7e5e4"/>
<path d="M25 52 L140 52 L130 80 L35 80 Z" fill="${hulls[i]}" opacity="0.3" filter="url(#blur3)"/></g>`;
  }
  const defs = `${lin('sky', [
    [0, sky[2]],
    [0.6, sky[1]],
    [1, sky[0]],
  ])}${lin('sea', [
    [0, sea[0]],
    [1, sea[1]],
  ])}`;
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="380" cy="390" r="60" fill="#fff7ed"/><circle cx="380" cy="390" r="120" fill="#fed7aa" opacity="0.5" filter="url(#blur20)"/>
<path d="M0 400 L140 370 L260 395 L520 360 L700 390 L960 372 L960 420 L0 420 Z" fill="#44403c" opacity="0.55"/>
<rect y="410" width="${W}" height="${H - 410}" fill="url(#sea)"/>${ripples}${boats}${still ? filmStill(0.7) : ''}`;
  return frame(defs, body);
}

/** Hand-painted blue pottery on a wooden table in window light. */
export function pottery({ seed, glaze = '#1d4ed8', wall = '#f5f0e6' }) {
  const rand = rng(seed);
  let petals = '';
  for (let i = 0; i < 8; i += 1) {
    const a = (i / 8) * 360;
    petals += `<ellipse cx="480" cy="360" rx="14" ry="44" fill="${glaze}" transform="rotate(${a} 480 400) translate(0 -6)"/>`;
  }
  let vines = '';
  for (let i = 0; i < 10; i += 1)
    vines += `<circle cx="${(400 + rand() * 160).toFixed(0)}" cy="${(470 + rand() * 90).toFixed(0)}" r="${(6 + rand() * 6).toFixed(0)}" fill="#0891b2" opacity="0.9"/>`;
  const defs = `${lin('wall', [
    [0, wall],
    [1, '#d6cbb5'],
  ])}${lin(
    'vase',
    [
      [0, '#cbd5e1'],
      [0.3, '#ffffff'],
      [0.7, '#e2e8f0'],
      [1, '#64748b'],
    ],
    { x2: 1, y2: 0 },
  )}
${lin('table', [
  [0, '#92400e'],
  [1, '#451a03'],
])}${lin(
    'window',
    [
      [0, '#fff', 0.5],
      [1, '#fff', 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}`;
  const body = `<rect width="${W}" height="${H}" fill="url(#wall)"/><path d="M0 0 L330 0 L560 560 L0 560 Z" fill="url(#window)"/>
<rect y="560" width="${W}" height="160" fill="url(#table)"/><ellipse cx="500" cy="628" rx="190" ry="24" fill="#000" opacity="0.4" filter="url(#blur8)"/>
<path d="M420 170 L540 170 L545 210 Q660 300 640 450 Q620 580 500 620 L460 620 Q340 580 320 450 Q300 300 415 210 Z" fill="url(#vase)"/>
<rect x="410" y="160" width="140" height="20" rx="8" fill="${glaze}"/><rect x="320" y="300" width="320" height="14" fill="${glaze}" opacity="0.85"/>
${petals}<circle cx="480" cy="400" r="20" fill="#0e7490"/>${vines}<rect x="330" y="580" width="300" height="10" fill="${glaze}" opacity="0.8"/>
<path d="M360 260 Q340 400 380 560" stroke="#fff" stroke-width="16" fill="none" opacity="0.6" stroke-linecap="round"/>
<g transform="translate(700 500)"><ellipse cx="70" cy="110" rx="90" ry="16" fill="#000" opacity="0.35" filter="url(#blur8)"/><path d="M0 40 Q70 140 140 40 Z" fill="url(#vase)"/><rect x="0" y="34" width="140" height="12" rx="6" fill="${glaze}"/><circle cx="70" cy="70" r="14" fill="${glaze}"/></g>`;
  return frame(defs, body);
}

/** Vineyard rows running to the hills at golden hour. */
export function vineyard({ seed, sky = ['#fb923c', '#fde68a'] }) {
  const rand = rng(seed);
  let rows = '';
  for (let i = -8; i <= 8; i += 1) {
    const x = 480 + i * 150;
    rows += `<path d="M480 380 L${x - 30} ${H} L${x + 30} ${H} Z" fill="#3f6212" opacity="${(0.75 + rand() * 0.25).toFixed(2)}"/>`;
  }
  let grapes = '';
  for (let i = 0; i < 22; i += 1)
    grapes += `<circle cx="${(150 + (i % 6) * 22 + rand() * 8).toFixed(0)}" cy="${(560 + Math.floor(i / 6) * 22 + rand() * 6).toFixed(0)}" r="14" fill="url(#grape)"/>`;
  const defs = `${lin('sky', [
    [0, '#7dd3fc'],
    [0.55, sky[1]],
    [1, sky[0]],
  ])}${lin('ground', [
    [0, '#a3a83a'],
    [1, '#57531c'],
  ])}${berry('grape', '#7e22ce', '#3b0764')}`;
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="650" cy="360" r="70" fill="#fff7ed" filter="url(#blur8)"/>
<path d="M0 380 Q200 300 420 360 T960 340 L960 390 L0 390 Z" fill="#78716c" opacity="0.7"/><rect y="380" width="${W}" height="${H - 380}" fill="url(#ground)"/>${rows}
<path d="M100 500 Q180 470 300 520" stroke="#365314" stroke-width="10" fill="none"/><ellipse cx="190" cy="520" rx="70" ry="30" fill="#4d7c0f"/>${grapes}`;
  return frame(defs, body);
}

/** A brand identity flat lay: cards, a letterhead and colour swatches around a mark. */
export function brandSheet({ seed, primary, secondary, paper = '#f5f5f4', desk = '#292524' }) {
  const rand = rng(seed);
  let swatches = '';
  [primary, secondary, '#fafaf9', '#1c1917'].forEach((c, i) => {
    swatches += `<circle cx="${700 + i * 0}" cy="${200 + i * 90}" r="36" fill="${c}" stroke="#000" stroke-opacity="0.1"/>`;
  });
  const mark = (x, y, s) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><circle r="50" fill="${primary}"/><path d="M-30 20 Q0 -50 30 20 Z" fill="${secondary}"/><circle cy="-8" r="10" fill="#fff"/></g>`;
  const defs = `${lin('desk', [
    [0, desk],
    [1, '#0c0a09'],
  ])}${lin('paper', [
    [0, '#ffffff'],
    [1, paper],
  ])}`;
  const body = `<rect width="${W}" height="${H}" fill="url(#desk)"/>${bokeh(rand, 6, ['#ffffff'], { opacity: 0.08 })}
<g transform="rotate(-6 330 380)"><rect x="150" y="130" width="380" height="520" fill="#000" opacity="0.5" filter="url(#blur8)" transform="translate(10 14)"/><rect x="150" y="130" width="380" height="520" fill="url(#paper)"/>${mark(230, 210, 0.7)}
<rect x="200" y="300" width="280" height="10" rx="5" fill="#a8a29e"/><rect x="200" y="325" width="240" height="10" rx="5" fill="#d6d3d1"/><rect x="200" y="350" width="260" height="10" rx="5" fill="#d6d3d1"/><rect x="150" y="620" width="380" height="30" fill="${primary}"/></g>
<g transform="rotate(8 600 560)"><rect x="480" y="480" width="300" height="170" rx="8" fill="#000" opacity="0.5" filter="url(#blur8)" transform="translate(8 10)"/><rect x="480" y="480" width="300" height="170" rx="8" fill="${primary}"/>${mark(560, 565, 0.6)}<rect x="620" y="550" width="120" height="10" rx="5" fill="#fff" opacity="0.8"/><rect x="620" y="575" width="90" height="8" rx="4" fill="#fff" opacity="0.5"/></g>
${swatches}${mark(820, 140, 0.9)}`;
  return frame(defs, body);
}

/** A phone showing a social feed of small posts, on a bright table with a cup of chai. */
export function socialPhone({ seed, tiles, table = '#fcd34d' }) {
  const rand = rng(seed);
  let grid = '';
  tiles.forEach((c, i) => {
    const x = 372 + (i % 3) * 74,
      y = 250 + Math.floor(i / 3) * 74;
    grid += `<rect x="${x}" y="${y}" width="70" height="70" fill="${c}"/><circle cx="${x + 35 + (rand() - 0.5) * 20}" cy="${y + 38}" r="${14 + rand() * 10}" fill="#fff" opacity="0.45"/>`;
  });
  const defs = `${lin('table', [
    [0, table],
    [1, '#b45309'],
  ])}${rad('chai', [
    [0, '#d97706'],
    [1, '#78350f'],
  ])}`;
  const body = `<rect width="${W}" height="${H}" fill="url(#table)"/>${bokeh(rand, 8, ['#ffffff', '#fef3c7'], { opacity: 0.3 })}
<rect x="350" y="110" width="270" height="540" rx="36" fill="#000" opacity="0.4" filter="url(#blur20)" transform="translate(16 20)"/>
<rect x="350" y="110" width="270" height="540" rx="36" fill="#111827"/><rect x="362" y="130" width="246" height="500" rx="24" fill="#fafafa"/>
<circle cx="400" cy="190" r="24" fill="${tiles[0]}"/><rect x="436" y="178" width="120" height="10" rx="5" fill="#1f2937"/><rect x="436" y="198" width="80" height="8" rx="4" fill="#9ca3af"/>
${grid}<circle cx="780" cy="520" r="90" fill="#f5f5f4"/><circle cx="780" cy="520" r="70" fill="url(#chai)"/><circle cx="150" cy="200" r="60" fill="#16a34a" opacity="0.85"/><circle cx="140" cy="190" r="30" fill="#22c55e"/>`;
  return frame(defs, body);
}
