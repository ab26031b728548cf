import { z } from 'zod';
import type { NotificationParams } from './notifications';
import type { NotificationKind, Role } from './roles';

/**
 * The ways a notice reaches a person outside the open tab. `push` is the browser's (its channel registers itself
 * when its keys exist); every channel but e-mail waits for the person's opt-in.
 */
export const CHANNELS = ['email', 'whatsapp', 'sms', 'push'] as const;
export const channelSchema = z.enum(CHANNELS);
export type Channel = z.infer<typeof channelSchema>;
/** Channels that need a confirmed phone number. */
export const PHONE_CHANNELS: readonly Channel[] = ['whatsapp', 'sms'];
/** Channels that cost money per message and keep quiet at night. */
export const PAID_CHANNELS: readonly Channel[] = ['whatsapp', 'sms'];

/**
 * What a person chooses channels for: a few kinds of notice that belong together. `hire`, `invitation` and
 * `unread_message` carry on the e-mail switches people had before (`assigned` and `recommendation` became `hire`).
 */
export const NOTICE_TOPICS = [
  'application',
  'hire_review',
  'hire',
  'invitation',
  'agreement',
  'delivery',
  'payment',
  'dispute',
  'verification',
  'unread_message',
] as const;
export const noticeTopicSchema = z.enum(NOTICE_TOPICS);
export type NoticeTopic = z.infer<typeof noticeTopicSchema>;

/** The topics each role can receive; Settings offers only these, and choices for others are not stored. */
export const TOPICS_OF_ROLE: Record<Role, readonly NoticeTopic[]> = {
  creator: [
    'hire',
    'invitation',
    'agreement',
    'delivery',
    'payment',
    'dispute',
    'verification',
    'unread_message',
  ],
  enterprise: [
    'application',
    'hire',
    'agreement',
    'delivery',
    'payment',
    'dispute',
    'verification',
    'unread_message',
  ],
  admin: ['hire_review', 'dispute', 'unread_message'],
};

/** A template variable: the notice's values as its texts name them (`{{name}}`), plus where to act. */
export type NoticeVariable = 'name' | 'title' | 'enterprise' | 'amount' | 'reason' | 'count' | 'url';

export interface OutboundSpec {
  topic: NoticeTopic;
  /** Sent by SMS and WhatsApp at night too (see docs/product/notifications.md for why each is). */
  urgent: boolean;
  /** The one-line subject (mail subject, push title); the sentence is the in-app text (noticeTextKey). */
  subject: string;
  /** The values its WhatsApp and SMS templates take, in the WhatsApp template's order; `url` always comes last. */
  variables: readonly NoticeVariable[];
}

/** Unread conversations are not a notification row but are sent the same way. */
export type OutboundKind = NotificationKind | 'unread_message';

/**
 * Every kind of notice that reaches people outside the app, and how. Adding one is an entry here plus its texts
 * (`notice.text.*` for the sentence, which the app shows too, and `notice.subject.*`) in the four languages.
 */
export const OUTBOUND_KINDS: Partial<Record<OutboundKind, OutboundSpec>> = {
  application_received: {
    topic: 'application',
    urgent: false,
    subject: 'notice.subject.applicationReceived',
    variables: ['name', 'title'],
  },
  recommendation_received: {
    topic: 'hire_review',
    urgent: false,
    subject: 'notice.subject.recommendationReceived',
    variables: ['enterprise', 'name', 'title'],
  },
  assigned: { topic: 'hire', urgent: false, subject: 'notice.subject.assigned', variables: ['title'] },
  recommendation_accepted: {
    topic: 'hire',
    urgent: false,
    subject: 'notice.subject.recommendationAccepted',
    variables: ['name', 'title'],
  },
  recommendation_declined: {
    topic: 'hire',
    urgent: false,
    subject: 'notice.subject.recommendationDeclined',
    variables: ['name', 'title', 'reason'],
  },
  creator_assigned: {
    topic: 'hire',
    urgent: false,
    subject: 'notice.subject.creatorAssigned',
    variables: ['name', 'title'],
  },
  recommendation_not_approved: {
    topic: 'hire',
    urgent: false,
    subject: 'notice.subject.recommendationNotApproved',
    variables: ['title'],
  },
  invitation_received: {
    topic: 'invitation',
    urgent: false,
    subject: 'notice.subject.invitationReceived',
    variables: ['enterprise', 'title'],
  },
  agreement_proposed: {
    topic: 'agreement',
    urgent: false,
    subject: 'notice.subject.agreementProposed',
    variables: ['name', 'title', 'amount'],
  },
  agreement_changed: {
    topic: 'agreement',
    urgent: false,
    subject: 'notice.subject.agreementChanged',
    variables: ['name', 'title', 'amount'],
  },
  agreement_change_requested: {
    topic: 'agreement',
    urgent: false,
    subject: 'notice.subject.agreementChangeRequested',
    variables: ['name', 'title', 'reason'],
  },
  agreement_accepted: {
    topic: 'agreement',
    urgent: false,
    subject: 'notice.subject.agreementAccepted',
    variables: ['name', 'title'],
  },
  work_delivered: {
    topic: 'delivery',
    urgent: false,
    subject: 'notice.subject.workDelivered',
    variables: ['name', 'title'],
  },
  delivery_changes_requested: {
    topic: 'delivery',
    urgent: false,
    subject: 'notice.subject.deliveryChangesRequested',
    variables: ['name', 'title', 'reason'],
  },
  delivery_approved: {
    topic: 'delivery',
    urgent: false,
    subject: 'notice.subject.deliveryApproved',
    variables: ['name', 'title', 'amount'],
  },
  payment_recorded: {
    topic: 'payment',
    urgent: false,
    subject: 'notice.subject.paymentRecorded',
    variables: ['name', 'amount', 'title'],
  },
  payment_paid_online: {
    topic: 'payment',
    urgent: false,
    subject: 'notice.subject.paymentPaidOnline',
    variables: ['name', 'amount', 'title'],
  },
  payment_confirmed: {
    topic: 'payment',
    urgent: false,
    subject: 'notice.subject.paymentConfirmed',
    variables: ['name', 'amount', 'title'],
  },
  payment_disputed: {
    topic: 'dispute',
    urgent: true,
    subject: 'notice.subject.paymentDisputed',
    variables: ['name', 'amount', 'title'],
  },
  dispute_opened: {
    topic: 'dispute',
    urgent: true,
    subject: 'notice.subject.disputeOpened',
    variables: ['name', 'amount', 'title'],
  },
  dispute_resolved: {
    topic: 'dispute',
    urgent: false,
    subject: 'notice.subject.disputeResolved',
    variables: ['amount', 'title', 'reason'],
  },
  dispute_paid_in_full: {
    topic: 'dispute',
    urgent: false,
    subject: 'notice.subject.disputePaidInFull',
    variables: ['title', 'amount', 'reason'],
  },
  dispute_part_paid: {
    topic: 'dispute',
    urgent: false,
    subject: 'notice.subject.disputePartPaid',
    variables: ['title', 'amount', 'reason'],
  },
  dispute_voided: {
    topic: 'dispute',
    urgent: false,
    subject: 'notice.subject.disputeVoided',
    variables: ['amount', 'title', 'reason'],
  },
  verification_approved: {
    topic: 'verification',
    urgent: false,
    subject: 'notice.subject.verificationApproved',
    variables: [],
  },
  verification_refused: {
    topic: 'verification',
    urgent: false,
    subject: 'notice.subject.verificationRefused',
    variables: ['reason'],
  },
  // Reviews close an agreement, so they travel with its topic (docs/product/ratings.md).
  review_requested: {
    topic: 'agreement',
    urgent: false,
    subject: 'notice.subject.reviewRequested',
    variables: ['name', 'title'],
  },
  review_received: {
    topic: 'agreement',
    urgent: false,
    subject: 'notice.subject.reviewReceived',
    variables: ['name', 'title'],
  },
  unread_message: {
    topic: 'unread_message',
    urgent: false,
    subject: 'notice.subject.unreadMessage',
    variables: ['name'],
  },
};

/** Several notices of one topic sent together: how many, and where to see them. */
export const GROUPED_VARIABLES: readonly NoticeVariable[] = ['count'];

/** Each kind's sentence, in the app and in every message; the keys are written out so the translation check sees them. */
const TEXT_KEYS: Record<Exclude<OutboundKind, 'legacy'>, string> = {
  new_job: 'notice.text.newJob',
  new_message: 'notice.text.newMessage',
  unread_message: 'notice.text.unreadMessage',
  application_received: 'notice.text.applicationReceived',
  application_recommended: 'notice.text.applicationRecommended',
  application_rejected: 'notice.text.applicationRejected',
  application_not_chosen: 'notice.text.applicationNotChosen',
  assigned: 'notice.text.assigned',
  recommendation_received: 'notice.text.recommendationReceived',
  recommendation_accepted: 'notice.text.recommendationAccepted',
  recommendation_declined: 'notice.text.recommendationDeclined',
  creator_assigned: 'notice.text.creatorAssigned',
  invitation_received: 'notice.text.invitationReceived',
  invitation_withdrawn: 'notice.text.invitationWithdrawn',
  recommendation_not_approved: 'notice.text.recommendationNotApproved',
  agreement_proposed: 'notice.text.agreementProposed',
  agreement_changed: 'notice.text.agreementChanged',
  agreement_change_requested: 'notice.text.agreementChangeRequested',
  agreement_accepted: 'notice.text.agreementAccepted',
  work_delivered: 'notice.text.workDelivered',
  delivery_changes_requested: 'notice.text.deliveryChangesRequested',
  delivery_approved: 'notice.text.deliveryApproved',
  payment_recorded: 'notice.text.paymentRecorded',
  payment_confirmed: 'notice.text.paymentConfirmed',
  payment_disputed: 'notice.text.paymentDisputed',
  dispute_opened: 'notice.text.disputeOpened',
  dispute_resolved: 'notice.text.disputeResolved',
  payment_paid_online: 'notice.text.paymentPaidOnline',
  dispute_paid_in_full: 'notice.text.disputePaidInFull',
  dispute_part_paid: 'notice.text.disputePartPaid',
  dispute_voided: 'notice.text.disputeVoided',
  verification_approved: 'notice.text.verificationApproved',
  verification_refused: 'notice.text.verificationRefused',
  review_requested: 'notice.text.reviewRequested',
  review_received: 'notice.text.reviewReceived',
};
const NEW_JOB_IN_CATEGORY = 'notice.text.newJobInCategory';
/** A delivery that brought files says how many (decision 256). */
const WORK_DELIVERED_WITH_FILES = 'notice.text.workDeliveredWithFiles';

export const isTextKind = (kind: string): kind is Exclude<OutboundKind, 'legacy'> => kind in TEXT_KEYS;

/** The key of a notice's sentence: the app words it with this, and so does every message sent about it. */
export function noticeTextKey(
  kind: Exclude<OutboundKind, 'legacy'>,
  params: Pick<NotificationParams, 'category' | 'files'>,
): string {
  if (kind === 'new_job' && params.category) return NEW_JOB_IN_CATEGORY;
  if (kind === 'work_delivered' && params.files) return WORK_DELIVERED_WITH_FILES;
  return TEXT_KEYS[kind];
}

// ---- Settings → Preferences ----

/** Per topic, per channel: on or off. What is not stored is on (the channel itself still needs its opt-in). */
export const topicChannelsSchema = z.partialRecord(channelSchema, z.boolean());
export const noticeChoicesSchema = z.partialRecord(noticeTopicSchema, topicChannelsSchema);
export type NoticeChoices = z.infer<typeof noticeChoicesSchema>;

export const channelStateSchema = z.object({
  channel: channelSchema,
  /** Opted in (e-mail needs no opt-in), and when. */
  optedIn: z.boolean(),
  optedInAt: z.string().nullable(),
  /** Where it goes, masked for a phone ("+91 ••••• •3210"); null when the person has nowhere it can go. */
  address: z.string().nullable(),
  /** What is missing before it can be turned on. */
  needs: z.enum(['confirmed_phone']).nullable(),
});
export type ChannelState = z.infer<typeof channelStateSchema>;

export const noticePreferencesSchema = z.object({
  /** The channels this server can send through, in the order Settings shows them. */
  channels: z.array(channelStateSchema),
  /** The topics of the person's role. */
  topics: z.array(noticeTopicSchema),
  /** Every topic of `topics` with every channel of `channels`. */
  choices: z.record(z.string(), z.record(z.string(), z.boolean())),
});
export type NoticePreferences = z.infer<typeof noticePreferencesSchema>;
export const noticePreferencesResponseSchema = z.object({ preferences: noticePreferencesSchema });
export type NoticePreferencesResponse = z.infer<typeof noticePreferencesResponseSchema>;

export const saveNoticeChoicesSchema = z.object({ choices: noticeChoicesSchema });

export const channelParamSchema = z.object({ channel: channelSchema });
export const channelConsentSchema = z.object({ optIn: z.boolean() });

// ---- Browser push (Web Push with VAPID) ----

/** The server's VAPID public key (base64url), which a browser needs to subscribe. */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/);

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it: the push service's address and the keys the
 * message is encrypted with (RFC 8291: an uncompressed P-256 point and a 16-byte secret).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  keys: z.object({ p256dh: base64url(86, 90), auth: base64url(22, 24) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(1000) });
