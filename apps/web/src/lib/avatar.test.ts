import { describe, expect, it } from 'vitest';
import { checkAvatarFile, progressStep } from './avatar';

const MB = 1024 * 1024;

describe('checkAvatarFile', () => {
  it('accepts jpg, jpeg, png, gif and webp up to 2 MB, whatever the case of the extension', () => {
    for (const name of ['me.jpg', 'me.JPEG', 'me.png', 'me.Gif', 'me.WebP']) {
      expect(checkAvatarFile({ name, size: 2 * MB })).toBeNull();
    }
  });

  it('refuses other types with the specification message', () => {
    for (const name of ['me.heic', 'me.pdf', 'me', 'jpg', 'me.jpg.exe']) {
      expect(checkAvatarFile({ name, size: 100 })).toBe('validation.imageType');
    }
  });

  it('refuses files over 2 MB', () => {
    expect(checkAvatarFile({ name: 'me.png', size: 2 * MB + 1 })).toBe('validation.imageSize');
  });

  it('asks for a file when there is none', () => {
    expect(checkAvatarFile(null)).toBe('validation.imageMissing');
  });
});

describe('progressStep', () => {
  it('rounds down to steps of 10 and keeps 100 for the finished upload', () => {
    expect(progressStep(0)).toBe(0);
    expect(progressStep(9)).toBe(0);
    expect(progressStep(47)).toBe(40);
    expect(progressStep(90)).toBe(90);
    expect(progressStep(99)).toBe(90);
    expect(progressStep(100)).toBe(100);
    expect(progressStep(140)).toBe(100);
  });
});
