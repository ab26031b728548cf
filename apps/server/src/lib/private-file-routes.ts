import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { DOWNLOAD_CONTENT_SECURITY_POLICY } from '../plugins/security-headers';
import { attachmentDisposition } from './content-disposition';

/** A stored file in an OpenAPI response: the bytes, streamed as they are (Fastify sends a stream unserialized). */
export const privateFileBody = z
  .custom<Readable>((value) => typeof (value as Readable | null)?.pipe === 'function')
  .meta({ type: 'string', format: 'binary' });

/**
 * Sends a privately stored file (a delivery file, a dispute's evidence, an identity document) the one way they are
 * all sent: as a download under its own name, never cached, never sniffed or run by the browser.
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { contentType: string; name: string; sizeBytes?: number },
  body: Readable | Buffer,
) {
  reply
    .type(file.contentType)
    .header('content-disposition', attachmentDisposition(file.name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', DOWNLOAD_CONTENT_SECURITY_POLICY);
  if (file.sizeBytes !== undefined) reply.header('content-length', file.sizeBytes);
  return reply.send(body);
}
