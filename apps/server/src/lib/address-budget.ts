import { isIPv6 } from 'node:net';

/**
 * The key a per-address budget counts a client under: an IPv4 address as it is (also when written IPv4-mapped,
 * ::ffff:a.b.c.d), an IPv6 address by its /64, which one subscriber is usually given whole, so that stepping
 * through its addresses does not buy a new budget each time.
 */
export function addressBudgetKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const bare = address.split('%')[0]!.toLowerCase();
  if (!isIPv6(bare)) return address;
  const [head = '', tail] = bare.split('::');
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? before
      : [...before, ...Array<string>(Math.max(0, 8 - before.length - after.length)).fill('0'), ...after];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
