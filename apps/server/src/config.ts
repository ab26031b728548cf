import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './source-dir';
import { maxConnectionsFor, openFileLimit, streamCapFor } from './plugins/connection-caps';
import { DEFAULT_SERVER_LIMITS, type ServerLimits } from './plugins/server-limits';
import { parseSupportNumber, type SupportContact, type SupportNumber } from '@kalasetu/shared/contact';
import { loadSmsConfig, loadWhatsAppConfig, type SmsConfig, type WhatsAppConfig } from './config-channels';
import {
  DELIVERIES_PER_PERSON_PER_HOUR,
  REALTIME_STREAMS_PER_ADDRESS,
  REALTIME_STREAMS_PER_USER,
} from '@kalasetu/shared/limits';
import type { Channel } from '@kalasetu/shared/notices';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z.string().optional(),
  /** A direct (session-level) connection for LISTEN and migrations when DATABASE_URL goes through a transaction pooler. */
  DATABASE_DIRECT_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.string().optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Overrides Google's endpoints; used by tests against a local OpenID provider. */
  GOOGLE_DISCOVERY_URL: z.string().optional(),
  /** The team's phone and WhatsApp numbers on the contact page ("+91 98765 43210"); hidden when unset. */
  SUPPORT_PHONE: z.string().optional(),
  SUPPORT_WHATSAPP: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('KalaSetu <no-reply@kalasetu.local>'),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_NAME: z.string().default('KalaSetu Admin'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  WEB_SSR: z.enum(['on', 'off']).default('on'),
  WEB_PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  SEARCH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** `upi` (the default: links, QR codes and UTRs, no gateway) or `razorpay` (decision 245). */
  PAYMENTS_PROVIDER: z.enum(['upi', 'razorpay']).default('upi'),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  /** WhatsApp Business Cloud API: a system user's token and the sending number's id (both, or neither). */
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v21.0'),
  /** Templates are named this plus the notice's kind (`kalasetu_payment_recorded`), one per language. */
  WHATSAPP_TEMPLATE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_]*$/)
    .default('kalasetu_'),
  /** MSG91's auth key and its flow template ids, as JSON: {"payment_recorded": {"en": "…", "hi": "…"}, …}. */
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_TEMPLATES: z.string().min(2).optional(),
  MSG91_SENDER: z
    .string()
    .regex(/^[A-Z]{6}$/)
    .optional(),
  MSG91_API_URL: z.url().default('https://control.msg91.com'),
  /** Messages each channel may send in any hour, across everyone: SMS and WhatsApp cost money. */
  EMAIL_HOURLY_CAP: z.coerce.number().int().min(0).default(5000),
  WHATSAPP_HOURLY_CAP: z.coerce.number().int().min(0).default(1000),
  SMS_HOURLY_CAP: z.coerce.number().int().min(0).default(500),
  PUSH_HOURLY_CAP: z.coerce.number().int().min(0).default(20000),
  // Server limits; defaults in plugins/server-limits.ts.
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_SERVER_LIMITS.jsonBodyBytes),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_SERVER_LIMITS.headersTimeoutMs),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_SERVER_LIMITS.requestTimeoutMs),
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_SERVER_LIMITS.uploadTimeoutMs),
  UPLOAD_MIN_BYTES_PER_SECOND: z.coerce
    .number()
    .int()
    .min(0)
    .default(DEFAULT_SERVER_LIMITS.uploadMinBytesPerSecond),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_SERVER_LIMITS.idleTimeoutMs),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_SERVER_LIMITS.keepAliveTimeoutMs),
  /** Without it, what the open-file limit allows (plugins/connection-caps.ts). */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).optional(),
  MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(1).default(DEFAULT_SERVER_LIMITS.maxRequestsPerSocket),
});

export type Env = z.infer<typeof envSchema>;
export type { SmsConfig, WhatsAppConfig };

/** Where uploads go: the local disk under DATA_DIR/uploads, or an S3-compatible bucket. */
export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      /** Base URL of the S3 API, without the bucket (https://s3.ap-south-1.amazonaws.com, http://127.0.0.1:9000). */
      endpoint: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Bucket URL in the host name (AWS) or in the path (MinIO, s3rver and most self-hosted servers). */
      forcePathStyle: boolean;
      /** Base of the URLs stored and shown to browsers, e.g. a CDN in front of the bucket; no trailing slash. */
      publicUrl: string;
    };

/** A payment gateway beside UPI (decision 245); `null` means UPI alone is offered. */
export interface GatewayConfig {
  provider: 'razorpay';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Base of the API without a trailing slash; tests point it at a local stand-in. */
  apiUrl: string;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** Private files of the local storage driver (delivery files): never served statically (decision 256). */
  privateFilesDir: string;
  outboxDir: string;
  /** `null` means the embedded PGlite database under `dataDir`; `memory://` means PGlite in memory. */
  databaseUrl: string | null;
  pgliteDataDir: string | null;
  /** Where LISTEN and the migration lock connect; `null` means DATABASE_URL itself. */
  databaseDirectUrl: string | null;
  databasePoolMax: number;
  publicUrl: string;
  trustedOrigins: string[];
  authSecret: string;
  google: { clientId: string; clientSecret: string; discoveryUrl?: string } | null;
  /** The contact page's phone and WhatsApp numbers; null each when unset. */
  support: SupportContact;
  smtpUrl: string | null;
  mailFrom: string;
  bootstrapAdmin: { email: string; password: string; name: string } | null;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  /** Public pages rendered on the server for signed-out visitors, when the server bundle is built (decision 140). */
  webSsr: boolean;
  /** How long a signed-out visitor's server-rendered page is kept per address and language; 0 keeps none (decision 140). */
  webPageCacheMs: number;
  /**
   * How long a public search's answer is kept per normalised search (decision 270); 0 keeps none. 2 s by default, none
   * in tests, which post a job and search for it at once.
   */
  searchCacheMs: number;
  seedDemo: boolean;
  rateLimits: boolean;
  trustProxy: boolean;
  storage: StorageConfig;
  paymentsGateway: GatewayConfig | null;
  whatsapp: WhatsAppConfig | null;
  sms: SmsConfig | null;
  /** Messages per channel per hour across everyone. */
  deliveryCaps: Record<Channel, number>;
  /** Messages per channel per hour to one person (DELIVERIES_PER_PERSON_PER_HOUR); tests raise or lower them. */
  deliveryBudgets: Record<Channel, number>;
  serverLimits: ServerLimits;
  /** Live streams one instance holds per user and per address (decision 161); tests lower them. */
  /** Live streams per account, per client address, and in all on this instance. */
  realtimeStreams: { perUser: number; perAddress: number; total: number };
}

/** A fixed secret for development and tests only; production sets AUTH_SECRET or keeps its own (below). */
const DEV_SECRET = 'kalasetu-development-secret-change-me-in-production';

/**
 * The secret of the embedded default in production (`npm start` without AUTH_SECRET): made on first start and kept
 * in the data directory (readable by the owner only), so sessions and mailed links survive restarts and no two
 * installations share one. A server on PostgreSQL may be one of several behind a proxy, so it must be given one.
 */
function keptSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  const read = () => {
    try {
      const kept = readFileSync(file, 'utf8').trim();
      return kept.length >= 32 ? kept : null;
    } catch {
      return null;
    }
  };
  const existing = read();
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const made = read();
  if (!made) throw new Error(`${file} holds no secret of 32+ characters: remove it or set AUTH_SECRET`);
  return made;
}

function loadStorageConfig(env: Env): StorageConfig {
  if (env.STORAGE_DRIVER === 'local') return { driver: 'local' };
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !env[name],
  );
  if (missing.length > 0) throw new Error(`STORAGE_DRIVER=s3 needs ${missing.join(', ')}`);
  const bucket = env.S3_BUCKET!;
  const endpoint = (env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`).replace(/\/$/, '');
  const forcePathStyle = env.S3_FORCE_PATH_STYLE === 'true';
  const bucketUrl = forcePathStyle ? `${endpoint}/${bucket}` : endpoint.replace('://', `://${bucket}.`);
  return {
    driver: 's3',
    endpoint,
    region: env.S3_REGION,
    bucket,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle,
    publicUrl: (env.S3_PUBLIC_URL ?? bucketUrl).replace(/\/$/, ''),
  };
}

const RAZORPAY_KEYS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/** The gateway's keys come together or not at all: half a configuration is refused at start-up. */
function loadGatewayConfig(env: Env): GatewayConfig | null {
  const missing = RAZORPAY_KEYS.filter((name) => !env[name]);
  if (env.PAYMENTS_PROVIDER === 'upi') {
    if (missing.length < RAZORPAY_KEYS.length)
      throw new Error('RAZORPAY_* keys are set but PAYMENTS_PROVIDER is not razorpay');
    return null;
  }
  if (missing.length > 0) throw new Error(`PAYMENTS_PROVIDER=razorpay needs ${missing.join(', ')}`);
  return {
    provider: 'razorpay',
    keyId: env.RAZORPAY_KEY_ID!,
    keySecret: env.RAZORPAY_KEY_SECRET!,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
    apiUrl: env.RAZORPAY_API_URL.replace(/\/$/, ''),
  };
}

/** A support number that is set must be a number: a typo is refused at start-up rather than shown as a dead link. */
function supportNumber(env: Env, name: 'SUPPORT_PHONE' | 'SUPPORT_WHATSAPP'): SupportNumber | null {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return null;
  const parsed = parseSupportNumber(raw);
  if (!parsed) throw new Error(`${name} must be a phone number with its country code, e.g. +91 98765 43210`);
  return parsed;
}

/** http://localhost:3000 and http://127.0.0.1:3000 are the same machine; trust both when either is the public URL. */
function loopbackTwins(url: string): string[] {
  const parsed = new URL(url);
  if (parsed.hostname === 'localhost') return [url.replace('//localhost', '//127.0.0.1')];
  if (parsed.hostname === '127.0.0.1') return [url.replace('//127.0.0.1', '//localhost')];
  return [];
}

export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const env = envSchema.parse(source);
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET && env.DATABASE_URL) {
    throw new Error('AUTH_SECRET (32+ characters) must be set in production with DATABASE_URL');
  }
  // npm runs the server's scripts inside apps/server; a relative path means relative to where npm was typed.
  const baseDir = source.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const extraOrigins = (env.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const maxConnections = env.MAX_CONNECTIONS ?? maxConnectionsFor(openFileLimit());
  const config: AppConfig = {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    privateFilesDir: path.join(dataDir, 'private'),
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl: env.DATABASE_URL ?? null,
    pgliteDataDir: env.DATABASE_URL ? null : path.join(dataDir, 'pglite'),
    databaseDirectUrl: env.DATABASE_URL ? (env.DATABASE_DIRECT_URL ?? null) : null,
    databasePoolMax: env.DATABASE_POOL_MAX,
    publicUrl,
    trustedOrigins: [...new Set([publicUrl, ...loopbackTwins(publicUrl), ...extraOrigins])],
    authSecret: env.AUTH_SECRET ?? (env.NODE_ENV === 'production' ? keptSecret(dataDir) : DEV_SECRET),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            discoveryUrl: env.GOOGLE_DISCOVERY_URL,
          }
        : null,
    support: { phone: supportNumber(env, 'SUPPORT_PHONE'), whatsapp: supportNumber(env, 'SUPPORT_WHATSAPP') },
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    bootstrapAdmin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME }
        : null,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(baseDir, env.WEB_DIST_DIR),
    webSsr: env.WEB_SSR === 'on',
    webPageCacheMs: env.WEB_PAGE_CACHE_MS,
    searchCacheMs: env.SEARCH_CACHE_MS ?? (env.NODE_ENV === 'test' ? 0 : 2_000),
    seedDemo: env.SEED_DEMO === 'auto',
    rateLimits: env.RATE_LIMITS === 'on',
    trustProxy: env.TRUST_PROXY === 'true',
    storage: loadStorageConfig(env),
    paymentsGateway: loadGatewayConfig(env),
    whatsapp: loadWhatsAppConfig(env),
    sms: loadSmsConfig(env),
    deliveryCaps: {
      email: env.EMAIL_HOURLY_CAP,
      whatsapp: env.WHATSAPP_HOURLY_CAP,
      sms: env.SMS_HOURLY_CAP,
      push: env.PUSH_HOURLY_CAP,
    },
    deliveryBudgets: { ...DELIVERIES_PER_PERSON_PER_HOUR },
    serverLimits: {
      jsonBodyBytes: env.BODY_LIMIT_BYTES,
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      uploadTimeoutMs: env.UPLOAD_TIMEOUT_MS,
      uploadMinBytesPerSecond: env.UPLOAD_MIN_BYTES_PER_SECOND,
      idleTimeoutMs: env.IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections,
      maxRequestsPerSocket: env.MAX_REQUESTS_PER_SOCKET,
    },
    realtimeStreams: {
      perUser: REALTIME_STREAMS_PER_USER,
      perAddress: REALTIME_STREAMS_PER_ADDRESS,
      total: streamCapFor(maxConnections),
    },
  };
  return { ...config, ...overrides };
}
