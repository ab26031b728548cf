import type { FastifyInstance } from 'fastify';
import type { JobComment } from '@kalasetu/shared/admin';
import { forbidden, notFound } from '../../lib/errors';
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
function requireAdmin(actor: Actor) {
  if (actor.role !== 'admin') throw forbidden();
}

export async function listComments(app: FastifyInstance, actor: Actor, jobId: number): Promise<JobComment[]> {
  requireAdmin(actor);
  if (!(await jobExists(app.db, jobId))) throw notFound('errors.jobNotFound');
  return (await listCommentsOfJob(app.db, jobId)).map(toComment);
}

export async function addComment(
  app: FastifyInstance,
  actor: Actor,
  jobId: number,
  content: string,
): Promise<JobComment> {
  requireAdmin(actor);
  if (!(await jobExists(app.db, jobId))) throw notFound('errors.jobNotFound');
  return toComment(await insertComment(app.db, { jobId, userId: actor.userId, content }));
}
