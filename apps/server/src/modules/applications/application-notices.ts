import type { FastifyInstance } from 'fastify';
import type { ApplicationStatus } from '@kalasetu/shared/roles';
import type { DbOrTx } from '../../db/client';
import { notify } from '../notifications/notifications.service';
import { listAdminIds, listOpenApplicantsOf, type ApplicationRow } from './applications.repository';

/**
 * Who is told what at each step of the hiring loop (docs/product/hiring.md). Each notice links to where its reader
 * takes the next step, and each is a live event at commit (notifications.service `notify`).
 */
export const hiringLinks = {
  enterpriseApplications: (jobId: number) => `/enterprise-dashboard?tab=applications&job=${jobId}`,
  enterpriseMessages: (creatorId: string) => `/enterprise-dashboard?tab=messages&to=${creatorId}`,
  creatorApplications: () => '/dashboard?tab=applications',
  creatorMessages: (enterpriseId: string) => `/dashboard?tab=messages&to=${enterpriseId}`,
  adminQueue: () => '/admin?tab=recommendations',
  jobs: () => '/jobs',
};

interface JobRef {
  id: number;
  title: string;
  enterpriseId: string;
}

/** A creator applied: the enterprise reviews the applicants of that job. */
export async function noticeApplicationReceived(
  app: FastifyInstance,
  db: DbOrTx,
  job: JobRef,
  application: ApplicationRow,
  creatorName: string,
) {
  await notify(app, db, {
    userId: job.enterpriseId,
    kind: 'application_received',
    params: { title: job.title, name: creatorName },
    jobId: job.id,
    applicationId: application.id,
    actorId: application.creatorId,
    relatedId: String(application.id),
    link: hiringLinks.enterpriseApplications(job.id),
  });
}

/** The enterprise recommended or rejected: the creator hears the outcome; on a recommendation every admin decides. */
export async function noticeEnterpriseDecision(
  app: FastifyInstance,
  db: DbOrTx,
  job: JobRef & { enterpriseName: string | null },
  application: ApplicationRow,
  creatorName: string,
) {
  const records = { jobId: job.id, applicationId: application.id, relatedId: String(application.id) };
  if (application.status === 'rejected') {
    await notify(app, db, {
      userId: application.creatorId,
      kind: 'application_rejected',
      params: { title: job.title },
      ...records,
      actorId: job.enterpriseId,
      link: hiringLinks.jobs(),
    });
    return;
  }
  await notify(app, db, {
    userId: application.creatorId,
    kind: 'application_recommended',
    params: { title: job.title },
    ...records,
    actorId: job.enterpriseId,
    link: hiringLinks.creatorApplications(),
  });
  for (const adminId of await listAdminIds(db)) {
    await notify(app, db, {
      userId: adminId,
      kind: 'recommendation_received',
      params: { title: job.title, name: creatorName, enterpriseName: job.enterpriseName ?? '' },
      ...records,
      actorId: application.creatorId,
      link: hiringLinks.adminQueue(),
    });
  }
}

/**
 * The admin assigned a creator: the creator is told (and talks to the enterprise next); the enterprise learns who,
 * as its recommendation accepted when it recommended that creator; every other applicant still waiting is told
 * another creator was chosen.
 */
export async function noticeAssignment(
  app: FastifyInstance,
  db: DbOrTx,
  input: {
    job: JobRef;
    application: ApplicationRow;
    previousStatus: ApplicationStatus | null;
    creatorName: string;
  },
) {
  const { job, application } = input;
  const records = { jobId: job.id, relatedId: String(job.id) };
  await notify(app, db, {
    userId: application.creatorId,
    kind: 'assigned',
    params: { title: job.title },
    ...records,
    applicationId: application.id,
    actorId: job.enterpriseId,
    link: hiringLinks.creatorMessages(job.enterpriseId),
  });
  await notify(app, db, {
    userId: job.enterpriseId,
    kind: input.previousStatus === 'recommended' ? 'recommendation_accepted' : 'creator_assigned',
    params: { title: job.title, name: input.creatorName },
    ...records,
    applicationId: application.id,
    actorId: application.creatorId,
    link: hiringLinks.enterpriseMessages(application.creatorId),
  });
  for (const other of await listOpenApplicantsOf(db, job.id, application.creatorId)) {
    await notify(app, db, {
      userId: other.creatorId,
      kind: 'application_not_chosen',
      params: { title: job.title },
      ...records,
      applicationId: other.id,
      link: hiringLinks.jobs(),
    });
  }
}

/** The admin declined the enterprise's recommendation: the enterprise reads why and reviews its applicants again. */
export async function noticeRecommendationDeclined(
  app: FastifyInstance,
  db: DbOrTx,
  input: { job: JobRef; application: ApplicationRow; creatorName: string; reason: string },
) {
  await notify(app, db, {
    userId: input.job.enterpriseId,
    kind: 'recommendation_declined',
    params: { title: input.job.title, name: input.creatorName, reason: input.reason },
    jobId: input.job.id,
    applicationId: input.application.id,
    actorId: input.application.creatorId,
    relatedId: String(input.application.id),
    link: hiringLinks.enterpriseApplications(input.job.id),
  });  // The creator is told too, without the admin's reason (written for the enterprise): their application is
  // open again and the enterprise may still choose them (docs/product/hiring.md).
  await notify(app, db, {
    userId: input.application.creatorId,
    kind: 'recommendation_not_approved',
    params: { title: input.job.title },
    jobId: input.job.id,
    applicationId: input.application.id,
    relatedId: String(input.application.id),
    link: hiringLinks.creatorApplications(),
  });
}
