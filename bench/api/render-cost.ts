/**
 * The floor of a page rendered anew: React's render alone, in this process, with the page's API answers fetched once
 * from the running server and then replayed, so no HTTP, database or compression is counted. Run by
 * `npm run bench:api-cpu -- --only render` beside the server's own figures; a page cannot cost less than this.
 */
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { ROOT } from '../lib/server';

interface Entry {
  render(url: string, options: { lang: string; fetch: typeof fetch }): Promise<{ html: string } | null>;
}

const WARM_UP = 300;
const RENDERS = 1000;

/** A fetch that asks the server once per address and answers every later call from memory. */
function replayingFetch(base: string): typeof fetch {
  const answers = new Map<string, { status: number; body: string }>();
  return async (input) => {
    const address = new URL(input instanceof Request ? input.url : String(input), base);
    const key = address.pathname + address.search;
    let answer = answers.get(key);
    if (!answer) {
      const response = await fetch(new URL(key, base));
      answer = { status: response.status, body: await response.text() };
      answers.set(key, answer);
    }
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  };
}

export async function measureRenderCost(base: string, pages: string[]) {
  // React chooses its build when first loaded: the production one, as the server runs it.
  process.env.NODE_ENV = 'production';
  const file = path.join(ROOT, 'apps/web/dist-ssr/entry-server.js');
  const entry = (await import(pathToFileURL(file).href)) as Entry;
  const fetchAnswers = replayingFetch(base);
  const rows = [];
  for (const page of pages) {
    for (let i = 0; i < WARM_UP; i++) await entry.render(page, { lang: 'hi', fetch: fetchAnswers });
    const before = process.cpuUsage();
    let bytes = 0;
    for (let i = 0; i < RENDERS; i++)
      bytes = (await entry.render(page, { lang: 'hi', fetch: fetchAnswers }))?.html.length ?? 0;
    const used = process.cpuUsage(before);
    const msPerRender = Math.round(((used.user + used.system) / 1000 / RENDERS) * 1000) / 1000;
    console.log(`render ${page} alone (Hindi, ${bytes} characters): ${msPerRender} ms CPU/render`);
    // No database work (the answers are replayed); the rate is renders per second of one core.
    rows.push({
      scenario: `render ${page} alone`,
      serverMsPerRequest: msPerRender,
      databaseMsPerRequest: 0,
      reqPerSec: Math.round(1000 / msPerRender),
    });
  }
  return rows;
}
