// What each demo picture shows. File names match apps/server/src/db/seed/demo-portfolio.ts and showcase-demo.ts.
import { avatar } from './avatars.mjs';
import { logo } from './logos.mjs';
import {
  brandSheet,
  dairy,
  harbour,
  packshot,
  pottery,
  produceCrate,
  sareeDetail,
  socialPhone,
  vineyard,
} from './scenes.mjs';

export const portfolio = {
  'arjun-grapes': () => produceCrate({ seed: 11, fruit: '#7e22ce', dark: '#2e1065', r: 22 }),
  'arjun-mangoes': () =>
    produceCrate({ seed: 12, fruit: '#f59e0b', dark: '#b45309', r: 34, leaf: '#166534' }),
  'arjun-spice-jar': () =>
    packshot({
      seed: 13,
      backdrop: '#fcd34d',
      pack: '#b45309',
      band: '#7c2d12',
      accent: '#dc2626',
      jar: true,
      props: '#991b1b',
    }),
  'kavya-saree-border': () =>
    sareeDetail({ seed: 21, body: '#15803d', stripe: '#166534', border: '#9f1239' }),
  'kavya-loom-film': () =>
    sareeDetail({ seed: 22, body: '#c2410c', stripe: '#9a3412', border: '#1e3a8a', still: true }),
  'kavya-ilkal-reel': () => sareeDetail({ seed: 23, body: '#7e22ce', stripe: '#581c87', border: '#be123c' }),
  'imran-millet-pouch': () =>
    packshot({
      seed: 31,
      backdrop: '#a7f3d0',
      pack: '#15803d',
      band: '#facc15',
      accent: '#166534',
      props: '#a16207',
    }),
  'imran-dairy-pack': () => dairy({ seed: 32, morning: false }),
  'imran-brand-sheet': () => brandSheet({ seed: 33, primary: '#c2410c', secondary: '#fbbf24' }),
  'priya-harbour': () => harbour({ seed: 41 }),
  'priya-feed': () =>
    socialPhone({
      seed: 42,
      tiles: [
        '#0e7490',
        '#f97316',
        '#dc2626',
        '#facc15',
        '#16a34a',
        '#0369a1',
        '#be123c',
        '#a16207',
        '#0f766e',
      ],
    }),
  'priya-chilli-pouch': () =>
    packshot({
      seed: 43,
      backdrop: '#fecaca',
      pack: '#b91c1c',
      band: '#fef3c7',
      accent: '#b91c1c',
      props: '#7f1d1d',
    }),
  'sandeep-vineyard': () => vineyard({ seed: 51 }),
  'sandeep-grape-crate': () =>
    produceCrate({ seed: 52, fruit: '#65a30d', dark: '#365314', r: 20, table: '#44403c' }),
  'sandeep-pottery': () => pottery({ seed: 53 }),
  'lakshmi-harbour-dawn': () =>
    harbour({ seed: 61, sky: ['#fb7185', '#fecdd3', '#60a5fa'], sea: ['#1d4ed8', '#172554'], still: true }),
  'lakshmi-dairy-morning': () => dairy({ seed: 62 }),
  'lakshmi-harbour-dusk': () =>
    harbour({ seed: 63, sky: ['#ea580c', '#f59e0b', '#7c3aed'], sea: ['#7c2d12', '#1c1917'] }),
};

/** The five showcase items (titles in showcase-demo.ts): brand identity, brochure, dairy logo, mango campaign, pottery. */
export const showcase = {
  'showcase-branding': () =>
    brandSheet({ seed: 71, primary: '#7c2d12', secondary: '#f59e0b', desk: '#44403c' }),
  'showcase-print': () => sareeDetail({ seed: 72, body: '#1e3a8a', stripe: '#1e40af', border: '#b91c1c' }),
  'showcase-logo': () => brandSheet({ seed: 73, primary: '#15803d', secondary: '#fef9c3', desk: '#1c1917' }),
  'showcase-marketing': () =>
    socialPhone({
      seed: 74,
      table: '#fdba74',
      tiles: [
        '#f59e0b',
        '#16a34a',
        '#f97316',
        '#fde047',
        '#ea580c',
        '#65a30d',
        '#facc15',
        '#15803d',
        '#fb923c',
      ],
    }),
  'showcase-photography': () => pottery({ seed: 75, glaze: '#1e40af', wall: '#e7e5e4' }),
};

const SKIN = { light: ['#f1c8a5', '#c9966d'], mid: ['#d9a273', '#a8703f'], deep: ['#a86f45', '#6f4426'] };
export const avatars = {
  arjun: () =>
    avatar({
      bg: '#fde68a',
      skin: SKIN.mid[0],
      shade: SKIN.mid[1],
      hair: 'short',
      hairColor: '#1c1917',
      garment: '#1d4ed8',
      trim: '#1e3a8a',
      beard: true,
    }),
  kavya: () =>
    avatar({
      bg: '#fbcfe8',
      skin: SKIN.mid[0],
      shade: SKIN.mid[1],
      hair: 'long',
      hairColor: '#0c0a09',
      garment: '#be123c',
      trim: '#f59e0b',
      bindi: true,
      earrings: true,
    }),
  imran: () =>
    avatar({
      bg: '#bae6fd',
      skin: SKIN.light[0],
      shade: SKIN.light[1],
      hair: 'wavy',
      hairColor: '#292524',
      garment: '#334155',
      trim: '#0f172a',
      glasses: true,
      beard: true,
    }),
  priya: () =>
    avatar({
      bg: '#bbf7d0',
      skin: SKIN.deep[0],
      shade: SKIN.deep[1],
      hair: 'bun',
      hairColor: '#0c0a09',
      garment: '#0f766e',
      trim: '#facc15',
      earrings: true,
    }),
  sandeep: () =>
    avatar({
      bg: '#fed7aa',
      skin: SKIN.deep[0],
      shade: SKIN.deep[1],
      hair: 'short',
      hairColor: '#292524',
      garment: '#f8fafc',
      trim: '#94a3b8',
    }),
  lakshmi: () =>
    avatar({
      bg: '#ddd6fe',
      skin: SKIN.mid[0],
      shade: SKIN.mid[1],
      hair: 'long',
      hairColor: '#1c1917',
      garment: '#ca8a04',
      trim: '#7c2d12',
      glasses: true,
      bindi: true,
    }),
};

/** The demo enterprises' logos (keys as in apps/server/src/db/seed/demo-people.ts). */
export const logos = {
  sahyadri: () => logo({ mark: 'leaf', color: '#15803d', bg: '#dcfce7' }),
  dharwad: () => logo({ mark: 'weave', color: '#9f1239', bg: '#ffe4e6' }),
  coastal: () => logo({ mark: 'fish', color: '#0e7490', bg: '#cffafe' }),
  amrit: () => logo({ mark: 'drop', color: '#1d4ed8', bg: '#dbeafe' }),
  jaipur: () => logo({ mark: 'vase', color: '#1e40af', bg: '#e0e7ff' }),
};
