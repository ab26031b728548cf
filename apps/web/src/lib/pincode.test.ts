import { describe, expect, it } from 'vitest';
import { pincodeInText, placeText } from './pincode';

describe('PIN codes in text', () => {
  it.each([
    ['Maruti Mandir Road, Ratnagiri 415612', '415612'],
    ['Flat 3, 12 MG Road, Bengaluru - 560 001', '560001'],
    ['Phone 9876543210, Nashik 422001', '422001'],
    ['House 12, no PIN here', null],
    ['012345 is not a PIN', null],
    [null, null],
  ])('finds %j → %s', (text, pin) => {
    expect(pincodeInText(text)).toBe(pin);
  });

  it('writes a place as "District, State"', () => {
    expect(placeText('maharashtra', 'Ratnagiri')).toBe('Ratnagiri, Maharashtra');
    expect(placeText('ladakh', null)).toBe('Ladakh');
  });
});
