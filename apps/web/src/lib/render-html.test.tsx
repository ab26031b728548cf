import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHtml } from './render-html';

function Broken(): never {
  throw new Error('a part that fails');
}

/** A part whose module arrives after the first pass, as a lazy module does on its first use. */
function lateModule() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Late = lazy(async () => {
    await arrived;
    return { default: () => <p>the late part</p> };
  });
  return { Late, arrive };
}

describe('renderHtml', () => {
  it('renders a page that is ready in one pass', async () => {
    const html = await renderHtml(
      <main>
        <h1>Jobs</h1>
        <Suspense fallback={<p>loading</p>}>
          <p>ready</p>
        </Suspense>
      </main>,
    );
    expect(html).toContain('<h1>Jobs</h1>');
    expect(html).toContain('<p>ready</p>');
    expect(html).not.toContain('loading');
  });

  it('waits for a part that is not ready, instead of leaving it to the browser', async () => {
    const { Late, arrive } = lateModule();
    const page = renderHtml(
      <main>
        <Suspense fallback={<p>loading</p>}>
          <Late />
        </Suspense>
      </main>,
    );
    arrive();
    const html = await page;
    expect(html).toContain('<p>the late part</p>');
    expect(html).not.toContain('<!--$!');
    expect(html).not.toContain('loading');
  });

  it('fails the page when a part inside a boundary fails', async () => {
    await expect(
      renderHtml(
        <main>
          <Suspense fallback={<p>loading</p>}>
            <Broken />
          </Suspense>
        </main>,
      ),
    ).rejects.toThrow('a part that fails');
  });

  it('fails the page when its shell fails', async () => {
    await expect(renderHtml(<Broken />)).rejects.toThrow('a part that fails');
  });
});
