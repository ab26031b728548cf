export type VideoKind = 'mp4' | 'webm';

/** The ISO base media brands of MP4 files that browsers play (not QuickTime's `qt  `, not 3GP). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'mmp4',
  'dash',
]);
/** EBML's magic number; WebM is an EBML file whose DocType (read from the header) is "webm". */
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const WEBM_DOCTYPE = Buffer.from([0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]); // DocType element, length 4, "webm"
const EBML_HEADER_SCAN_BYTES = 64;

/**
 * Decides what an uploaded video is by its first bytes, never by its name or the client's content type: an MP4
 * starts with an `ftyp` box naming a known brand; a WebM with the EBML magic and a "webm" DocType in its header.
 */
export function sniffVideo(buffer: Buffer): VideoKind | null {
  if (buffer.length >= 12 && buffer.subarray(4, 8).toString('latin1') === 'ftyp') {
    const boxSize = buffer.readUInt32BE(0);
    const brand = buffer.subarray(8, 12).toString('latin1');
    if (boxSize >= 16 && boxSize <= 256 && MP4_BRANDS.has(brand)) return 'mp4';
    return null;
  }
  if (buffer.length >= 16 && buffer.subarray(0, 4).equals(EBML_MAGIC)) {
    const header = buffer.subarray(4, EBML_HEADER_SCAN_BYTES);
    return header.includes(WEBM_DOCTYPE) ? 'webm' : null;
  }
  return null;
}
