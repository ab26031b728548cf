import type { FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES } from '@kalasetu/shared/limits';
import { AppError, badRequest, payloadTooLarge } from './errors';

export interface Upload {
  filename: string;
  buffer: Buffer;
  /** Text fields sent with the file, in any order. */
  fields: Record<string, string>;
}

/**
 * Reads a multipart form with one file and a few short text fields. Oversize files are refused while streaming,
 * before they are buffered whole; the content itself is checked by whoever stores it (lib/images.ts).
 */
export async function readUpload(
  request: FastifyRequest,
  options: { maxBytes?: number; maxFields?: number } = {},
): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', 'validation.imageMissing');
  const fields: Record<string, string> = {};
  let file: { filename: string; buffer: Buffer } | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: options.maxBytes ?? AVATAR_MAX_BYTES,
        files: 1,
        fields: options.maxFields ?? 5,
        fieldSize: 8 * 1024,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
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
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge('validation.imageSize');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw payloadTooLarge();
    throw error;
  }
  if (!file) throw new AppError(400, 'validation', 'validation.imageMissing');
  return { ...file, fields };
}
