import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobComments } from '../../db/schema/job-comments';
import { jobs } from '../../db/schema/jobs';
import { profiles } from '../../db/schema/profiles';

const commentColumns = {
  id: jobComments.id,
  content: jobComments.content,
  createdAt: jobComments.createdAt,
  authorName: profiles.name,
};

export async function jobExists(db: DbOrTx, jobId: number) {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  return !!row;
}

/** Oldest first; the author is null once that account is deleted. */
export async function listCommentsOfJob(db: DbOrTx, jobId: number) {
  return db
    .select(commentColumns)
    .from(jobComments)
    .leftJoin(profiles, eq(profiles.id, jobComments.userId))
    .where(eq(jobComments.jobId, jobId))
    .orderBy(asc(jobComments.createdAt), asc(jobComments.id));
}

export async function insertComment(db: DbOrTx, values: { jobId: number; userId: string; content: string }) {
  const [row] = await db.insert(jobComments).values(values).returning({ id: jobComments.id });
  const [comment] = await db
    .select(commentColumns)
    .from(jobComments)
    .leftJoin(profiles, eq(profiles.id, jobComments.userId))
    .where(eq(jobComments.id, row!.id));
  return comment!;
}
