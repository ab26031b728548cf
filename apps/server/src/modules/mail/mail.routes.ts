import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@kalasetu/shared/http';
import {
  mailSettingsResponseSchema,
  mailSettingsSchema,
  unsubscribeQuerySchema,
} from '@kalasetu/shared/mail-settings';
import { translate } from '@kalasetu/shared/messages';
import { notFound } from '../../lib/errors';
import { requireActor } from '../../plugins/auth';
import { kindLabel } from './mail-render';
import { getMailSettings, readUnsubscribeToken, unsubscribe, updateMailSettings } from './mail.service';
import { unsubscribePage } from './unsubscribe-page';

const errors = errorResponses(400, 401, 403);
const html = z.string();

export default async function mailRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // One-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form; only this plugin reads forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, typeof body === 'string' ? body : body.toString('utf8')),
  );

  api.get(
    '/api/me/mail-settings',
    {
      schema: {
        tags: ['mail'],
        summary: 'Your job-alert choices',
        response: { 200: mailSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ settings: await getMailSettings(app, await requireActor(request)) }),
  );

  api.put(
    '/api/me/mail-settings',
    {
      schema: {
        tags: ['mail'],
        summary: 'Save your job-alert choices',
        body: mailSettingsSchema,
        response: { 200: mailSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      settings: await updateMailSettings(app, await requireActor(request), request.body),
    }),
  );

  // A link that is not ours (tampered, another kind, a deleted account) gets the same page, in the browser's language.
  const invalid = (reply: FastifyReply, lang: Parameters<typeof translate>[0]) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(
        unsubscribePage(lang, { message: translate(lang, 'mail.unsubscribe.invalid') }, app.config.publicUrl),
      );

  api.get(
    '/api/mail/unsubscribe',
    {
      schema: {
        tags: ['mail'],
        summary: 'The page an unsubscribe link opens: asks before switching the mail off (no sign-in)',
        querystring: unsubscribeQuerySchema,
        response: { 200: html, 404: html },
      },
    },
    async (request, reply) => {
      const target = await readUnsubscribeToken(app, request.query.token);
      if (!target) return invalid(reply, request.lang);
      const question = translate(target.lang, 'mail.unsubscribe.question', {
        name: target.name,
        kind: kindLabel(target.lang, target.kind),
      });
      return reply
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(target.lang, { question, token: request.query.token }, app.config.publicUrl));
    },
  );

  api.post(
    '/api/mail/unsubscribe',
    {
      schema: {
        tags: ['mail'],
        summary: 'Switch the mail of an unsubscribe link off (the page’s button, or one-click per RFC 8058)',
        querystring: unsubscribeQuerySchema,
        response: { 200: html, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const target = await unsubscribe(app, request.query.token);
      if (!target) {
        // The page's own form gets a page; a mail client's one-click POST gets the API's usual refusal.
        if (request.headers.accept?.includes('text/html')) return invalid(reply, request.lang);
        throw notFound('errors.notFound');
      }
      const message = translate(target.lang, 'mail.unsubscribe.done', {
        kind: kindLabel(target.lang, target.kind),
      });
      return reply
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(target.lang, { message }, app.config.publicUrl));
    },
  );
}
