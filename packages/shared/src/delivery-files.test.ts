import { describe, expect, it } from 'vitest';
import {
  DELIVERY_FILE_ACCEPT,
  DELIVERY_FILE_KINDS,
  DELIVERY_FILE_TYPES,
  deliveryFileName,
  deliveryFileParamsSchema,
  deliveryFileUrl,
} from './delivery-files';
import {
  DELIVERY_FILE_MAX_BYTES,
  DELIVERY_FILE_NAME_MAX_LENGTH,
  DELIVERY_FILES_PER_ROUND,
  DELIVERY_FILE_UPLOAD_RATE_LIMIT,
} from './limits';
import { milestoneSchema } from './payments';

describe('delivery files contract', () => {
  it('holds a delivery to five files of 25 MB each', () => {
    expect(DELIVERY_FILES_PER_ROUND).toBe(5);
    expect(DELIVERY_FILE_MAX_BYTES).toBe(25 * 1024 * 1024);
    expect(DELIVERY_FILE_UPLOAD_RATE_LIMIT.max).toBeGreaterThanOrEqual(DELIVERY_FILES_PER_ROUND);
  });

  it('knows the seven kinds a creator delivers, offered to the file picker by type and ending', () => {
    expect(DELIVERY_FILE_KINDS).toEqual(['jpg', 'png', 'webp', 'pdf', 'mp4', 'webm', 'zip']);
    for (const type of Object.values(DELIVERY_FILE_TYPES)) expect(DELIVERY_FILE_ACCEPT).toContain(type);
    expect(DELIVERY_FILE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.jpeg', '.pdf', '.zip']));
    expect(DELIVERY_FILE_ACCEPT).not.toMatch(/svg|html|gif/);
  });

  it('keeps a sanitised name ending in an extension of the kind the bytes showed', () => {
    expect(deliveryFileName('शादी की तस्वीरें.pdf', 'pdf')).toBe('शादी की तस्वीरें.pdf');
    expect(deliveryFileName('Final.JPEG', 'jpg')).toBe('Final.jpeg');
    expect(deliveryFileName('photo', 'png')).toBe('photo.png');
    expect(deliveryFileName('setup.exe', 'zip')).toBe('setup.exe.zip');
    expect(deliveryFileName('report.pdf', 'png')).toBe('report.pdf.png');
    expect(deliveryFileName('a:b*c?"d"<e>|f\\g.pdf', 'pdf')).toBe('a_b_c__d__e__f_g.pdf');
    // A right-to-left override would show "gpj.exe" as "exe.jpg"; control characters and zero-width marks go too.
    expect(deliveryFileName('invoice\u202Egpj.exe', 'zip')).toBe('invoicegpj.exe.zip');
    expect(deliveryFileName('a\u0000b\u200Bc\u0007.pdf', 'pdf')).toBe('abc.pdf');
    expect(deliveryFileName('  ...hidden   name  .pdf ', 'pdf')).toBe('hidden name.pdf');
    expect(deliveryFileName('.pdf', 'pdf')).toBe('pdf.pdf');
    expect(deliveryFileName('', 'webm')).toBe('file.webm');
    expect(deliveryFileName('...', 'mp4')).toBe('file.mp4');
    // NFC: a decomposed "é" becomes one character.
    expect(deliveryFileName('cafe\u0301.png', 'png')).toBe('caf\u00e9.png');
  });

  it('caps a long name without splitting a Devanagari letter from its vowel sign', () => {
    const long = `${'कि'.repeat(200)}.pdf`;
    const name = deliveryFileName(long, 'pdf');
    expect([...name].length).toBeLessThanOrEqual(DELIVERY_FILE_NAME_MAX_LENGTH);
    expect(name).toMatch(/^(कि)+\.pdf$/);
    expect(deliveryFileName(`${'a'.repeat(300)}.zip`, 'zip')).toBe(
      `${'a'.repeat(DELIVERY_FILE_NAME_MAX_LENGTH - 4)}.zip`,
    );
  });

  it('reads both ids of a download address and lists files with each milestone', () => {
    expect(deliveryFileParamsSchema.parse({ id: '12', fileId: '7' })).toEqual({ id: 12, fileId: 7 });
    for (const bad of [
      { id: '0', fileId: '1' },
      { id: '1', fileId: 'x' },
      { id: '1', fileId: '2147483648' },
    ])
      expect(deliveryFileParamsSchema.safeParse(bad).success).toBe(false);
    expect(deliveryFileUrl(12, 7)).toBe('/api/milestones/12/files/7');
    expect(
      milestoneSchema.shape.files.safeParse([
        { id: 1, name: 'a.pdf', sizeBytes: 10, contentType: 'application/pdf', deliveredAt: null },
      ]).success,
    ).toBe(true);
  });
});
