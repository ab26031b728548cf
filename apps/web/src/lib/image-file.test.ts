import { describe, expect, it } from 'vitest';
import { checkImageFile } from './image-file';

const file = (name: string, size = 10) => ({ name, size }) as File;

describe('image file check before upload', () => {
  it('accepts jpg, jpeg, png and gif up to 2 MB', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.gif']) expect(checkImageFile(file(name))).toBeNull();
    expect(checkImageFile(file('e.png', 2 * 1024 * 1024))).toBeNull();
  });

  it('names the problem with the spec’s messages', () => {
    expect(checkImageFile(null)).toBe('validation.imageMissing');
    expect(checkImageFile(file('logo.svg'))).toBe('validation.imageType');
    expect(checkImageFile(file('noextension'))).toBe('validation.imageType');
    expect(checkImageFile(file('big.png', 2 * 1024 * 1024 + 1))).toBe('validation.imageSize');
  });
});
