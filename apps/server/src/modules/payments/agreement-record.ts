import type { FastifyInstance } from 'fastify';
import type { NotificationParams } from '@kalasetu/shared/notifications';
import type { NotificationKind } from '@kalasetu/shared/roles';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../types/fastify';
import { notify } from '../notifications/notifications.service';
import { insertEvent, type AgreementRow } from './agreements.repository';

/** Where either party takes the next step on an agreement. */
export const agreementLink = (jobId: number) => `/jobs/${jobId}/agreement`;

export interface Notice {
  to: string;
  kind: Exclude<NotificationKind, 'legacy'>;
  params: NotificationParams;
  link?: string;
}

/**
 * Every change of an agreement goes through here, inside its transaction: a row of its append-only history (who,
 * when, what), the notices of whoever acts next in their own language (decision 180), and a live refresh for both
 * parties.
 */
export async function recordChange(
  app: FastifyInstance,
  tx: DbOrTx,
  agreement: Pick<AgreementRow, 'id' | 'jobId' | 'enterpriseId' | 'creatorId'>,
  actor: Pick<Actor, 'userId' | 'name' | 'role'> | null,
  action: string,
  details: Record<string, unknown>,
  notices: Notice[] = [],
) {
  await insertEvent(tx, {
    agreementId: agreement.id,
    actorId: actor?.userId ?? null,
    actorName: actor?.name ?? null,
    actorRole: actor?.role ?? null,
    action,
    details,
  });
  for (const notice of notices)
    await notify(app, tx, {
      userId: notice.to,
      kind: notice.kind,
      params: notice.params,
      jobId: agreement.jobId,
      actorId: actor?.userId ?? null,
      relatedId: String(agreement.jobId),
      link: notice.link ?? agreementLink(agreement.jobId),
    });
  for (const userId of [agreement.enterpriseId, agreement.creatorId])
    await app.realtime.publish(tx, userId, 'agreement.updated', { jobId: agreement.jobId, action });
}
