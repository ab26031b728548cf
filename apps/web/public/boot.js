/* global document, window, requestAnimationFrame -- a browser script, outside the app's TypeScript */
// Starts the app on a page rendered on the server (decision 129). The page is complete and readable as HTML, so its
// JavaScript (the app's entry and the modules it needs, named by the server in data-entry and data-preload) starts
// loading only once the page has loaded and painted: before that it would compete with the style sheets, fonts and
// pictures of the first paint on a slow connection. Pages rendered in the browser load the entry directly, as built.
const script = document.querySelector('script[data-entry]');

function start() {
  void import(script.dataset.entry);
  // One preload per task: each costs the main thread a few milliseconds (more on a slow phone), and eighteen of them
  // in one task made a long task of their own (decision 135).
  const hrefs = script.dataset.preload.split(' ').filter(Boolean);
  const next = () => {
    const href = hrefs.shift();
    if (href === undefined) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    setTimeout(next);
  };
  next();
}

// After the frame that follows `load` (a tab in the background waits until it is shown).
const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });
