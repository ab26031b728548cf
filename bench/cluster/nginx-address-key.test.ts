import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addressBudgetKey } from '../../apps/server/src/lib/address-budget';

/**
 * The proxy's per-address budget (nginx.conf.template, `map $remote_addr $address_key`) counts an IPv6 client by its
 * /64, as the server's own budgets do. nginx itself runs only in `npm run bench:cluster`; here its map is applied as
 * nginx applies it (the first regex that matches, named captures in the value) to every way nginx can write an address.
 */
const template = readFileSync(new URL('nginx.conf.template', import.meta.url), 'utf8');

function mapBlock(config: string): string {
  const block = /^ {2}map \$remote_addr \$address_key \{\n([\s\S]*?)\n {2}\}$/m.exec(config);
  if (!block) throw new Error('no map $remote_addr $address_key block');
  return block[1]!;
}

function addressKeyOf(remoteAddr: string): string {
  const entries = mapBlock(template)
    .split('\n')
    .map((line) => {
      const entry = /^\s*(?:"~(.+)"|(default))\s+(\S+);$/.exec(line);
      if (!entry) throw new Error(`not a map line: ${line}`);
      return { pattern: entry[1], value: entry[3]! };
    });
  // The default applies when no regex matches, wherever it stands.
  const found = entries.flatMap(({ pattern, value }) => {
    const match = pattern ? new RegExp(pattern).exec(remoteAddr) : null;
    return match ? [{ value, groups: match.groups }] : [];
  })[0] ?? { value: entries.find((entry) => !entry.pattern)!.value, groups: {} };
  const variables: Record<string, string> = { remote_addr: remoteAddr, ...found.groups };
  return found.value.replace(/\$(\w+)/g, (_, name: string) => variables[name] ?? '');
}

/** $remote_addr as nginx writes it: lowercase, no leading zeros, the first longest run of 2+ zero groups as "::". */
const asNginxWritesIt = (groups: number[]) =>
  new URL(`http://[${groups.map((g) => g.toString(16)).join(':')}]/`).hostname.slice(1, -1);

describe('the proxy counts a client as the server does', () => {
  it('counts an IPv6 address by its /64, however its zero groups are written', () => {
    // Every pattern of zero and non-zero groups: each way "::" can fall, before, across or after the /64.
    for (let zeros = 0; zeros < 256; zeros++) {
      const groups = Array.from({ length: 8 }, (_, i) => (zeros & (1 << i) ? 0 : 0x1a0 + i * 0x1111));
      const written = asNginxWritesIt(groups);
      expect(addressKeyOf(written), written).toBe(addressBudgetKey(written).replace(/::\/64$/, ''));
    }
  });

  it('gives each address of one /64 the same key, and the next /64 another', () => {
    const keys = [
      '2405:201:c00a:1e4f::1',
      '2405:201:c00a:1e4f:95b2:11ff:fe0c:7a21',
      '2405:201:c00a:1e4f::ab:0:0:1',
    ].map(addressKeyOf);
    expect(new Set(keys)).toEqual(new Set(['2405:201:c00a:1e4f']));
    expect(addressKeyOf('2405:201:c00a:1e50::1')).toBe('2405:201:c00a:1e50');
  });

  it('counts an IPv4 address whole, also when mapped into IPv6', () => {
    expect(addressKeyOf('49.36.120.7')).toBe('49.36.120.7');
    expect(addressKeyOf('::ffff:49.36.120.7')).toBe('49.36.120.7');
    expect(addressKeyOf('49.36.120.8')).not.toBe(addressKeyOf('49.36.120.7'));
  });

  it('is the map the deployment guide shows', () => {
    expect(mapBlock(readFileSync(new URL('../../docs/deployment.md', import.meta.url), 'utf8'))).toBe(
      mapBlock(template),
    );
  });
});
