import sharp, { type Metadata } from 'sharp';
import { AVATAR_MAX_BYTES, IMAGE_MAX_PIXELS } from '@kalasetu/shared/limits';
import { AppError, payloadTooLarge } from './errors';
import { hasTrailingPayload, imageEnd } from './image-end';

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

const WEBP_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X']);

/** Decides by the file's first bytes, never by its name or the client's content type. */
export function sniffImage(buffer: Buffer): ImageKind | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  if (
    buffer.length >= 8 &&
    buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    buffer.length >= 6 &&
    (buffer.subarray(0, 6).toString('latin1') === 'GIF87a' ||
      buffer.subarray(0, 6).toString('latin1') === 'GIF89a')
  ) {
    return 'gif';
  }
  if (
    buffer.length >= 16 &&
    buffer.toString('latin1', 0, 4) === 'RIFF' &&
    buffer.toString('latin1', 8, 12) === 'WEBP' &&
    WEBP_CHUNKS.has(buffer.toString('latin1', 12, 16))
  ) {
    return 'webp';
  }
  return null;
}

const invalidImage = () => new AppError(415, 'invalid_image', 'validation.imageType');

/**
 * Checks an uploaded image by content and re-encodes it: metadata (EXIF, GPS) is dropped, the picture is
 * resized to fit `maxSide`, and anything that is not a decodable JPEG/PNG/GIF/WebP within the pixel budget, or that
 * carries a second file (an archive, a page, a script) after the end of its picture, is refused.
 */
export async function reencodeImage(
  buffer: Buffer,
  options: { maxSide: number; maxBytes?: number },
): Promise<Buffer> {
  if (buffer.length === 0) throw new AppError(400, 'validation', 'validation.imageMissing');
  if (buffer.length > (options.maxBytes ?? AVATAR_MAX_BYTES)) throw payloadTooLarge('validation.imageSize');
  const kind = sniffImage(buffer);
  if (!kind) throw invalidImage();
  const end = imageEnd(buffer, kind);
  if (end === null) throw invalidImage();
  // A polyglot: a picture with a script, page or archive after it. Re-encoding would drop the extra bytes, but
  // a file built to be two things at once is refused outright.
  if (hasTrailingPayload(buffer, end))
    throw new AppError(415, 'invalid_image', 'validation.imageTrailingData');
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels, so it is safe before the dimension check.
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage();
  }
  if (metadata.format !== (kind === 'jpeg' ? 'jpeg' : kind)) throw invalidImage();
  if (!metadata.width || !metadata.height || metadata.width * metadata.height > IMAGE_MAX_PIXELS) {
    throw new AppError(413, 'image_too_large', 'validation.imageTooLarge');
  }
  try {
    return await sharp(buffer, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalidImage();
  }
}
