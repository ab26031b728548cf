import type { FastifyInstance } from 'fastify';
import type { JobComment } from '@kalasetu/shared/admin';
import { notFound } from '../../lib/errors';
import { requireRole } from '../../lib/authorization';
import type { Actor } from '../../types/fastify';
import { insertComment, jobExists, listCommentsOfJob } from './comments.repository';

type CommentRow = Awaited<ReturnType<typeof listCommentsOfJob>>[number];

const toComment = (row: CommentRow): JobComment => ({
  id: row.id,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  authorName: row.authorName,
});

/** Comments are admin notes on a job: only admins read or write them. */
export async function listComments(app: FastifyInstance, actor: Actor, jobId: number): Promise<JobComment[]> {
  requireRole(actor, 'admin');
  if (!(await jobExists(app.db, jobId))) throw notFound('errors.jobNotFound');
  return (await listCommentsOfJob(app.db, jobId)).map(toComment);
}

export async function addComment(
  app: FastifyInstance,
  actor: Actor,
  jobId: number,
  content: string,
): Promise<JobComment> {
  requireRole(actor, 'admin');
  if (!(await jobExists(app.db, jobId))) throw notFound('errors.jobNotFound');
  return toComment(await insertComment(app.db, { jobId, userId: actor.userId, content }));
}
