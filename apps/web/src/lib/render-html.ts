/// <reference types="node" />
// Node only: the server renderer's markup (entry-server.tsx).
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/** How React marks a part it left for the browser to render: a part that suspended, or failed, on the server. */
const PART_LEFT_TO_THE_BROWSER = '<!--$!';

/**
 * The page's markup, complete. The route loaders have filled every query and loaded every page's module, so a page
 * is nearly always ready at once: one synchronous pass renders it, with a quarter to a third less CPU than the
 * stream below, which chunks and encodes as it goes (the markup is the same). A page with a part not ready (a lazy
 * module on its first use) or failing comes back with that part left to the browser, and is rendered again as a
 * stream that waits.
 */
export function renderHtml(element: ReactNode): Promise<string> {
  let html: string | null;
  try {
    html = renderToString(element);
  } catch {
    // The stream below renders it again and says why it failed.
    html = null;
  }
  if (html !== null && !html.includes(PART_LEFT_TO_THE_BROWSER) && !html.includes('<script'))
    return Promise.resolve(html);
  return renderHtmlStreamed(element);
}

/**
 * The page's markup when a part is not ready at once: React streams it, and the whole is collected once every part
 * is ready (the page is cached and takes its head from the server's template, decision 140). Any error while
 * rendering fails the page, and the browser then renders it itself: React's error view is never sent as a page to
 * hydrate.
 */
function renderHtmlStreamed(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        const html = Buffer.concat(chunks).toString('utf8');
        if (failure) reject(failure instanceof Error ? failure : new Error(String(failure)));
        // No script of React's own may reach the page: the Content-Security-Policy would block it, and the page
        // would hydrate against markup it was meant to rearrange.
        else if (html.includes('<script')) reject(new Error('the rendered page contains an inline script'));
        else resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every Suspense boundary inline, whatever its size: React otherwise sends a large one after the rest with an
      // inline script that moves it into place, which the Content-Security-Policy does not run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        failure ??= error;
      },
    });
    // A part that never settles (a lazy module that cannot load) must not hold the request: give up, send the shell.
    const timer = setTimeout(() => stream.abort(new Error('server rendering took too long')), 10_000);
  });
}
