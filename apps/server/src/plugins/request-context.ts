import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pickLanguage } from '@kalasetu/shared/messages';
import type { Language } from '@kalasetu/shared/limits';

export default fp(async function requestContext(app: FastifyInstance) {
  app.decorateRequest('lang', {
    getter(this: FastifyRequest): Language {
      return pickLanguage(this.headers['accept-language']);
    },
  });
});
