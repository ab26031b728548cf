/** What the memory benchmark sends: a visitor's page views, and a search load like Find Jobs' under many phones. */
import autocannon from 'autocannon';
import { LANGUAGE_COOKIE } from '@kalasetu/shared/limits';
import { JOB_SORTS } from '@kalasetu/shared/options';
import { searchString } from '../api/searches';

const ACCEPT_ENCODING = 'br, gzip';

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Twenty different pages a visitor might open, in English and Hindi, each requested once in order. */
export async function viewPages(base: string): Promise<string[]> {
  const { jobs } = await json<{ jobs: Array<{ id: number }> }>(`${base}/api/jobs?sort=newest`);
  const { items } = await json<{ items: Array<{ id: string }> }>(`${base}/api/creators`);
  const english = ['/', '/jobs', '/creators', '/enterprises', '/showcase', '/about', '/how-it-works'];
  const detail = [
    ...jobs.slice(0, 4).map((j) => `/jobs/${j.id}`),
    ...items.slice(0, 3).map((c) => `/creators/${c.id}`),
  ];
  const hindi = ['/', '/jobs', '/creators', '/showcase', '/about', ...detail.slice(0, 1)];
  const visits = [
    ...[...english, ...detail].map((path) => ({ path, lang: 'en' })),
    ...hindi.map((path) => ({ path, lang: 'hi' })),
  ].slice(0, 20);
  if (visits.length < 20) throw new Error(`only ${visits.length} pages to view (is the demo data loaded?)`);
  for (const { path, lang } of visits) {
    const response = await fetch(`${base}${path}`, {
      headers: { 'accept-encoding': ACCEPT_ENCODING, cookie: `${LANGUAGE_COOKIE}=${lang}` },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${lang} ${path} answered ${response.status}`);
  }
  return visits.map(({ path, lang }) => `${lang} ${path}`);
}

/** Keyword searches in the four languages, with and without filters, over the sorts and the first pages. */
export function searchPaths(): string[] {
  const keywords = [
    'photo',
    'video',
    'wedding',
    'logo',
    'social media',
    'फोटो',
    'वीडियो',
    'ಫೋಟೋ',
    'छायाचित्र',
    '',
  ];
  return keywords.flatMap((q, i) => {
    const sort = JOB_SORTS[i % JOB_SORTS.length]!;
    return [
      `/api/jobs?${searchString({ q, sort })}`,
      `/api/jobs?${searchString({ q, sort, page: '2' })}`,
      `/api/jobs?${searchString({ q, location: 'Pune', budgetMin: '5000', sort })}`,
    ];
  });
}

export interface LoadResult {
  requests: number;
  reqPerSec: number;
  non2xx: number;
  errors: number;
}

/** `connections` clients each going round `searchPaths()` for `seconds`, compressed answers as browsers ask. */
export async function searchLoad(base: string, seconds: number, connections: number): Promise<LoadResult> {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
    requests: searchPaths().map((path) => ({ method: 'GET', path })),
  });
  return {
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
