import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload">` for the Latin text font to index.html. The font is named only in a style sheet, so
 * the browser would find it late and draw the page first with a fallback font, then shift everything when the
 * font arrives (Lighthouse measured a layout shift of 0.54 on a job page). Preloaded, it is there before React
 * renders the first screen.
 */
export function preloadFont(pattern: RegExp): Plugin {
  return {
    name: 'kalasetu-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) => pattern.test(file));
        if (!font) throw new Error(`no built font matches ${pattern}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
