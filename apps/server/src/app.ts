import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { UPLOAD_FILE_MAX_BYTES, UPLOAD_FORM_MAX_FIELDS, URL_PARAM_MAX_LENGTH } from '@kalasetu/shared/limits';
import type { AppConfig } from './config';
import { createDbClient, type DbClient } from './db/client';
import { createMailer } from './lib/mailer';
import { keepingReusedText } from './lib/reused-answers';
import accountWritesPlugin from './plugins/account-writes';
import adminWritesPlugin from './plugins/admin-writes';
import authPlugin from './plugins/auth';
import compressionPlugin from './plugins/compression';
import csrfPlugin from './plugins/csrf';
import errorHandler, { sendFrameworkError } from './plugins/error-handler';
import inputGuard from './plugins/input-guard';
import openapiPlugin, { openapiDocumentRoute } from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import channelsPlugin from './plugins/channels';
import realtimePlugin from './plugins/realtime';
import requestContext from './plugins/request-context';
import securityHeaders from './plugins/security-headers';
import { registerBodyDeadlines, serverLimitOptions } from './plugins/server-limits';
import storagePlugin from './plugins/storage';
import uploadGatePlugin from './plugins/upload-gate';
import pwaPlugin from './plugins/pwa';
import webPlugin from './plugins/web';
import accountsRoutes from './modules/accounts/accounts.routes';
import phoneRoutes from './modules/accounts/phone.routes';
import verificationRoutes from './modules/verification/verification.routes';
import adminRoutes from './modules/admin/admin.routes';
import applicationsRoutes from './modules/applications/applications.routes';
import commentsRoutes from './modules/comments/comments.routes';
import searchRoutes from './modules/search/search.routes';
import contactRoutes from './modules/contact/contact.routes';
import healthRoutes from './modules/health/health.routes';
import hiringRoutes from './modules/hiring/hiring.routes';
import homeRoutes from './modules/home/home.routes';
import jobsRoutes from './modules/jobs/jobs.routes';
import locationsRoutes from './modules/locations/locations.routes';
import mailRoutes from './modules/mail/mail.routes';
import noticePreferencesRoutes from './modules/outbound/notice-preferences.routes';
import pushRoutes from './modules/outbound/push.routes';
import messagesRoutes from './modules/messages/messages.routes';
import notificationsRoutes from './modules/notifications/notifications.routes';
import invoicesRoutes from './modules/payments/invoices.routes';
import paymentsRoutes from './modules/payments/payments.routes';
import portfolioRoutes from './modules/portfolio/portfolio.routes';
import profilesRoutes from './modules/profiles/profiles.routes';
import ratingsRoutes from './modules/ratings/ratings.routes';
import showcaseAdminRoutes from './modules/showcase/showcase-admin.routes';
import showcaseRoutes from './modules/showcase/showcase.routes';

export interface BuildAppOptions {
  /** An already-open database (tests share one per file); otherwise one is opened from config and closed with the app. */
  dbClient?: DbClient;
  /** Close the given dbClient when the app closes (main.ts hands over its client). */
  closeDbClient?: boolean;
  logger?: boolean;
  /** Called for every route as it is registered (the authorization matrix compares them with its table). */
  onRoute?: (route: RouteOptions) => void;
}

/** Registers every plugin and module and returns a ready instance. Never listens: main.ts does, tests inject. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    ...serverLimitOptions(config.serverLimits, config.publicUrl),
    routerOptions: { maxParamLength: URL_PARAM_MAX_LENGTH },
    frameworkErrors: sendFrameworkError,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.server.maxConnections = config.serverLimits.maxConnections;
  registerBodyDeadlines(app, config.serverLimits, config.publicUrl);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler<Parameters<typeof serializerCompiler>[0]['schema']>((route) =>
    keepingReusedText(serializerCompiler(route)),
  );

  const ownsDb = !options.dbClient || options.closeDbClient === true;
  const dbClient =
    options.dbClient ??
    (await createDbClient({
      url: config.databaseUrl,
      pgliteDataDir: config.pgliteDataDir,
      poolMax: config.databasePoolMax,
    }));
  app.decorate('config', config);
  app.decorate('dbClient', dbClient);
  app.decorate('db', dbClient.db);
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
      log: app.log,
    }),
  );
  if (ownsDb) app.addHook('onClose', async () => dbClient.close());

  await app.register(openapiPlugin);
  await app.register(requestContext);
  await app.register(errorHandler);
  await app.register(inputGuard);
  await app.register(securityHeaders);
  await app.register(compressionPlugin);
  await app.register(csrfPlugin);
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_FILE_MAX_BYTES, files: 1, fields: UPLOAD_FORM_MAX_FIELDS },
  });
  await app.register(rateLimitPlugin);
  await app.register(channelsPlugin);
  await app.register(storagePlugin);
  await app.register(uploadGatePlugin);
  await app.register(authPlugin);
  await app.register(accountWritesPlugin);
  await app.register(adminWritesPlugin);
  await app.register(realtimePlugin);

  await app.register(healthRoutes);
  await app.register(openapiDocumentRoute);
  await app.register(accountsRoutes);
  await app.register(phoneRoutes);
  await app.register(verificationRoutes);
  await app.register(homeRoutes);
  await app.register(jobsRoutes);
  await app.register(applicationsRoutes);
  await app.register(hiringRoutes);
  await app.register(profilesRoutes);
  await app.register(ratingsRoutes);
  await app.register(portfolioRoutes);
  await app.register(showcaseRoutes);
  await app.register(messagesRoutes);
  await app.register(notificationsRoutes);
  await app.register(paymentsRoutes);
  await app.register(invoicesRoutes);
  await app.register(adminRoutes);
  await app.register(commentsRoutes);
  await app.register(searchRoutes);
  await app.register(showcaseAdminRoutes);
  await app.register(contactRoutes);
  await app.register(locationsRoutes);
  await app.register(mailRoutes);
  await app.register(noticePreferencesRoutes);
  await app.register(pushRoutes);

  await app.register(pwaPlugin);
  await app.register(webPlugin);
  await app.ready();
  return app;
}
