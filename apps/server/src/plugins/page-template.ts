/**
 * The built index.html as a template with five holes: the `lang` of `<html>`, the `<title>`, the site's
 * `<meta name="description">` (a page with its own replaces it: a document holds one), the end of `<head>` and the
 * inside of `<div id="root">`. A page is the template's fixed pieces joined with what fills the holes; nothing
 * is spliced with `String.replace`, whose replacement strings read `$&`, `` $` `` and `$'` as patterns: a job title
 * or search words containing them used to copy parts of the page into it.
 */

export interface PageParts {
  /** `<html lang>`: a language code the server chose, never user input. */
  lang?: string;
  /** The whole `<title>` text, already HTML-escaped. */
  title?: string;
  /** The page's own description, already HTML-escaped, in place of the site's. */
  description?: string;
  /** Elements added at the end of `<head>` (hints, meta tags), already HTML. */
  head?: readonly string[];
  /** The markup inside `<div id="root">` (a page rendered on the server) and what follows it (its data element). */
  root?: string;
  afterRoot?: string;
}

const HTML_LANG = /<html lang="[^"]*">/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const HEAD_END = '</head>';
const ROOT = '<div id="root"></div>';

interface Hole {
  at: number;
  length: number;
  fill: (parts: PageParts) => string | null;
}

/** Splits `template` once; the returned function builds a page from it. A hole the template lacks is skipped. */
export function pageTemplate(template: string): (parts?: PageParts) => string {
  const holes: Hole[] = [];
  const find = (pattern: RegExp | string, fill: Hole['fill']) => {
    const match = typeof pattern === 'string' ? null : pattern.exec(template);
    const at = typeof pattern === 'string' ? template.indexOf(pattern) : (match?.index ?? -1);
    const length = typeof pattern === 'string' ? pattern.length : (match?.[0].length ?? 0);
    if (at >= 0) holes.push({ at, length, fill });
  };
  find(HTML_LANG, ({ lang }) => (lang === undefined ? null : `<html lang="${lang}">`));
  find(TITLE, ({ title }) => (title === undefined ? null : `<title>${title}</title>`));
  find(DESCRIPTION, ({ description }) =>
    description === undefined ? null : `<meta name="description" content="${description}" />`,
  );
  find(HEAD_END, ({ head = [] }) => (head.length === 0 ? null : `  ${head.join('\n    ')}\n  ${HEAD_END}`));
  find(ROOT, ({ root, afterRoot }) =>
    root === undefined ? null : `<div id="root">${root}</div>${afterRoot ? `\n    ${afterRoot}` : ''}`,
  );
  holes.sort((a, b) => a.at - b.at);

  return (parts = {}) => {
    let page = '';
    let from = 0;
    for (const hole of holes) {
      page += template.slice(from, hole.at);
      page += hole.fill(parts) ?? template.slice(hole.at, hole.at + hole.length);
      from = hole.at + hole.length;
    }
    return page + template.slice(from);
  };
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
