import { describe, expect, it } from 'vitest';
import { mp4, png, webm } from '../modules/portfolio/portfolio.fixtures';
import { samplePdf } from '../modules/payments/payments.fixtures';
import { attachmentDisposition } from './content-disposition';
import { sniffDeliveryFile } from './file-types';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('delivery files by their first bytes', () => {
  it('recognises the seven kinds whatever they are called', async () => {
    expect(sniffDeliveryFile(await png(8, 8))).toBe('png');
    expect(sniffDeliveryFile(bytes([0xff, 0xd8, 0xff, 0xe0], '\u0000\u0010JFIF'))).toBe('jpg');
    expect(sniffDeliveryFile(bytes([0xff, 0xd8, 0xff, 0xdb], 'rest'))).toBe('jpg');
    expect(sniffDeliveryFile(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', [0, 0, 0, 0]))).toBe('webp');
    expect(sniffDeliveryFile(samplePdf())).toBe('pdf');
    expect(sniffDeliveryFile(bytes('PK', [3, 4], '\u0014\u0000'.repeat(10)))).toBe('zip');
    expect(sniffDeliveryFile(bytes('PK', [5, 6], '\u0000'.repeat(18)))).toBe('zip');
    expect(sniffDeliveryFile(mp4())).toBe('mp4');
    expect(sniffDeliveryFile(webm())).toBe('webm');
  });

  it('refuses everything else, however it starts', () => {
    for (const [label, content] of [
      ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
      ['HTML after a BOM', bytes([0xef, 0xbb, 0xbf], '<html>')],
      ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['a PNG signature alone', bytes([0x89], 'PNG\r\n\u001a\n', [0, 0, 0, 0])],
      ['JPEG start with a stray marker', bytes([0xff, 0xd8, 0xff, 0x00], 'x')],
      ['RIFF that is a WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
      ['WEBP without a VP8 chunk', bytes('RIFF', [0, 0, 0, 0], 'WEBP<htm')],
      ['%PDF without a version', bytes('%PDF-<html>')],
      ['PK that is not a ZIP header', bytes('PK<html>')],
      ['GIF', bytes('GIF89a')],
      ['a Windows program', bytes('MZ', [0x90, 0])],
      ['empty', Buffer.alloc(0)],
    ] as const)
      expect(sniffDeliveryFile(content), label).toBeNull();
  });
});

describe('Content-Disposition of a download', () => {
  it('names the file in UTF-8 and gives an ASCII stand-in (RFC 6266, RFC 5987)', () => {
    expect(attachmentDisposition('proofs.pdf')).toBe(
      `attachment; filename="proofs.pdf"; filename*=UTF-8''proofs.pdf`,
    );
    const hindi = attachmentDisposition("शादी (अंतिम) 100%'s.pdf");
    expect(hindi).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
    expect(decodeURIComponent(hindi.split("UTF-8''")[1]!)).toBe("शादी (अंतिम) 100%'s.pdf");
    expect(attachmentDisposition('a"b\\c.pdf')).toBe(
      `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
    );
  });
});
