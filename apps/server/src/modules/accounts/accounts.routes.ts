import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authProvidersResponseSchema,
  oauthRoleRequestSchema,
  onboardingRequestSchema,
  settingsRequestSchema,
  signUpSchema,
} from '@kalasetu/shared/accounts';
import { errorResponses, okResponseSchema } from '@kalasetu/shared/http';
import { AVATAR_MAX_BYTES } from '@kalasetu/shared/limits';
import { avatarResponseSchema, languagePreferenceSchema, meResponseSchema } from '@kalasetu/shared/profiles';
import { requireActor } from '../../plugins/auth';
import { optionalSession } from '../../plugins/openapi';
import { readUpload } from '../../lib/uploads';
import {
  completeOnboarding,
  getMe,
  rememberOAuthRole,
  replaceAvatar,
  setLanguage,
  signUp,
  updateSettings,
} from './accounts.service';

const errors = errorResponses(400, 401, 403, 409);

export default async function accountsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/accounts/signup',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create an account (creator or enterprise) and sign in',
        body: signUpSchema,
        response: { 201: meResponseSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { me, cookies } = await signUp(app, request, request.body);
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.status(201).send({ user: me });
    },
  );

  api.get(
    '/api/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user, or null',
        security: optionalSession,
        response: { 200: meResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Reading the actor also renews the session cookie when it is due (plugins/auth.ts).
      const actor = await request.getActor();
      if (!actor) return { user: null };
      return { user: await getMe(app, actor.userId) };
    },
  );

  api.get(
    '/api/accounts/providers',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Which sign-in providers besides e-mail are configured',
        response: { 200: authProvidersResponseSchema },
      },
    },
    async () => ({ google: app.config.google !== null }),
  );

  api.post(
    '/api/accounts/oauth-role',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Remember the role chosen before signing up with Google',
        body: oauthRoleRequestSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      reply.header('set-cookie', rememberOAuthRole(app.config, request.body.role));
      return { ok: true as const };
    },
  );

  api.patch(
    '/api/me/settings',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change your name, e-mail or profile settings',
        body: settingsRequestSchema,
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return { user: await updateSettings(app, request, actor, request.body) };
    },
  );

  api.post(
    '/api/me/onboarding',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Complete your profile after sign-up',
        body: onboardingRequestSchema,
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return { user: await completeOnboarding(app, actor, request.body) };
    },
  );

  api.put(
    '/api/me/language',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set the language of your notifications and mails',
        body: languagePreferenceSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      await setLanguage(app, actor, request.body.language);
      return { ok: true as const };
    },
  );

  api.post(
    '/api/me/avatar',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Upload your profile photo (multipart, one image)',
        consumes: ['multipart/form-data'],
        response: {
          200: avatarResponseSchema,
          ...errors,
          ...errorResponses(413, 415),
        },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      const file = await readSingleFile(request);
      return { avatarUrl: await replaceAvatar(app, actor, file) };
    },
  );
}

/** Reads the one uploaded file, refusing oversize bodies before they are buffered whole. */
export async function readSingleFile(request: FastifyRequest, maxBytes = AVATAR_MAX_BYTES) {
  const { filename, buffer } = await readUpload(request, { maxBytes });
  return { filename, buffer };
}
