import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageTemplate } from './page-template';
import { PageCache, type RenderedPage } from './web-ssr';

const page = (html: string): RenderedPage => ({ lang: 'en', html, stateScript: '', meta: null });

/** A render that finishes when the test says so. */
function pending() {
  let finish!: (value: RenderedPage | null) => void;
  const promise = new Promise<RenderedPage | null>((resolve) => (finish = resolve));
  return { promise, finish, render: vi.fn(() => promise) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("signed-out visitors' page cache (decision 140)", () => {
  it('renders a page once for requests that arrive while it renders, and keeps it from when it is ready', async () => {
    vi.useFakeTimers();
    const cache = new PageCache(3_000);
    const first = pending();
    const a = cache.get('en /jobs', first.render);
    const b = cache.get('en /jobs', first.render);
    expect(first.render).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000); // a slow render is still kept once it is ready
    first.finish(page('one'));
    expect(await a).toEqual(await b);
    const again = vi.fn(async () => page('two'));
    vi.advanceTimersByTime(2_999);
    expect((await cache.get('en /jobs', again))?.html).toBe('one');
    expect(again).not.toHaveBeenCalled();
  });

  it('serves an expired page while one request renders it again, for one more period at most', async () => {
    vi.useFakeTimers();
    const cache = new PageCache(3_000);
    await cache.get('en /jobs', async () => page('one'));
    vi.advanceTimersByTime(3_001);
    const refresh = pending();
    // Expired: every visitor gets the kept copy at once; one render starts, not one per request.
    expect((await cache.get('en /jobs', refresh.render))?.html).toBe('one');
    expect((await cache.get('en /jobs', refresh.render))?.html).toBe('one');
    expect(refresh.render).toHaveBeenCalledTimes(1);
    refresh.finish(page('two'));
    await refresh.promise;
    await Promise.resolve();
    const unused = vi.fn(async () => page('three'));
    expect((await cache.get('en /jobs', unused))?.html).toBe('two');
    expect(unused).not.toHaveBeenCalled();
    // Not asked for during a whole further period: rendered afresh, the visitor waits for it.
    vi.advanceTimersByTime(6_001);
    expect((await cache.get('en /jobs', unused))?.html).toBe('three');
  });

  it('drops the expired copy when its new render fails, and a change drops it at once', async () => {
    vi.useFakeTimers();
    const cache = new PageCache(3_000);
    await cache.get('en /x', async () => page('one'));
    vi.advanceTimersByTime(3_001);
    const failing = pending();
    expect((await cache.get('en /x', failing.render))?.html).toBe('one');
    failing.finish(null);
    await failing.promise;
    await Promise.resolve();
    expect((await cache.get('en /x', async () => page('again')))?.html).toBe('again');
    vi.advanceTimersByTime(3_001);
    cache.clear();
    expect((await cache.get('en /x', async () => page('after the change')))?.html).toBe('after the change');
  });

  it('keeps pages apart by key, drops all on a change, and does not keep a render begun before it', async () => {
    const cache = new PageCache(3_000);
    await cache.get('en /jobs', async () => page('en'));
    expect((await cache.get('hi /jobs', async () => page('hi')))?.html).toBe('hi');
    const slow = pending();
    const during = cache.get('en /jobs/1', slow.render);
    cache.clear();
    slow.finish(page('before the change'));
    await during;
    expect((await cache.get('en /jobs/1', async () => page('after')))?.html).toBe('after');
    expect((await cache.get('en /jobs', async () => page('fresh')))?.html).toBe('fresh');
  });

  it('keeps no failed page, and none at all with a time of 0', async () => {
    const cache = new PageCache(3_000);
    await cache.get('en /x', async () => null);
    expect((await cache.get('en /x', async () => page('now')))?.html).toBe('now');
    const none = new PageCache(0);
    await none.get('en /x', async () => page('one'));
    expect((await none.get('en /x', async () => page('two')))?.html).toBe('two');
  });
});

describe('the page template', () => {
  const template =
    '<!doctype html><html lang="en"><head><title>KalaSetu</title></head><body><div id="root"></div></body></html>';

  it('puts text with replacement patterns in as it is', () => {
    const text = "$` $' $& $$ $1 $<name>";
    const html = pageTemplate(template)({
      lang: 'hi',
      title: text,
      head: [`<meta content="${text}">`],
      root: `<h1>${text}</h1>`,
      afterRoot: `<script type="application/json">"${text}"</script>`,
    });
    expect(html).toBe(
      `<!doctype html><html lang="hi"><head><title>${text}</title>  <meta content="${text}">\n  </head><body>` +
        `<div id="root"><h1>${text}</h1></div>\n    <script type="application/json">"${text}"</script></body></html>`,
    );
  });

  it('leaves the template as built when nothing fills it', () => {
    expect(pageTemplate(template)()).toBe(template);
  });
});
