import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '@kalasetu/shared/http';
import {
  creatorDirectoryQuerySchema,
  creatorDirectoryResponseSchema,
  creatorProfileSchema,
  enterpriseDirectoryQuerySchema,
  enterpriseDirectoryResponseSchema,
  enterpriseJobsResponseSchema,
  enterpriseProfileSchema,
  enterpriseRecordResponseSchema,
  logoResponseSchema,
  profileEditRequestSchema,
  profileIdParamSchema,
  profileResponseSchema,
} from '@kalasetu/shared/people';
import { skillName } from '@kalasetu/shared/skills';
import { requireActor } from '../../plugins/auth';
import { optionalSession } from '../../plugins/openapi';
import type { PageMeta } from '../../plugins/web';
import { readUpload } from '../../lib/uploads';
import { replyWith } from '../../lib/reused-answers';
import {
  editProfile,
  creatorProfileAnswer,
  enterpriseProfileAnswer,
  getCreatorProfile,
  getEnterpriseProfile,
  getEnterpriseRecord,
  listEnterpriseOpenJobs,
  managedProfile,
  replaceLogo,
} from './profiles.service';
import { searchCreators, searchEnterprises } from './directory-search.service';

const errors = errorResponses(400, 401, 403, 404);

const META_DESCRIPTION_MAX = 200;
const clip = (text: string) =>
  text.length > META_DESCRIPTION_MAX ? `${text.slice(0, META_DESCRIPTION_MAX - 1)}…` : text;

export default async function profilesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/creators',
    {
      schema: {
        tags: ['people'],
        summary: 'Search the creator directory',
        querystring: creatorDirectoryQuerySchema,
        response: { 200: creatorDirectoryResponseSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request, reply) =>
      replyWith(
        request,
        reply,
        await searchCreators(app, request.query, { lang: request.lang, address: request.ip }),
      ),
  );

  api.get(
    '/api/creators/:id',
    {
      schema: {
        tags: ['people'],
        summary: "A creator's public profile",
        // A signed-in reader's profile is read anew, a signed-out reader's may be kept 2 s.
        security: optionalSession,
        params: profileIdParamSchema,
        response: { 200: creatorProfileSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      replyWith(
        request,
        reply,
        await creatorProfileAnswer(app, request.params.id, (await request.getActor()) !== null),
      ),
  );

  api.get(
    '/api/enterprises',
    {
      schema: {
        tags: ['people'],
        summary: 'Search the enterprise directory',
        querystring: enterpriseDirectoryQuerySchema,
        response: { 200: enterpriseDirectoryResponseSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request, reply) =>
      replyWith(
        request,
        reply,
        await searchEnterprises(app, request.query, { lang: request.lang, address: request.ip }),
      ),
  );

  api.get(
    '/api/enterprises/:id',
    {
      schema: {
        tags: ['people'],
        summary: "An enterprise's public profile",
        // A signed-in reader's profile is read anew, a signed-out reader's may be kept 2 s.
        security: optionalSession,
        params: profileIdParamSchema,
        response: { 200: enterpriseProfileSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      replyWith(
        request,
        reply,
        await enterpriseProfileAnswer(app, request.params.id, (await request.getActor()) !== null),
      ),
  );

  api.get(
    '/api/enterprises/:id/record',
    {
      schema: {
        tags: ['people'],
        summary: "An enterprise's record: jobs, hires, rating and payments through the platform",
        params: profileIdParamSchema,
        response: { 200: enterpriseRecordResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ record: await getEnterpriseRecord(app, request.params.id) }),
  );

  api.get(
    '/api/enterprises/:id/jobs',
    {
      schema: {
        tags: ['people'],
        summary: "An enterprise's open jobs",
        params: profileIdParamSchema,
        response: { 200: enterpriseJobsResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ items: await listEnterpriseOpenJobs(app, request.params.id) }),
  );

  api.patch(
    '/api/profiles/:id',
    {
      schema: {
        tags: ['people'],
        summary: 'Edit a profile (its owner, or the admin)',
        params: profileIdParamSchema,
        body: profileEditRequestSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return editProfile(app, actor, request.params.id, request.body);
    },
  );

  api.post(
    '/api/profiles/:id/logo',
    {
      schema: {
        tags: ['people'],
        summary: "Upload an enterprise's logo (multipart, one image)",
        consumes: ['multipart/form-data'],
        params: profileIdParamSchema,
        response: {
          200: logoResponseSchema,
          ...errors,
          ...errorResponses(413, 415),
        },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      // Refuse before reading the file: nobody else's upload is processed.
      await managedProfile(app, actor, request.params.id);
      const file = await readUpload(request);
      return { logoUrl: await replaceLogo(app, actor, request.params.id, file) };
    },
  );

  // Link previews (WhatsApp, social sites) read these tags from the HTML of the shared page.
  app.addHook('onReady', async () => {
    app.registerPageMeta(/^\/creators\/([^/]+)\/?$/, async (match): Promise<PageMeta | null> => {
      const creator = await getCreatorProfile(app, match[1] ?? '');
      const summary = [creator.skills.slice(0, 5).map(skillName).join(', '), creator.location]
        .filter(Boolean)
        .join(' · ');
      return {
        title: creator.name,
        description: clip(creator.bio?.trim() || summary || creator.name),
        image: creator.avatarUrl,
      };
    });
    app.registerPageMeta(/^\/enterprises\/([^/]+)\/?$/, async (match): Promise<PageMeta | null> => {
      const enterprise = await getEnterpriseProfile(app, match[1] ?? '');
      return {
        title: enterprise.companyName,
        description: clip(enterprise.description?.trim() || enterprise.location || enterprise.companyName),
        image: enterprise.logoUrl,
      };
    });
  });
}
