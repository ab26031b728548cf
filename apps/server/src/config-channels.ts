// The outbound channels' settings (WhatsApp's Cloud API, MSG91's SMS): each enabled by its keys, which come together
// or not at all, so half a configuration is refused at start-up rather than failing on the first message.
import { z } from 'zod';
import { LANGUAGES, type Language } from '@kalasetu/shared/limits';

interface ChannelEnv {
  WHATSAPP_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_API_URL: string;
  WHATSAPP_API_VERSION: string;
  WHATSAPP_TEMPLATE_PREFIX: string;
  MSG91_AUTH_KEY?: string;
  MSG91_TEMPLATES?: string;
  MSG91_SENDER?: string;
  MSG91_API_URL: string;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  PUSH_SERVICE_HOSTS: string;
  MAIL_FROM: string;
  PUBLIC_URL?: string;
}

/** WhatsApp Business Cloud API; `null` sends WhatsApp messages to the outbox. */
export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  /** Base of the Graph API without a trailing slash; tests point it at a local stand-in. */
  apiUrl: string;
  apiVersion: string;
  templatePrefix: string;
}

/** MSG91's flow API for DLT-registered SMS templates; `null` sends SMS to the outbox. */
export interface SmsConfig {
  provider: 'msg91';
  authKey: string;
  apiUrl: string;
  sender: string | null;
  /** MSG91 template ids per template name (a notice kind, or `grouped`) and language. */
  templates: Record<string, Partial<Record<Language, string>>>;
}

export function loadWhatsAppConfig(env: ChannelEnv): WhatsAppConfig | null {
  if (!env.WHATSAPP_TOKEN && !env.WHATSAPP_PHONE_NUMBER_ID) return null;
  if (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID)
    throw new Error('WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID come together');
  return {
    token: env.WHATSAPP_TOKEN,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    apiUrl: env.WHATSAPP_API_URL.replace(/\/$/, ''),
    apiVersion: env.WHATSAPP_API_VERSION,
    templatePrefix: env.WHATSAPP_TEMPLATE_PREFIX,
  };
}

const smsTemplatesSchema = z.record(
  z.string().regex(/^[a-z_]+$/),
  z.partialRecord(z.enum(LANGUAGES), z.string().min(1)),
);

/** The SMS gateway's key and its template ids come together, and the ids must read as JSON. */
export function loadSmsConfig(env: ChannelEnv): SmsConfig | null {
  if (!env.MSG91_AUTH_KEY && !env.MSG91_TEMPLATES) return null;
  if (!env.MSG91_AUTH_KEY || !env.MSG91_TEMPLATES)
    throw new Error('MSG91_AUTH_KEY and MSG91_TEMPLATES come together');
  let templates: unknown;
  try {
    templates = JSON.parse(env.MSG91_TEMPLATES);
  } catch {
    throw new Error('MSG91_TEMPLATES must be JSON: {"<kind>": {"<language>": "<template id>"}}');
  }
  const parsed = smsTemplatesSchema.safeParse(templates);
  if (!parsed.success)
    throw new Error('MSG91_TEMPLATES must be JSON: {"<kind>": {"<language>": "<template id>"}}');
  return {
    provider: 'msg91',
    authKey: env.MSG91_AUTH_KEY,
    apiUrl: env.MSG91_API_URL.replace(/\/$/, ''),
    sender: env.MSG91_SENDER ?? null,
    templates: parsed.data,
  };
}

/** Browser push (Web Push): VAPID keys from the environment, or made and kept in the database on first start. */
export interface PushConfig {
  /** Both keys (base64url), or null to use the pair kept in the database (made on first start). */
  vapid: { publicKey: string; privateKey: string } | null;
  /** Who runs this server, for push services to reach: `mailto:` or `https:`. */
  subject: string;
  /**
   * Hosts a subscription's endpoint may name (a host or any of its subdomains): the browsers' push services. A
   * subscription elsewhere is refused, so the server never posts to an address a person chose. `http:` only to a
   * loopback host named here (a local stand-in).
   */
  serviceHosts: string[];
}

/** The address in MAIL_FROM ("KalaSetu <no-reply@…>" → "no-reply@…"). */
const mailAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

export function loadPushConfig(env: ChannelEnv): PushConfig {
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY)
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY come together');
  const subject =
    env.VAPID_SUBJECT ??
    (env.PUBLIC_URL?.startsWith('https://') ? env.PUBLIC_URL : `mailto:${mailAddress(env.MAIL_FROM)}`);
  if (!/^(mailto:|https:\/\/)/.test(subject))
    throw new Error('VAPID_SUBJECT must start with mailto: or https://');
  return {
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : null,
    subject,
    serviceHosts: env.PUSH_SERVICE_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  };
}
