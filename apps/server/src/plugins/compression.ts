import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/**
 * Compresses API replies and the HTML page on the fly (brotli at a cheap quality, or gzip) for clients that ask
 * for it; replies under 1 kB are sent as they are. The built JavaScript and CSS are compressed once at build time
 * (apps/web/vite.config.ts) and served as they are by the web plugin. The realtime stream hijacks its reply and
 * is never buffered here.
 */
export default fp(async function compression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
