import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { applications } from '../schema/applications';
import { jobs } from '../schema/jobs';
import { messages } from '../schema/messages';
import { notifications } from '../schema/notifications';
import { ratings } from '../schema/ratings';
import type { JobCategory } from '@kalasetu/shared/job-categories';
import { DAY, type EnterpriseKey } from './demo-people';

/**
 * What the demo people have already done: applications in every status, one job assigned, a conversation, unread
 * notifications and ratings (with the profiles' rating aggregates brought up to date).
 */
export async function insertDemoActivity(
  db: DbOrTx,
  ids: { enterpriseIds: Record<EnterpriseKey, string>; creatorIds: Record<string, string>; jobIds: number[] },
  now: number,
): Promise<{ assignedJobId: number; finishedJobIds: number[] }> {
  const { enterpriseIds, creatorIds } = ids;
  const finishedJobIds: number[] = [];
  const jobId = (index: number) => ids.jobIds[index]!;
  // One job already assigned, so dashboards, messaging and statistics have something real to show.
  const arjun = creatorIds.arjun!;
  await db
    .update(jobs)
    .set({ status: 'assigned', selectedApplicantId: arjun, assignedAt: new Date(now - 2 * DAY) })
    .where(sql`${jobs.id} = ${jobId(2)}`);
  await db.insert(applications).values([
    {
      jobId: jobId(2),
      creatorId: arjun,
      proposedPrice: 32000,
      coverLetter: 'I have shot catalogues for two handloom brands in Karnataka.',
      status: 'accepted',
      createdAt: new Date(now - 3 * DAY),
    },
    {
      jobId: jobId(0),
      creatorId: creatorIds.sandeep!,
      proposedPrice: 18000,
      coverLetter: 'I live in Nashik and can shoot at your farm this week.',
      status: 'pending',
    },
    {
      jobId: jobId(0),
      creatorId: arjun,
      proposedPrice: 25000,
      coverLetter: 'Bright, natural-light product photography is my speciality.',
      status: 'recommended',
    },
    {
      jobId: jobId(3),
      creatorId: creatorIds.kavya!,
      proposedPrice: 12000,
      coverLetter: 'ನಾನು ಹುಬ್ಬಳ್ಳಿಯವಳು; ನೇಕಾರರ ರೀಲ್ಸ್ ಮಾಡಿದ ಅನುಭವವಿದೆ.',
      status: 'pending',
    },
    {
      jobId: jobId(4),
      creatorId: creatorIds.lakshmi!,
      proposedPrice: 55000,
      coverLetter: 'Licensed drone pilot; coastal shoots are my favourite.',
      status: 'rejected',
    },
  ]);
  await db.insert(messages).values([
    {
      senderId: enterpriseIds.dharwad,
      receiverId: arjun,
      content: 'Welcome aboard! Can you come to our Dharwad unit on Monday?',
      read: true,
      createdAt: new Date(now - 2 * DAY),
    },
    {
      senderId: arjun,
      receiverId: enterpriseIds.dharwad,
      content: 'Yes, Monday 10 am works. I will bring lights and a backdrop.',
      read: false,
      createdAt: new Date(now - 1.9 * DAY),
    },
  ]);
  await db.insert(notifications).values([
    {
      userId: arjun,
      type: 'application_status',
      kind: 'assigned',
      params: { title: 'Handloom saree catalogue shoot' },
      jobId: jobId(2),
      actorId: enterpriseIds.dharwad,
      relatedId: String(jobId(2)),
      link: `/jobs/${jobId(2)}`,
      read: false,
    },
    {
      userId: enterpriseIds.dharwad,
      type: 'new_message',
      kind: 'new_message',
      params: { name: 'Arjun Deshpande' },
      actorId: arjun,
      relatedId: arjun,
      link: '/enterprise-dashboard?tab=messages',
      read: false,
    },
  ]);
  // Ratings need a job the two worked on together (docs/product/ratings.md): each comes from a finished job.
  // Finished months ago, spread out, so histories read like real ones; each rating came a few days after delivery.
  const finishedJob = async (
    enterprise: EnterpriseKey,
    creatorId: string,
    title: string,
    ageDays: number,
    category: JobCategory,
  ) => {
    const [row] = await db
      .insert(jobs)
      .values({
        enterpriseId: enterpriseIds[enterprise],
        title,
        description: `${title}, delivered and paid.`,
        location: 'Karnataka',
        budgetMin: 15000,
        budgetMax: 25000,
        skills: [category === 'photography' ? 'photography' : category === 'design' ? 'graphic-design' : 'social-media'],
        category,
        status: 'completed',
        selectedApplicantId: creatorId,
        assignedAt: new Date(now - (ageDays - 5) * DAY),
        createdAt: new Date(now - ageDays * DAY),
      })
      .returning({ id: jobs.id });
    finishedJobIds.push(row!.id);
    return row!.id;
  };
  const ratingRows = [
    {
      raterId: enterpriseIds.dharwad,
      ratedId: arjun,
      jobId: await finishedJob('dharwad', arjun, 'Festival collection photographs', 200, 'photography'),
      value: 5,
      comment: 'Punctual and the photographs were beautiful.',
      createdAt: new Date(now - 180 * DAY),
    },
    {
      raterId: enterpriseIds.sahyadri,
      ratedId: arjun,
      jobId: await finishedJob('sahyadri', arjun, 'Grape harvest product photos', 120, 'photography'),
      value: 4,
      comment: 'Good work, quick delivery.',
      createdAt: new Date(now - 100 * DAY),
    },
    {
      raterId: enterpriseIds.dharwad,
      ratedId: creatorIds.kavya!,
      jobId: await finishedJob('dharwad', creatorIds.kavya!, 'Instagram reels for the new range', 75, 'social-media'),
      value: 5,
      comment: 'Our reels reached thousands of new buyers.',
      createdAt: new Date(now - 58 * DAY),
    },
    {
      raterId: enterpriseIds.coastal,
      ratedId: creatorIds.lakshmi!,
      jobId: await finishedJob('coastal', creatorIds.lakshmi!, 'Seafood packaging design', 40, 'design'),
      value: 4,
      comment: null,
      createdAt: new Date(now - 25 * DAY),
    },
  ];
  await db.insert(ratings).values(ratingRows);
  await db.execute(sql`
    update profiles p set rating_average = coalesce(r.avg, 0), rating_count = coalesce(r.n, 0)
    from (select rated_id, round(avg(value)::numeric, 2) as avg, count(*)::int as n from ratings group by rated_id) r
    where r.rated_id = p.id`);
  return { assignedJobId: jobId(2), finishedJobIds };
}
