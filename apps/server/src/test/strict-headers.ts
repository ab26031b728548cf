import { expect } from 'vitest';

type Headers = Record<string, string | string[] | number | undefined>;

function directives(headers: Headers): Map<string, string[]> {
  const header = String(headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/**
 * The policy every answer must carry, checked on a header record with lower-case names: an inject response's
 * headers, a fetch response's headers, or header lines read off a raw socket.
 */
export function expectStrictHeaders(headers: Headers, where: string) {
  const csp = directives(headers);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, where).toBeDefined();
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", 'data:', '*', 'http:', 'https:'])
    expect(scripts, `${where} script-src`).not.toContain(unsafe);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(csp.get('object-src'), where).toEqual(["'none'"]);
  expect(csp.get('base-uri'), where).toEqual(["'self'"]);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], where).toBe('DENY');
}

/** Header lines of a raw HTTP answer as a record with lower-case names. */
export function rawHeaders(answer: string): Record<string, string> {
  const head = answer.split('\r\n\r\n')[0] ?? '';
  return Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
  );
}
