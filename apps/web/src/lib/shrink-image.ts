import { AVATAR_MAX_BYTES, IMAGE_UPLOAD_LONG_SIDE_PX } from '@kalasetu/shared/limits';

/** Qualities tried in turn until the picture fits the byte limit; a phone photo fits at the first. */
const QUALITIES = [0.85, 0.75, 0.6] as const;

export interface ShrinkOptions {
  /** Longest side of the result. */
  longSide?: number;
  /** The server's limit for what arrives. */
  maxBytes?: number;
}

/** The longest-side scale that brings `width × height` within `longSide` (never enlarging). */
export function shrinkScale(width: number, height: number, longSide: number): number {
  const longest = Math.max(width, height);
  return longest > longSide ? longSide / longest : 1;
}

/** `IMG_2041.HEIC` → `IMG_2041.jpg`: the name keeps saying which picture it was, the extension what it is now. */
export function renamedAs(name: string, extension: string): string {
  const stem = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name;
  return `${stem || 'photo'}.${extension}`;
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Shrinks a picture in the browser before it is uploaded: a 12 MP phone photo (3–6 MB) becomes a JPEG of about
 * `longSide` px on its longest side and a few hundred kB, drawn upright (the camera's EXIF orientation is applied
 * while decoding, and the re-encoded file carries no metadata). A picture already small enough, a GIF (it may move)
 * and anything the browser cannot decode are sent as they are: the server checks what arrives either way and refuses
 * only what is still too big.
 */
export async function shrinkImage(file: File, options: ShrinkOptions = {}): Promise<File> {
  const longSide = options.longSide ?? IMAGE_UPLOAD_LONG_SIDE_PX;
  const maxBytes = options.maxBytes ?? AVATAR_MAX_BYTES;
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = shrinkScale(bitmap.width, bitmap.height, longSide);
    if (scale === 1 && file.size <= maxBytes) return file;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    let smallest: Blob | null = null;
    for (const quality of QUALITIES) {
      const blob = await toBlob(canvas, 'image/jpeg', quality);
      if (!blob) break;
      smallest = blob;
      if (blob.size <= maxBytes) break;
    }
    if (!smallest || (scale === 1 && smallest.size >= file.size)) return file;
    return new File([smallest], renamedAs(file.name, 'jpg'), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } finally {
    bitmap.close();
  }
}
