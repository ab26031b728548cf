import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '@kalasetu/shared/http';
import { emailConfirmationResponseSchema } from '@kalasetu/shared/phone-codes';
import {
  phoneCodeCheckSchema,
  phoneCodeRequestSchema,
  phoneCodeResponseSchema,
  phoneConfirmResponseSchema,
  phoneSignUpSchema,
} from '@kalasetu/shared/phone-codes';
import { meResponseSchema } from '@kalasetu/shared/profiles';
import { requireActor } from '../../plugins/auth';
import { optionalSession } from '../../plugins/openapi';
import { confirmPhone, requestPhoneCode, signInWithPhone, signUpWithPhone } from './phone-codes';
import { resendEmailConfirmation } from './email-confirmation';

export default async function phoneRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/accounts/phone/code',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send a 6-digit code by SMS to sign in, sign up or confirm a phone',
        description:
          'The same answer whether or not an account has the number; a sign-in code goes only to a number an account has confirmed. Codes last 10 minutes; 5 wrong tries end one.',
        security: optionalSession,
        body: phoneCodeRequestSchema,
        response: { 200: phoneCodeResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => requestPhoneCode(app, request, request.body),
  );

  api.post(
    '/api/accounts/phone/sign-in',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a phone number and the code sent to it',
        body: phoneCodeCheckSchema,
        response: { 200: meResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { me, cookies } = await signInWithPhone(app, request, request.body);
      if (cookies.length) reply.header('set-cookie', cookies);
      return { user: me };
    },
  );

  api.post(
    '/api/accounts/signup/phone',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create an account that signs in with its phone number (no password) and sign in',
        body: phoneSignUpSchema,
        response: { 201: meResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { me, cookies } = await signUpWithPhone(app, request, request.body);
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.status(201).send({ user: me });
    },
  );

  api.post(
    '/api/me/phone',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Add or confirm your phone number with the code sent to it',
        body: phoneCodeCheckSchema,
        response: { 200: phoneConfirmResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return confirmPhone(app, request, actor, request.body);
    },
  );

  api.post(
    '/api/me/email-confirmation',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail the link that confirms your e-mail address again',
        description:
          'The link opens `GET /api/auth/verify-email` and lands on Settings; 409 when already confirmed.',
        response: { 200: emailConfirmationResponseSchema, ...errorResponses(401, 409, 429) },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return resendEmailConfirmation(app, request, actor);
    },
  );
}
