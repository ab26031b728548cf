import type { Language } from '@kalasetu/shared/limits';
import type { Role } from '@kalasetu/shared/roles';
import type { AppConfig } from '../config';
import type { DbClient } from '../db/client';
import type { Auth } from '../plugins/auth';
import type { ChannelRegistry } from '../lib/channels/channel';
import type { Mailer } from '../lib/mailer';
import type { RateLimiter } from '../plugins/rate-limit';
import type { Storage } from '../plugins/storage';

export interface Actor {
  userId: string;
  sessionId: string;
  role: Role;
  name: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    dbClient: DbClient;
    db: DbClient['db'];
    auth: Auth;
    mailer: Mailer;
    /** Outbound channels (e-mail, WhatsApp, SMS, browser push) the scheduled pass sends notices through. */
    channels: ChannelRegistry;
    rateLimiter: RateLimiter;
    storage: Storage;
  }
  interface FastifyRequest {
    /** The reader's language, from Accept-Language (the web app sends its current language). */
    lang: Language;
    /** The signed-in user from the session cookie, or null. Cached for the request. */
    getActor(): Promise<Actor | null>;
  }
}
