import type { TFunction } from 'i18next';
import type { Notification } from '@kalasetu/shared/notifications';
import type { NotificationKind } from '@kalasetu/shared/roles';
import { formatPaise } from '@kalasetu/shared/money';
import { categoryLabel, skillLabel } from '../../../lib/skill-label';

/** Each kind's sentence; the keys are written out so the translation check sees them used. */
const TEXT_KEYS: Record<Exclude<NotificationKind, 'legacy'>, string> = {
  new_job: 'notifications.text.newJob',
  new_message: 'notifications.text.newMessage',
  application_received: 'notifications.text.applicationReceived',
  application_recommended: 'notifications.text.applicationRecommended',
  application_rejected: 'notifications.text.applicationRejected',
  application_not_chosen: 'notifications.text.applicationNotChosen',
  assigned: 'notifications.text.assigned',
  recommendation_received: 'notifications.text.recommendationReceived',
  recommendation_accepted: 'notifications.text.recommendationAccepted',
  recommendation_declined: 'notifications.text.recommendationDeclined',
  creator_assigned: 'notifications.text.creatorAssigned',
  invitation_received: 'notifications.text.invitationReceived',
  agreement_proposed: 'notifications.text.agreementProposed',
  agreement_change_requested: 'notifications.text.agreementChangeRequested',
  agreement_accepted: 'notifications.text.agreementAccepted',
  work_delivered: 'notifications.text.workDelivered',
  delivery_changes_requested: 'notifications.text.deliveryChangesRequested',
  delivery_approved: 'notifications.text.deliveryApproved',
  payment_recorded: 'notifications.text.paymentRecorded',
  payment_confirmed: 'notifications.text.paymentConfirmed',
  payment_disputed: 'notifications.text.paymentDisputed',
  dispute_resolved: 'notifications.text.disputeResolved',
};
const NEW_JOB_IN_CATEGORY = 'notifications.text.newJobInCategory';

/**
 * A notification in the reader's language, rendered now from what the server stored (decision 180): its kind and
 * parameters. Skills and the category are labelled as everywhere else (lib/skill-label.ts); a skill
 * stored before the taxonomy and outside it shows as written. A notification stored as text before that keeps its words.
 */
export function notificationText(t: TFunction, notification: Pick<Notification, 'kind' | 'params'>): string {
  const { kind, params } = notification;
  if (kind === 'legacy') return params.text ?? '';
  const skills = (params.skills ?? []).map((skill) => skillLabel(t, skill));
  const category = params.category ? categoryLabel(t, params.category) : '';
  const key = kind === 'new_job' && category ? NEW_JOB_IN_CATEGORY : TEXT_KEYS[kind];
  return t(key, {
    title: params.title ?? '',
    name: params.name ?? '',
    enterprise: params.enterpriseName ?? '',
    reason: params.reason ?? '',
    skills: skills.join(', '),
    category,
    amount: params.amountPaise === undefined ? '' : formatPaise(params.amountPaise),
  });
}
