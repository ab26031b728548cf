import { describe, expect, it } from 'vitest';
import { indianMobileE164 } from './phone';

describe('indianMobileE164', () => {
  it('reads an Indian mobile number however it is written', () => {
    for (const written of ['9845012345', '98450 12345', '+91 98450-12345', '919845012345', '098450 12345'])
      expect(indianMobileE164(written), written).toBe('+919845012345');
  });

  it('refuses landlines, other countries, short numbers and letters', () => {
    for (const written of [
      '022 2262 1234',
      '+1 415 555 0100',
      '98450',
      '98450 1234x',
      '',
      null,
      '+915845012345',
    ])
      expect(indianMobileE164(written), String(written)).toBeNull();
  });
});
