import type { FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES, UPLOAD_FIELD_MAX_BYTES, UPLOAD_ROUTE_MAX_FIELDS } from '@kalasetu/shared/limits';
import { MULTIPART_OVERHEAD_BYTES } from '../plugins/server-limits';
import { AppError, badRequest, payloadTooLarge } from './errors';

export interface Upload {
  filename: string;
  buffer: Buffer;
  /** Text fields sent with the file, in any order. */
  fields: Record<string, string>;
}

/** Characters no browser puts in a file name it sends: path separators, NUL and other control characters. */
const hasForbiddenCharacter = (name: string) =>
  [...name].some((ch) => ch === '/' || ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/**
 * Browsers send only the last part of a file's name. A name with a folder in it, `..`, a leading dot (also as a
 * look-alike Unicode dot or an escaped `%2e`/`%2f`), NUL or control characters comes from a tool probing for path
 * traversal. The server never uses the name for storage (keys are random), yet such a request is refused so a
 * probe gets the same answer as everywhere else.
 */
export function isSafeUploadName(name: string): boolean {
  if (name.length > 255) return false;
  // NFKC folds look-alikes: "．" (U+FF0E) and "․" (U+2024) become ".", "／" (U+FF0F) becomes "/".
  const folded = name.normalize('NFKC');
  let decoded = folded;
  try {
    decoded = decodeURIComponent(folded);
  } catch {
    // not percent-encoded: keep it as it is
  }
  return [name, folded, decoded].every(
    (form) => !hasForbiddenCharacter(form) && !form.startsWith('.') && !form.includes('..'),
  );
}

/**
 * Reads a multipart form with one file and a few short text fields. Oversize files are refused while streaming,
 * before they are buffered whole; the content itself is checked by whoever stores it (lib/images.ts).
 */
export async function readUpload(
  request: FastifyRequest,
  options: {
    maxBytes?: number;
    maxFields?: number;
    /** The words for a missing or oversize file (an image's by default). */
    messages?: { missing: string; size: string };
  } = {},
): Promise<Upload> {
  const messages = options.messages ?? { missing: 'validation.imageMissing', size: 'validation.imageSize' };
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', messages.missing);
  const maxBytes = options.maxBytes ?? AVATAR_MAX_BYTES;
  // A body that says it is bigger than the file limit plus the form around it is refused before it is read.
  const declared = Number(request.headers['content-length']);
  if (declared > maxBytes + MULTIPART_OVERHEAD_BYTES) throw payloadTooLarge(messages.size);
  const fields: Record<string, string> = {};
  let file: { filename: string; buffer: Buffer } | null = null;
  try {
    const parts = request.parts({
      // Keep the name exactly as sent (the default keeps only what follows the last slash), so probes are seen.
      preservePath: true,
      limits: {
        fileSize: maxBytes,
        files: 1,
        fields: options.maxFields ?? UPLOAD_ROUTE_MAX_FIELDS,
        fieldSize: UPLOAD_FIELD_MAX_BYTES,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!isSafeUploadName(part.filename)) throw new AppError(400, 'validation', 'validation.fileName');
        file = { filename: part.filename, buffer: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        // PostgreSQL text cannot hold U+0000 (see plugins/input-guard.ts); multipart fields skip that hook.
        if (part.value.includes('\u0000') || part.fieldname.includes('\u0000'))
          throw badRequest('errors.validation', {
            [part.fieldname.replaceAll('\u0000', '')]: 'validation.invalid',
          });
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(messages.size);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw payloadTooLarge();
    throw error;
  }
  if (!file) throw new AppError(400, 'validation', messages.missing);
  return { ...file, fields };
}
