import type { FastifyInstance } from 'fastify';
import type { Language } from '@kalasetu/shared/limits';
import type { MailSettings, UnsubscribeKind } from '@kalasetu/shared/mail-settings';
import type { Actor } from '../../types/fastify';
import { turnOffEmail } from '../outbound/notice-preferences.service';
import { readUnsubscribeClaim } from '../outbound/outbound.service';
import {
  findMailSettings,
  findRecipient,
  upsertMailSettings,
  type MailSettingsRow,
  type MailSettingsValues,
} from './mail.repository';
import { languageOf } from './mail-render';

const DEFAULTS: MailSettings = {
  jobAlerts: { area: 'anywhere', state: null, district: null, dailyLimit: null, delivery: 'in_app' },
};

function toSettings(row: MailSettingsRow | undefined): MailSettings {
  if (!row) return DEFAULTS;
  const limit = row.alertDailyLimit;
  return {
    jobAlerts: {
      area: row.alertArea,
      state: row.alertState,
      district: row.alertDistrict,
      dailyLimit: limit === 3 || limit === 10 ? limit : null,
      delivery: row.alertDelivery,
    },
  };
}

function toValues(settings: MailSettings): MailSettingsValues {
  return {
    alertArea: settings.jobAlerts.area,
    alertState: settings.jobAlerts.state,
    alertDistrict: settings.jobAlerts.district,
    alertDailyLimit: settings.jobAlerts.dailyLimit,
    alertDelivery: settings.jobAlerts.delivery,
  };
}

export async function getMailSettings(app: FastifyInstance, actor: Actor): Promise<MailSettings> {
  return toSettings(await findMailSettings(app.db, actor.userId));
}

/**
 * Saves the job-alert choices. They are a creator's: for anyone else they keep their defaults, whatever the request
 * says, so no other role stores choices that nothing reads.
 */
export async function updateMailSettings(
  app: FastifyInstance,
  actor: Actor,
  input: MailSettings,
): Promise<MailSettings> {
  const settings: MailSettings = {
    jobAlerts: actor.role === 'creator' ? input.jobAlerts : DEFAULTS.jobAlerts,
  };
  await upsertMailSettings(app.db, actor.userId, toValues(settings));
  return settings;
}

export interface UnsubscribeTarget {
  userId: string;
  kind: UnsubscribeKind;
  name: string;
  lang: Language;
}

/** Who and what a signed unsubscribe token names; null for a tampered token or an account that is gone. */
export async function readUnsubscribeToken(
  app: FastifyInstance,
  token: string,
): Promise<UnsubscribeTarget | null> {
  const claim = readUnsubscribeClaim(app, token);
  const person = claim ? await findRecipient(app.db, claim.userId) : undefined;
  if (!claim || !person) return null;
  return { ...claim, name: person.name, lang: languageOf(person.language) };
}

/** Stops the e-mail of the topic the token names for the person it names; the digest's link turns job alerts off. */
export async function unsubscribe(app: FastifyInstance, token: string): Promise<UnsubscribeTarget | null> {
  const target = await readUnsubscribeToken(app, token);
  if (!target) return null;
  if (target.kind === 'job_digest') {
    const current = toSettings(await findMailSettings(app.db, target.userId));
    await upsertMailSettings(
      app.db,
      target.userId,
      toValues({ jobAlerts: { ...current.jobAlerts, delivery: 'off' } }),
    );
  } else {
    await turnOffEmail(app, target.userId, target.kind);
  }
  return target;
}
