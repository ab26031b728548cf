import type { FastifyReply, FastifyRequest } from 'fastify';
import { FinishedPage, pickEncoding } from '../plugins/finished-page';

/**
 * Answers served to many requests as one object (a public search's answer kept a few seconds, decision 270). Checking
 * an answer against its response schema, writing it as JSON and compressing it cost far more than finding it in the
 * cache (brotli alone took a kept search from 19 600 to 5 700 req/s), so a reused answer is written and compressed
 * once. Only objects marked here are kept: an answer made for one request is sent as before, and nothing marked may be
 * changed once returned.
 */
const reused = new WeakSet<object>();
/** Replies under this size go out uncompressed, as the compression plugin sends them. */
const COMPRESS_FROM_BYTES = 1024;

/** Marks an answer that will be returned unchanged to many requests. */
export function markReused<T>(answer: T): T {
  if (typeof answer === 'object' && answer !== null) reused.add(answer);
  return answer;
}

/** A route's serializer that writes each reused answer once (per route and status: schemas differ between them). */
export function keepingReusedText(serialize: (data: unknown) => string): (data: unknown) => string {
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !reused.has(data)) return serialize(data);
    let text = written.get(data);
    if (text === undefined) {
      text = serialize(data);
      written.set(data, text);
    }
    return text;
  };
}

const encoded = new WeakMap<object, FinishedPage>();

/**
 * Sends `answer`: a reused one as the route's serializer wrote it and compressed once per coding the client accepts
 * (the compression plugin leaves a reply that already has a coding alone); any other is returned for Fastify to send.
 */
export function replyWith<T>(request: FastifyRequest, reply: FastifyReply, answer: T): T | FastifyReply {
  if (typeof answer !== 'object' || answer === null || !reused.has(answer)) return answer;
  const text = String(reply.serialize(answer));
  let body = encoded.get(answer);
  if (body?.html !== text) {
    body = new FinishedPage(text);
    encoded.set(answer, body);
  }
  const encoding =
    Buffer.byteLength(text) < COMPRESS_FROM_BYTES
      ? 'identity'
      : pickEncoding(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body.body(encoding));
}
