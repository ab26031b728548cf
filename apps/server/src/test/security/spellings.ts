/**
 * Other spellings of the same path that a router or a URL parser may fold back into it: a dot segment,
 * a `x/../` detour, a percent-encoded letter, a doubled slash, an encoded slash in upper case. A rule checked on the
 * raw URL misses them; every rule must hold on each one, or the spelling must be refused outright (any 4xx).
 */
export const SPELLINGS: Array<[label: string, respell: (path: string) => string]> = [
  ['/./ after the first segment', (path) => path.replace(/^\/([^/]+)\//, '/$1/./')],
  ['x/../ after the first segment', (path) => path.replace(/^\/([^/]+)\//, '/$1/x/../')],
  ['%61 for the a of /api', (path) => path.replace(/^\/api\//, '/%61pi/')],
  ['every letter of the second segment percent-encoded', (path) => encodeSecondSegment(path)],
  ['a doubled slash', (path) => path.replace(/^\/([^/]+)\//, '/$1//')],
  ['%2F in upper case for a slash', (path) => path.replace(/^\/([^/]+)\//, '/$1%2F')],
  ['%2e%2e detour', (path) => path.replace(/^\/([^/]+)\//, '/$1/x/%2e%2e/')],
];

function encodeSecondSegment(path: string): string {
  const [, first, second, ...rest] = path.split('/');
  if (!second) return path;
  const encoded = [...second]
    .map((ch) => (/[a-z]/i.test(ch) ? `%${ch.charCodeAt(0).toString(16).toUpperCase()}` : ch))
    .join('');
  return ['', first, encoded, ...rest].join('/');
}
