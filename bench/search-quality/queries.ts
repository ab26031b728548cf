/**
 * The labelled queries (decision 271): what people type, in which language, what kind of match it needs, and the
 * documents it must find. A job query expects every job of its topic, in all four languages.
 */
import { JOBS, jobsAt, type PlaceId, type QueryLanguage } from './corpus';

export type MatchKind = 'script' | 'variant' | 'lexicon' | 'place';
export interface LabelledQuery {
  q: string;
  lang: QueryLanguage;
  kind: MatchKind;
  list: 'jobs' | 'creators' | 'enterprises';
  /** Searched as the place filter instead of the keyword. */
  asPlace?: boolean;
  expect: string[];
}

const topic = (name: string) => JOBS.filter((job) => job.topic === name).map((job) => job.key);

/** [query, language, kind] for each topic. */
const TOPIC_QUERIES: Record<string, Array<[string, QueryLanguage, MatchKind]>> = {
  photography: [
    ['photography', 'en', 'lexicon'],
    ['photographer', 'en', 'variant'],
    ['fotografy', 'en', 'variant'],
    ['photgraphy', 'en', 'variant'],
    ['फोटोग्राफी', 'hi', 'script'],
    ['फ़ोटोग्राफ़ी', 'hi', 'lexicon'],
    ['फोटोग्राफर', 'hi', 'variant'],
    ['ಛಾಯಾಗ್ರಹಣ', 'kn', 'lexicon'],
    ['ಫೋಟೋಗ್ರಫಿ', 'kn', 'script'],
    ['छायाचित्रण', 'mr', 'lexicon'],
    ['फोटोग्राफी', 'mr', 'script'],
  ],
  wedding: [
    ['wedding', 'en', 'lexicon'],
    ['marriage', 'en', 'lexicon'],
    ['weding', 'en', 'variant'],
    ['shaadi', 'hi', 'lexicon'],
    ['shadi', 'hi', 'variant'],
    ['शादी', 'hi', 'lexicon'],
    ['विवाह', 'hi', 'lexicon'],
    ['ಮದುವೆ', 'kn', 'lexicon'],
    ['maduve', 'kn', 'script'],
    ['ವಿವಾಹ', 'kn', 'lexicon'],
    ['लग्न', 'mr', 'lexicon'],
    ['lagna', 'mr', 'script'],
  ],
  drone: [
    ['drone', 'en', 'script'],
    ['dron', 'en', 'variant'],
    ['drones', 'en', 'variant'],
    ['ड्रोन', 'hi', 'script'],
    ['ಡ್ರೋನ್', 'kn', 'script'],
    ['ड्रोन', 'mr', 'script'],
    ['aerial', 'en', 'lexicon'],
  ],
  logo: [
    ['logo', 'en', 'script'],
    ['logos', 'en', 'variant'],
    ['लोगो', 'hi', 'script'],
    ['ಲೋಗೋ', 'kn', 'script'],
    ['लोगो', 'mr', 'script'],
    ['logo design', 'en', 'lexicon'],
  ],
  reels: [
    ['reels', 'en', 'script'],
    ['reel', 'en', 'variant'],
    ['रील्स', 'hi', 'script'],
    ['ರೀಲ್ಸ್', 'kn', 'script'],
    ['रील्स', 'mr', 'script'],
    ['saree', 'en', 'lexicon'],
    ['sari', 'en', 'variant'],
    ['साड़ी', 'hi', 'lexicon'],
    ['साडी', 'mr', 'variant'],
    ['ಸೀರೆ', 'kn', 'lexicon'],
  ],
  catalogue: [
    ['catalogue', 'en', 'script'],
    ['catalog', 'en', 'variant'],
    ['katalog', 'en', 'variant'],
    ['कैटलॉग', 'hi', 'script'],
    ['ಕ್ಯಾಟಲಾಗ್', 'kn', 'script'],
    ['कॅटलॉग', 'mr', 'script'],
  ],
  farm: [
    ['farm', 'en', 'lexicon'],
    ['farming', 'en', 'lexicon'],
    ['agriculture', 'en', 'lexicon'],
    ['kheti', 'hi', 'script'],
    ['खेती', 'hi', 'lexicon'],
    ['krishi', 'hi', 'script'],
    ['कृषि', 'hi', 'lexicon'],
    ['ಕೃಷಿ', 'kn', 'lexicon'],
    ['ಬೇಸಾಯ', 'kn', 'lexicon'],
    ['शेती', 'mr', 'lexicon'],
    ['sheti', 'mr', 'script'],
  ],
  dairy: [
    ['dairy', 'en', 'lexicon'],
    ['milk', 'en', 'lexicon'],
    ['doodh', 'hi', 'script'],
    ['दूध', 'hi', 'lexicon'],
    ['डेयरी', 'hi', 'script'],
    ['डेरी', 'hi', 'variant'],
    ['ಹಾಲು', 'kn', 'lexicon'],
    ['ಡೈರಿ', 'kn', 'script'],
    ['डेअरी', 'mr', 'script'],
  ],
  spice: [
    ['spices', 'en', 'lexicon'],
    ['spice', 'en', 'variant'],
    ['masala', 'hi', 'script'],
    ['मसाला', 'hi', 'lexicon'],
    ['मसाले', 'hi', 'variant'],
    ['ಮಸಾಲೆ', 'kn', 'lexicon'],
    ['मसाले', 'mr', 'lexicon'],
  ],
  photoshoot: [
    ['photoshoot', 'en', 'script'],
    ['photo shoot', 'en', 'variant'],
    ['फोटोशूट', 'hi', 'script'],
    ['फ़ोटोशूट', 'hi', 'variant'],
    ['ಫೋಟೋಶೂಟ್', 'kn', 'script'],
    ['फोटोशूट', 'mr', 'script'],
  ],
  website: [
    ['website', 'en', 'lexicon'],
    ['web site', 'en', 'variant'],
    ['वेबसाइट', 'hi', 'script'],
    ['वेबसाईट', 'mr', 'variant'],
    ['ಜಾಲತಾಣ', 'kn', 'lexicon'],
    ['ವೆಬ್‌ಸೈಟ್', 'kn', 'script'],
    ['संकेतस्थळ', 'mr', 'lexicon'],
  ],
};

/** Place names as people type them: [query, language, place]. */
const PLACE_QUERIES: Array<[string, QueryLanguage, PlaceId]> = [
  ['Hubli', 'en', 'hubballi'],
  ['Hubballi', 'en', 'hubballi'],
  ['हुबली', 'hi', 'hubballi'],
  ['ಹುಬ್ಬಳ್ಳಿ', 'kn', 'hubballi'],
  ['हुबळी', 'mr', 'hubballi'],
  ['Nashik', 'en', 'nashik'],
  ['Nasik', 'en', 'nashik'],
  ['नाशिक', 'mr', 'nashik'],
  ['नासिक', 'hi', 'nashik'],
  ['ನಾಶಿಕ್', 'kn', 'nashik'],
  ['Mysore', 'en', 'mysuru'],
  ['Mysuru', 'en', 'mysuru'],
  ['मैसूर', 'hi', 'mysuru'],
  ['ಮೈಸೂರು', 'kn', 'mysuru'],
  ['म्हैसूर', 'mr', 'mysuru'],
  ['Pune', 'en', 'pune'],
  ['Poona', 'en', 'pune'],
  ['पुणे', 'mr', 'pune'],
  ['पूना', 'hi', 'pune'],
  ['ಪುಣೆ', 'kn', 'pune'],
  ['Belgaum', 'en', 'belagavi'],
  ['Belagavi', 'en', 'belagavi'],
  ['बेलगाम', 'hi', 'belagavi'],
  ['ಬೆಳಗಾವಿ', 'kn', 'belagavi'],
  ['बेळगाव', 'mr', 'belagavi'],
  ['Bangalore', 'en', 'bengaluru'],
  ['Bengaluru', 'en', 'bengaluru'],
  ['बेंगलुरु', 'hi', 'bengaluru'],
  ['ಬೆಂಗಳೂರು', 'kn', 'bengaluru'],
  ['बेंगळुरू', 'mr', 'bengaluru'],
];

/** People by name in another script, by what they do, by their town. */
const PEOPLE_QUERIES: LabelledQuery[] = [
  { q: 'स्नेहा', lang: 'hi', kind: 'script', list: 'creators', expect: ['sneha', 'sneha-kn'] },
  { q: 'ಸ್ನೇಹಾ', lang: 'kn', kind: 'script', list: 'creators', expect: ['sneha', 'sneha-kn'] },
  { q: 'Sneha', lang: 'en', kind: 'script', list: 'creators', expect: ['sneha', 'sneha-kn'] },
  { q: 'स्नेहा', lang: 'mr', kind: 'script', list: 'creators', expect: ['sneha', 'sneha-kn'] },
  { q: 'Sunita', lang: 'en', kind: 'script', list: 'creators', expect: ['sunita'] },
  { q: 'ಸುನೀತಾ', lang: 'kn', kind: 'script', list: 'creators', expect: ['sunita'] },
  { q: 'Kavya', lang: 'en', kind: 'script', list: 'creators', expect: ['kavya'] },
  { q: 'काव्या', lang: 'hi', kind: 'script', list: 'creators', expect: ['kavya'] },
  { q: 'रवि', lang: 'mr', kind: 'script', list: 'creators', expect: ['ravi'] },
  { q: 'इमरान', lang: 'hi', kind: 'script', list: 'creators', expect: ['imran'] },
  { q: 'photographer', lang: 'en', kind: 'variant', list: 'creators', expect: ['sneha'] },
  { q: 'फोटोग्राफर', lang: 'hi', kind: 'lexicon', list: 'creators', expect: ['sneha'] },
  { q: 'reels', lang: 'en', kind: 'lexicon', list: 'creators', expect: ['sunita', 'kavya'] },
  { q: 'ड्रोन', lang: 'hi', kind: 'script', list: 'creators', expect: ['ravi'] },
  { q: 'ಡ್ರೋನ್', lang: 'kn', kind: 'script', list: 'creators', expect: ['ravi'] },
  { q: 'लोगो', lang: 'mr', kind: 'script', list: 'creators', expect: ['imran'] },
  { q: 'videographer', lang: 'en', kind: 'variant', list: 'creators', expect: ['sneha-kn'] },
  { q: 'हुबली', lang: 'hi', kind: 'place', list: 'creators', expect: ['sneha'] },
  { q: 'Mysore', lang: 'en', kind: 'place', list: 'creators', expect: ['sneha-kn'] },
  { q: 'poona', lang: 'en', kind: 'place', list: 'creators', expect: ['sunita'] },
  { q: 'ನಾಶಿಕ್', lang: 'kn', kind: 'place', list: 'creators', expect: ['ravi'] },
  { q: 'Bangalore', lang: 'en', kind: 'place', list: 'creators', expect: ['kavya'] },
  { q: 'dairy', lang: 'en', kind: 'lexicon', list: 'enterprises', expect: ['nandini'] },
  { q: 'डेयरी', lang: 'hi', kind: 'script', list: 'enterprises', expect: ['nandini'] },
  { q: 'ಹಾಲು', lang: 'kn', kind: 'lexicon', list: 'enterprises', expect: ['nandini'] },
  { q: 'नंदिनी', lang: 'mr', kind: 'script', list: 'enterprises', expect: ['nandini'] },
  { q: 'Sahyadri', lang: 'en', kind: 'script', list: 'enterprises', expect: ['sahyadri'] },
  { q: 'kheti', lang: 'hi', kind: 'lexicon', list: 'enterprises', expect: ['sahyadri'] },
  { q: 'शेती', lang: 'mr', kind: 'lexicon', list: 'enterprises', expect: ['sahyadri'] },
  { q: 'Ilkal', lang: 'en', kind: 'script', list: 'enterprises', expect: ['ilkal'] },
  { q: 'saree', lang: 'en', kind: 'lexicon', list: 'enterprises', expect: ['ilkal'] },
  { q: 'textiles', lang: 'en', kind: 'lexicon', list: 'enterprises', expect: ['ilkal'] },
  { q: 'masala', lang: 'hi', kind: 'script', list: 'enterprises', expect: ['masala'] },
  { q: 'Kolhapuri', lang: 'en', kind: 'script', list: 'enterprises', expect: ['masala'] },
  { q: 'Nasik', lang: 'en', kind: 'place', list: 'enterprises', expect: ['sahyadri'] },
  { q: 'ಮೈಸೂರು', lang: 'kn', kind: 'place', list: 'enterprises', expect: ['nandini'] },
  { q: 'Hubli', lang: 'en', kind: 'place', list: 'enterprises', expect: ['ilkal'] },
  { q: 'पुणे', lang: 'mr', kind: 'place', list: 'enterprises', expect: ['masala'] },
];

export const QUERIES: LabelledQuery[] = [
  ...Object.entries(TOPIC_QUERIES).flatMap(([name, queries]) =>
    queries.map(([q, lang, kind]) => ({ q, lang, kind, list: 'jobs' as const, expect: topic(name) })),
  ),
  ...PLACE_QUERIES.flatMap(([q, lang, place]) => [
    { q, lang, kind: 'place' as const, list: 'jobs' as const, expect: jobsAt(place) },
    { q, lang, kind: 'place' as const, list: 'jobs' as const, asPlace: true, expect: jobsAt(place) },
  ]),
  ...PEOPLE_QUERIES,
];
