import type { DeliveryFileKind } from '@kalasetu/shared/delivery-files';
import { sniffVideo } from './videos';

const PNG_HEAD = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
/** SOI, then the marker of a segment a JPEG starts with: APPn (E0–EF), a quantisation table (DB), SOF0/2, a comment. */
const JPEG_SECOND_MARKERS = new Set([
  0xdb,
  0xc0,
  0xc2,
  0xfe,
  ...Array.from({ length: 16 }, (_unused, index) => 0xe0 + index),
]);
/** A local file header, or the end record of an empty archive. */
const ZIP_HEADS = [Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.from('PK\u0005\u0006', 'latin1')];
const WEBP_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X']);

const startsWith = (buffer: Buffer, head: Buffer) =>
  buffer.length >= head.length && buffer.subarray(0, head.length).equals(head);

/**
 * What a delivery file is, by its first bytes only (decision 256), never by its name or the client's content type:
 * a PNG signature with its IHDR chunk, a JPEG start-of-image and a segment marker, a RIFF/WEBP container with a VP8
 * chunk, `%PDF-` and a version digit, a ZIP header, or what `sniffVideo` takes for MP4 or WebM. Anything else (HTML
 * named .pdf, an SVG, an executable) is null. Files are stored as sent and only ever downloaded as attachments.
 */
export function sniffDeliveryFile(buffer: Buffer): DeliveryFileKind | null {
  if (startsWith(buffer, PNG_HEAD)) return 'png';
  if (buffer.length >= 4 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff)
    return JPEG_SECOND_MARKERS.has(buffer[3]!) ? 'jpg' : null;
  if (
    buffer.length >= 16 &&
    buffer.toString('latin1', 0, 4) === 'RIFF' &&
    buffer.toString('latin1', 8, 12) === 'WEBP'
  )
    return WEBP_CHUNKS.has(buffer.toString('latin1', 12, 16)) ? 'webp' : null;
  if (/^%PDF-\d\.\d/.test(buffer.toString('latin1', 0, 8))) return 'pdf';
  if (ZIP_HEADS.some((head) => startsWith(buffer, head))) return 'zip';
  return sniffVideo(buffer);
}
