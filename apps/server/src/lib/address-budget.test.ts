import { describe, expect, it } from 'vitest';
import { addressBudgetKey } from './address-budget';

describe('addressBudgetKey', () => {
  it('counts IPv4 as it is, however it is written', () => {
    expect(addressBudgetKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBudgetKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBudgetKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 by its /64, in any spelling', () => {
    const key = '2001:db8:ab:cd::/64';
    for (const address of [
      '2001:db8:ab:cd::1',
      '2001:0db8:00ab:00cd:0000:0000:0000:0002',
      '2001:DB8:AB:CD:ffff:1:2:3',
      '2001:db8:ab:cd:1::9%eth0',
    ])
      expect(addressBudgetKey(address), address).toBe(key);
    expect(addressBudgetKey('2001:db8:ab:ce::1')).not.toBe(key);
    expect(addressBudgetKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBudgetKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else alone', () => {
    expect(addressBudgetKey('unknown')).toBe('unknown');
  });
});
