import type { TFunction } from 'i18next';
import type { Notification } from '@kalasetu/shared/notifications';
import type { NotificationKind } from '@kalasetu/shared/roles';
import { formatPaise } from '@kalasetu/shared/money';
import { isTextKind, noticeTextKey } from '@kalasetu/shared/notices';
import { categoryLabel, skillLabel } from '../../../lib/skill-label';

/**
 * A notification in the reader's language, rendered now from what the server stored (decision 180): its kind and
 * parameters, in the shared sentence that the server's e-mails, WhatsApp messages and SMS use too (`notice.text.*`).
 * Skills and the category are labelled as everywhere else (lib/skill-label.ts); a skill stored before the taxonomy
 * and outside it shows as written. A notification stored as text before that keeps its words.
 */
export function notificationText(t: TFunction, notification: Pick<Notification, 'kind' | 'params'>): string {
  const { kind, params } = notification;
  if (kind === 'legacy') return params.text ?? '';
  const skills = (params.skills ?? []).map((skill) => skillLabel(t, skill));
  const category = params.category ? categoryLabel(t, params.category) : '';
  return t(noticeTextKey(kind, params), {
    title: params.title ?? '',
    name: params.name ?? '',
    enterprise: params.enterpriseName ?? '',
    reason: params.reason ?? '',
    skills: skills.join(', '),
    category,
    amount: params.amountPaise === undefined ? '' : formatPaise(params.amountPaise),
    count: params.files ?? 0,
  });
}

/** What the reader does next, named on the notification's link and on its live toast. */
const ACTION_KEYS: Record<NotificationKind, string> = {
  new_job: 'notifications.action.viewJob',
  new_message: 'notifications.action.reply',
  application_received: 'notifications.action.reviewApplicants',
  application_recommended: 'notifications.action.viewApplications',
  application_rejected: 'notifications.action.findJobs',
  application_not_chosen: 'notifications.action.findJobs',
  assigned: 'notifications.action.messageEnterprise',
  recommendation_received: 'notifications.action.reviewRecommendation',
  recommendation_accepted: 'notifications.action.messageCreator',
  recommendation_declined: 'notifications.action.reviewApplicants',
  creator_assigned: 'notifications.action.messageCreator',
  invitation_received: 'notifications.action.viewJob',
  invitation_withdrawn: 'notifications.action.findJobs',
  recommendation_not_approved: 'notifications.action.viewApplications',
  agreement_proposed: 'notifications.action.openAgreement',
  agreement_changed: 'notifications.action.openAgreement',
  agreement_change_requested: 'notifications.action.openAgreement',
  agreement_accepted: 'notifications.action.openAgreement',
  work_delivered: 'notifications.action.openAgreement',
  delivery_changes_requested: 'notifications.action.openAgreement',
  delivery_approved: 'notifications.action.openAgreement',
  payment_recorded: 'notifications.action.openAgreement',
  payment_confirmed: 'notifications.action.openAgreement',
  payment_disputed: 'notifications.action.openAgreement',
  dispute_opened: 'notifications.action.reviewDispute',
  dispute_resolved: 'notifications.action.openAgreement',
  payment_paid_online: 'notifications.action.openAgreement',
  dispute_paid_in_full: 'notifications.action.openAgreement',
  dispute_part_paid: 'notifications.action.openAgreement',
  dispute_voided: 'notifications.action.openAgreement',
  verification_approved: 'notifications.action.openVerification',
  verification_refused: 'notifications.action.openVerification',
  review_requested: 'notifications.action.writeReview',
  review_received: 'notifications.action.readReview',
  legacy: 'notifications.action.open',
};

const isKind = (kind: string): kind is Exclude<NotificationKind, 'legacy'> =>
  isTextKind(kind) && kind !== 'unread_message';

export function notificationAction(t: TFunction, kind: NotificationKind): string {
  return t(ACTION_KEYS[kind]);
}

/**
 * A live notice (lib/realtime-provider) in words, or null when the stream brought too little to say it (a kind this
 * build does not know, or no title): the generic toast is shown then.
 */
export function liveNoticeText(
  t: TFunction,
  notice: { kind: string; params: Record<string, unknown> },
): { text: string; action: string } | null {
  if (!isKind(notice.kind)) return null;
  const text = (key: string) =>
    typeof notice.params[key] === 'string' ? (notice.params[key] as string) : undefined;
  const skills = notice.params.skills;
  const params = {
    title: text('title'),
    name: text('name'),
    enterpriseName: text('enterpriseName'),
    reason: text('reason'),
    category: text('category') ?? null,
    skills: Array.isArray(skills) ? skills.filter((s): s is string => typeof s === 'string') : undefined,
    amountPaise: typeof notice.params.amountPaise === 'number' ? notice.params.amountPaise : undefined,
    files: typeof notice.params.files === 'number' ? notice.params.files : undefined,
  };
  // Every kind but a message names its job.
  if (notice.kind === 'new_message' ? !params.name : !params.title) return null;
  return { text: notificationText(t, { kind: notice.kind, params }), action: t(ACTION_KEYS[notice.kind]) };
}
