// Settings → Preferences: which channels a person has opted into (with when), and per topic which channels carry it.
import type { FastifyInstance } from 'fastify';
import { CHANNEL_CONSENT_CHANGES_PER_HOUR } from '@kalasetu/shared/limits';
import {
  CHANNELS,
  PHONE_CHANNELS,
  TOPICS_OF_ROLE,
  type Channel,
  type ChannelState,
  type NoticeChoices,
  type NoticePreferences,
  type NoticeTopic,
} from '@kalasetu/shared/notices';
import { conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../types/fastify';
import { toRecipient } from './delivery-pass';
import {
  findReachableAccount,
  listNoticeChoices,
  listOptIns,
  recordOptIn,
  recordOptOut,
  upsertNoticeChoices,
} from './notice-preferences.repository';

const HOUR_MS = 60 * 60_000;

/** "+919845012345" → "+91 98450 12345", as Indian numbers are read. */
const readableMobile = (e164: string) => `${e164.slice(0, 3)} ${e164.slice(3, 8)} ${e164.slice(8)}`;

async function accountOf(app: FastifyInstance, userId: string) {
  const account = await findReachableAccount(app.db, userId);
  if (!account) throw notFound();
  return toRecipient({ ...account, userId });
}

/** The channels this server sends through, in Settings' order. */
const sendingChannels = (app: FastifyInstance) =>
  CHANNELS.map((name) => app.channels.get(name)).filter((channel) => channel !== undefined);

export async function getNoticePreferences(app: FastifyInstance, actor: Actor): Promise<NoticePreferences> {
  const recipient = await accountOf(app, actor.userId);
  const [stored, optIns] = await Promise.all([
    listNoticeChoices(app.db, actor.userId),
    listOptIns(app.db, actor.userId),
  ]);
  const channels: ChannelState[] = sendingChannels(app).map((channel) => {
    const optIn = optIns.find((row) => row.channel === channel.name);
    const phoneChannel = PHONE_CHANNELS.includes(channel.name);
    return {
      channel: channel.name,
      optedIn: !channel.needsOptIn || optIn !== undefined,
      optedInAt: channel.needsOptIn && optIn ? optIn.grantedAt.toISOString() : null,
      address:
        channel.name === 'email'
          ? recipient.email
          : phoneChannel && recipient.phone
            ? readableMobile(recipient.phone)
            : null,
      needs: phoneChannel && !recipient.phone ? 'confirmed_phone' : null,
    };
  });
  const topics = [...TOPICS_OF_ROLE[recipient.role]];
  const choices: NoticePreferences['choices'] = {};
  for (const topic of topics) {
    choices[topic] = {};
    for (const { channel } of channels) {
      const row = stored.find((r) => r.topic === topic && r.channel === channel);
      choices[topic][channel] = row?.enabled ?? true;
    }
  }
  return { channels, topics, choices };
}

/** Stores the given switches; only the topics of the person's role and channels this server has are kept. */
export async function saveNoticeChoices(
  app: FastifyInstance,
  actor: Actor,
  input: NoticeChoices,
): Promise<NoticePreferences> {
  const topics = TOPICS_OF_ROLE[actor.role];
  const channels = new Set(sendingChannels(app).map((channel) => channel.name));
  const rows: { topic: NoticeTopic; channel: Channel; enabled: boolean }[] = [];
  for (const [topic, perChannel] of Object.entries(input) as [
    NoticeTopic,
    Partial<Record<Channel, boolean>>,
  ][]) {
    if (!topics.includes(topic)) continue;
    for (const [channel, enabled] of Object.entries(perChannel) as [Channel, boolean][])
      if (channels.has(channel)) rows.push({ topic, channel, enabled });
  }
  await upsertNoticeChoices(app.db, actor.userId, rows);
  return getNoticePreferences(app, actor);
}

/**
 * Opts in to, or out of, a channel that needs consent. An opt-in is recorded with its time, and only where the
 * channel can reach the person (SMS and WhatsApp: a confirmed mobile number); an opt-out ends it at once.
 */
export async function setChannelOptIn(
  app: FastifyInstance,
  actor: Actor,
  name: Channel,
  optIn: boolean,
): Promise<NoticePreferences> {
  const channel = app.channels.get(name);
  if (!channel || !channel.needsOptIn) throw conflict('errors.channelUnavailable', 'channel_unavailable');
  await app.rateLimiter.consume(`channel-consent:${actor.userId}`, CHANNEL_CONSENT_CHANGES_PER_HOUR, HOUR_MS);
  const now = new Date();
  if (optIn) {
    if (!channel.reaches(await accountOf(app, actor.userId)))
      throw conflict('errors.phoneUnconfirmed', 'phone_unconfirmed');
    await recordOptIn(app.db, actor.userId, name, now);
  } else {
    await recordOptOut(app.db, actor.userId, name, now);
  }
  return getNoticePreferences(app, actor);
}

/** An unsubscribe link's effect: no more e-mail of that topic for the person it names. */
export async function turnOffEmail(app: FastifyInstance, userId: string, topic: NoticeTopic) {
  await upsertNoticeChoices(app.db, userId, [{ topic, channel: 'email', enabled: false }]);
}
