// One scheduled pass over the waiting deliveries: each channel on its own (an outage of one never holds the others),
// budgets first, quiet hours for the paid channels, one message per person and topic, retries with backoff, and a
// record of everything that was not sent.
import type { FastifyInstance } from 'fastify';
import { CHANNEL_OUTAGE_FAILURES, DELIVERY_RETRY_DELAYS_MS, MAIL_BATCH } from '@kalasetu/shared/limits';
import { isLanguage } from '@kalasetu/shared/messages';
import { OUTBOUND_KINDS, PAID_CHANNELS, TOPICS_OF_ROLE, type OutboundKind } from '@kalasetu/shared/notices';
import type { OutboundChannel, Recipient, SendOutcome } from '../../lib/channels/channel';
import { indianMobileE164 } from '../../lib/channels/phone';
import {
  claimDueDeliveries,
  countMessagesSent,
  findDeliveryRecipients,
  markSent,
  markSettled,
  releaseDeliveries,
  type ClaimedDelivery,
  type DeliveryRecipient,
} from './outbound.repository';
import { renderMessage } from './outbound-render';
import { quietHoursEnd } from './quiet-hours';
import { unsubscribeUrl } from './unsubscribe-token';

const HOUR_MS = 60 * 60_000;
/** A person over their hourly budget: their notices wait this long and go together then. */
const BUDGET_WAIT_MS = 15 * 60_000;
/** The channel's hourly cap is spent: its notices look again this much later. */
const CAP_WAIT_MS = 5 * 60_000;

export interface ChannelPassResult {
  sent: number;
  held: number;
  failed: number;
}

const isUrgent = (kind: string) => OUTBOUND_KINDS[kind as OutboundKind]?.urgent === true;

export function toRecipient(row: Omit<DeliveryRecipient, 'choices' | 'optedIn' | 'sentLastHour'>): Recipient {
  return {
    userId: row.userId,
    name: row.name,
    role: row.role,
    lang: isLanguage(row.language) ? row.language : 'en',
    email: row.email,
    phone: row.phoneVerified ? indianMobileE164(row.phoneNumber) : null,
  };
}

/** Why a claimed notice is no longer sent on this channel (the person changed their mind meanwhile), or null. */
function refusal(channel: OutboundChannel, person: DeliveryRecipient | undefined, group: ClaimedDelivery[]) {
  if (!person) return 'account gone';
  const topic = group[0]!.topic;
  if (!TOPICS_OF_ROLE[person.role].includes(topic)) return 'topic not of this role';
  if (person.choices?.[topic] === false) return 'turned off';
  if (channel.needsOptIn && !person.optedIn) return 'not opted in';
  if (!channel.reaches(toRecipient(person))) return 'no address';
  return null;
}

async function settleAttempt(app: FastifyInstance, rows: ClaimedDelivery[], outcome: SendOutcome, now: Date) {
  const ids = rows.map((row) => row.id);
  if (outcome.status === 'delivered') return markSent(app.db, ids, now);
  if (outcome.status === 'gone') return markSettled(app.db, ids, 'failed', outcome.reason, true);
  for (const row of rows) {
    const wait = DELIVERY_RETRY_DELAYS_MS[row.attempts];
    if (wait === undefined) await markSettled(app.db, [row.id], 'failed', `gave up: ${outcome.reason}`, true);
    else await releaseDeliveries(app.db, [row.id], new Date(now.getTime() + wait), outcome.reason, true);
  }
}

async function attempt(
  channel: OutboundChannel,
  recipient: Recipient,
  message: Parameters<OutboundChannel['send']>[1],
) {
  try {
    return await channel.send(recipient, message);
  } catch (error) {
    return { status: 'retry', reason: error instanceof Error ? error.message : String(error) } as const;
  }
}

function groupsOf(rows: ClaimedDelivery[]): ClaimedDelivery[][] {
  const groups = new Map<string, ClaimedDelivery[]>();
  for (const row of rows) {
    const key = `${row.userId}:${row.topic}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}

/** What a channel's pass carries from one batch to the next. */
interface PassState {
  /** Messages the channel's hourly cap still allows. */
  room: number;
  failuresInRow: number;
  result: ChannelPassResult;
}

/** Claims and sends one batch of a channel's due notices; returns how many it claimed. */
async function sendBatch(app: FastifyInstance, channel: OutboundChannel, now: Date, state: PassState) {
  const { result } = state;
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  // A statement's RETURNING has no order: a message lists its notices as they happened.
  const rows = (await claimDueDeliveries(app.db, channel.name, now, MAIL_BATCH)).sort((a, b) => a.id - b.id);
  if (rows.length === 0) return 0;
  const people = new Map(
    (
      await findDeliveryRecipients(app.db, [...new Set(rows.map((r) => r.userId))], channel.name, hourAgo)
    ).map((person) => [person.userId, person]),
  );
  const quietUntil = PAID_CHANNELS.includes(channel.name) ? quietHoursEnd(now) : null;
  for (const group of groupsOf(rows)) {
    const ids = (list: ClaimedDelivery[]) => list.map((row) => row.id);
    if (state.failuresInRow >= CHANNEL_OUTAGE_FAILURES || state.room <= 0) {
      const wait = state.room <= 0 ? CAP_WAIT_MS : DELIVERY_RETRY_DELAYS_MS[0];
      await releaseDeliveries(
        app.db,
        ids(group),
        new Date(now.getTime() + wait),
        state.room <= 0 ? 'channel cap' : 'outage',
      );
      result.held += group.length;
      continue;
    }
    const person = people.get(group[0]!.userId);
    const refused = refusal(channel, person, group);
    if (refused || !person) {
      await markSettled(app.db, ids(group), 'skipped', refused ?? 'account gone');
      continue;
    }
    let sendable = group;
    if (quietUntil) {
      const held = group.filter((row) => !isUrgent(row.kind));
      await releaseDeliveries(app.db, ids(held), quietUntil, 'quiet hours');
      result.held += held.length;
      sendable = group.filter((row) => isUrgent(row.kind));
      if (sendable.length === 0) continue;
    }
    if (person.sentLastHour >= app.config.deliveryBudgets[channel.name]) {
      await releaseDeliveries(
        app.db,
        ids(sendable),
        new Date(now.getTime() + BUDGET_WAIT_MS),
        'person budget',
      );
      result.held += sendable.length;
      continue;
    }
    const recipient = toRecipient(person);
    const topic = sendable[0]!.topic;
    const message = renderMessage(
      {
        lang: recipient.lang,
        role: recipient.role,
        publicUrl: app.config.publicUrl,
        unsubscribeUrl: unsubscribeUrl(app.config, recipient.userId, topic),
      },
      sendable,
    );
    if (!message) {
      await markSettled(app.db, ids(sendable), 'skipped', 'not a kind sent outside the app');
      continue;
    }
    const outcome = await attempt(channel, recipient, message);
    await settleAttempt(app, sendable, outcome, now);
    if (outcome.status === 'delivered') {
      result.sent += 1;
      state.room -= 1;
      person.sentLastHour += 1;
      state.failuresInRow = 0;
    } else {
      result.failed += 1;
      state.failuresInRow = outcome.status === 'retry' ? state.failuresInRow + 1 : 0;
      app.log.warn({ channel: channel.name, outcome }, 'notice not delivered');
    }
  }
  return rows.length;
}

/** Batches a channel sends in one pass at most: a backlog drains over a few ticks, not in one long one. */
const BATCHES_PER_PASS = 10;

/** Sends one channel's due notices as of `now`, a batch at a time, within its hourly cap. */
export async function sendThroughChannel(
  app: FastifyInstance,
  channel: OutboundChannel,
  now: Date,
): Promise<ChannelPassResult> {
  const sentLastHour = await countMessagesSent(app.db, channel.name, new Date(now.getTime() - HOUR_MS));
  const state: PassState = {
    room: app.config.deliveryCaps[channel.name] - sentLastHour,
    failuresInRow: 0,
    result: { sent: 0, held: 0, failed: 0 },
  };
  for (let batch = 0; batch < BATCHES_PER_PASS; batch += 1) {
    if (state.room <= 0 || state.failuresInRow >= CHANNEL_OUTAGE_FAILURES) break;
    if ((await sendBatch(app, channel, now, state)) < MAIL_BATCH) break;
  }
  return state.result;
}
