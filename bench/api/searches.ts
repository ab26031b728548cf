/** The searches both API benchmarks send: what a phone asks for, one page of 12, a keyword, often a filter or two. */

export const searchString = (query: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  return params.toString();
};

export interface BenchSearch {
  name: string;
  /** Which list answers it: Find Jobs or one of the directories. */
  path: '/api/jobs' | '/api/creators' | '/api/enterprises';
  search: string;
}

export const SEARCHES: BenchSearch[] = [
  { name: 'keyword search', path: '/api/jobs', search: searchString({ q: 'photography', sort: 'newest' }) },
  // The default order with words (decision 271): relevance tiers, the title's exact words first.
  { name: 'keyword by relevance', path: '/api/jobs', search: searchString({ q: 'photography' }) },
  // A word in another script: found through its phonetic key and the lexicon.
  { name: 'cross-script keyword', path: '/api/jobs', search: searchString({ q: 'ಫೋಟೋಗ್ರಫಿ', sort: 'newest' }) },
  {
    name: 'keyword + filters',
    path: '/api/jobs',
    search: searchString({
      q: 'organic mangoes',
      location: 'Pune',
      skills: ['Photography', 'Videography'],
      budgetMin: '5000',
      budgetMax: '50000',
      sort: 'newest',
    }),
  },
  { name: 'Devanagari keyword', path: '/api/jobs', search: searchString({ q: 'फोटोग्राफी', sort: 'newest' }) },
  // By relevance, the default with words: a word in another script, rare in titles as typed; and a keyword no seeded
  // job has. Each once walked the whole newest-first index (80 and 690 ms over 100 000 jobs).
  { name: 'cross-script by relevance', path: '/api/jobs', search: searchString({ q: 'ಫೋಟೋಗ್ರಫಿ' }) },
  { name: 'keyword no job has, by relevance', path: '/api/jobs', search: searchString({ q: 'wedding' }) },
  { name: 'creator directory keyword', path: '/api/creators', search: searchString({ q: 'Scale Creator' }) },
  { name: 'enterprise directory keyword', path: '/api/enterprises', search: searchString({ q: 'Pvt' }) },
];
