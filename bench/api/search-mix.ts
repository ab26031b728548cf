/**
 * Many different searches, as a day's readers send them, for the "search mix" scenario of bench:api: one URL
 * repeated by wrk is answered from the 2 s answer cache almost every time (decision 270), so it says nothing about
 * what the cache is worth when searches differ. Each request here draws its keyword (Zipf, s = 1, over the words
 * below in four scripts, some with no job), its place, sort, page, filters and the reader's language independently,
 * from a fixed seed, so every run sends the same sequence.
 *
 * `simulateMisses` replays the sequence through the server's own cache rules (2 s, 2 000 answers per list, the oldest
 * out first) at the rate measured, to tell what share of the requests were made anew.
 */
import { writeFileSync } from 'node:fs';
import { JOB_SORTS } from '@kalasetu/shared/options';
import { keyedCache } from '../../apps/server/src/lib/keyed-cache';
import { searchString } from './searches';

/** What readers type, most asked first: the seed's titles and subjects, in English and the three Indian scripts. */
const KEYWORDS = [
  'photography',
  'video',
  'product photography',
  'reels',
  'फोटोग्राफी',
  'logo design',
  'mangoes',
  'sarees',
  'wedding',
  'ಫೋಟೋಗ್ರಫಿ',
  'drone',
  'catalogue',
  'वीडियो',
  'packaging',
  'festival video',
  'instagram',
  'spices',
  'ಛಾಯಾಗ್ರಹಣ',
  'brand film',
  'social media',
  'pottery',
  'छायाचित्रण',
  'animation',
  'dairy',
  'whatsapp catalogue',
  'silk',
  'उत्पाद',
  'handloom',
  'ವಿಡಿಯೋ',
  'jaggery',
  'cashews',
  'tea estate',
  'coir mats',
  'bamboo crafts',
  'fish market',
  'explainer',
  'photgraphy',
  'menu card',
  'त्योहार',
  'campaign',
  'ಪ್ರಚಾರ',
  'shoot',
  'editing',
  'organic',
  'catering',
  'jewellery',
  'banner',
  'podcast',
  'school event',
  'real estate',
];
const PLACES = [
  'Hubballi',
  'Nashik',
  'Mysuru',
  'Pune',
  'Jaipur',
  'Anand',
  'Kochi',
  'Madurai',
  'Warangal',
  'Guntur',
];
const CATEGORIES = ['photography', 'videography', 'social-media', 'content-creation', 'animation'];
const SKILLS = [
  'photography',
  'videography',
  'video-editing',
  'social-media',
  'graphic-design',
  'drone-operation',
];
const LANGUAGES: Array<[string, number]> = [
  ['en', 0.45],
  ['hi', 0.3],
  ['kn', 0.15],
  ['mr', 0.1],
];

/** mulberry32: a small seeded generator, so the sequence is the same on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function zipf<T>(items: readonly T[], next: () => number): () => T {
  const weights = items.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, w) => sum + w, 0);
  return () => {
    let left = next() * total;
    for (const [i, weight] of weights.entries()) if ((left -= weight) < 0) return items[i]!;
    return items[items.length - 1]!;
  };
}

function weighted<T>(choices: Array<[T, number]>, next: () => number): T {
  let left = next();
  for (const [choice, weight] of choices) if ((left -= weight) < 0) return choice;
  return choices[choices.length - 1]![0];
}

export interface MixedSearch {
  lang: string;
  /** Path and query string, as the web app asks for a page of Find Jobs. */
  path: string;
}

export function searchMix(count: number, seed = 35): MixedSearch[] {
  const next = random(seed);
  const keyword = zipf(KEYWORDS, next);
  const place = zipf(PLACES, next);
  const category = zipf(CATEGORIES, next);
  const skill = zipf(SKILLS, next);
  const mix: MixedSearch[] = [];
  for (let i = 0; i < count; i++) {
    const query: Record<string, string> = {};
    // One in ten browses without a word (by category or place); the rest type one.
    if (next() < 0.9) query.q = keyword();
    else query.category = category();
    if (next() < 0.3) query.location = place();
    if (next() < 0.1) query.skills = skill();
    if (next() < 0.05)
      query.budgetMin = String(
        weighted(
          [
            [5000, 0.5],
            [10000, 0.3],
            [25000, 0.2],
          ],
          next,
        ),
      );
    const sort = weighted<string>(
      [
        [query.q ? 'relevance' : 'newest', 0.75],
        ['newest', 0.15],
        [JOB_SORTS[2], 0.05],
        [JOB_SORTS[3], 0.05],
      ],
      next,
    );
    if (sort !== 'relevance') query.sort = sort;
    const page = weighted(
      [
        [1, 0.8],
        [2, 0.14],
        [3, 0.06],
      ],
      next,
    );
    if (page > 1) query.page = String(page);
    mix.push({ lang: weighted(LANGUAGES, next), path: `/api/jobs?${searchString(query)}` });
  }
  return mix;
}

/** One request a line, "language<TAB>path", for wrk-mix.lua. */
export function writeSearchMix(file: string, mix: MixedSearch[]) {
  writeFileSync(file, mix.map((s) => `${s.lang}\t${s.path}\n`).join(''));
}

/**
 * The share of `requests` requests of the mix (sent at `perSecond`) that the server had to make anew: its own cache
 * (keyedCache, 2 s, 2 000 answers) replayed with a clock that advances 1 / perSecond per request. A search's jobs are
 * kept once for every language (listJobs), so a search in another language is not made anew. `distinct` counts the
 * searches with their languages.
 */
export function simulateMisses(mix: MixedSearch[], requests: number, perSecond: number, ttlMs = 2000) {
  let now = 0;
  let misses = 0;
  const cache = keyedCache<number>(ttlMs, 2000, () => now);
  for (let i = 0; i < requests; i++) {
    const { path } = mix[i % mix.length]!;
    void cache(path, () => {
      misses++;
      return Promise.resolve(i);
    });
    now += 1000 / perSecond;
  }
  return { misses, distinct: new Set(mix.slice(0, requests).map((s) => `${s.lang} ${s.path}`)).size };
}
