import { describe, expect, it } from 'vitest';
import { renamedAs, shrinkScale } from './shrink-image';

describe('shrinking a picture before upload', () => {
  it('brings the longest side to the limit and never enlarges', () => {
    expect(shrinkScale(4000, 3000, 2560)).toBeCloseTo(0.64);
    expect(shrinkScale(3000, 4000, 2560)).toBeCloseTo(0.64);
    expect(shrinkScale(1200, 900, 2560)).toBe(1);
    expect(shrinkScale(2560, 1440, 2560)).toBe(1);
  });

  it('keeps the name and says what the file is now', () => {
    expect(renamedAs('IMG_2041.HEIC', 'jpg')).toBe('IMG_2041.jpg');
    expect(renamedAs('shop.front.png', 'jpg')).toBe('shop.front.jpg');
    expect(renamedAs('noextension', 'jpg')).toBe('noextension.jpg');
    expect(renamedAs('.png', 'jpg')).toBe('photo.jpg');
  });
});
