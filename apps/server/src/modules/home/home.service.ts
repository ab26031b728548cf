import type { FastifyInstance } from 'fastify';
import type { HomeResponse, JobSummary } from '@kalasetu/shared/home';
import { HOME_CREATORS_LIMIT, HOME_JOBS_LIMIT, HOME_SHOWCASE_LIMIT } from '@kalasetu/shared/limits';
import type { jobs } from '../../db/schema/jobs';
import { toCreatorSummary } from '../profiles/profiles.service';
import { toShowcaseItem } from '../showcase/showcase.service';
import { marketplaceCounts, newestCreators, newestOpenJobs, newestShowcase } from './home.repository';

export function toJobSummary(row: {
  job: typeof jobs.$inferSelect;
  enterpriseName: string | null;
  applicantCount: number;
}): JobSummary {
  const { job } = row;
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    status: job.status,
    location: job.location,
    budgetMin: job.budgetMin,
    budgetMax: job.budgetMax,
    budgetCurrency: job.budgetCurrency,
    skills: job.skills,
    deadline: job.deadline?.toISOString() ?? null,
    createdAt: job.createdAt.toISOString(),
    enterpriseId: job.enterpriseId,
    enterpriseName: row.enterpriseName,
    applicantCount: Number(row.applicantCount),
  };
}

export async function getHome(app: FastifyInstance): Promise<HomeResponse> {
  const [jobRows, creators, showcase, counts] = await Promise.all([
    newestOpenJobs(app.db, HOME_JOBS_LIMIT),
    newestCreators(app.db, HOME_CREATORS_LIMIT),
    newestShowcase(app.db, HOME_SHOWCASE_LIMIT),
    marketplaceCounts(app.db),
  ]);
  return {
    jobs: jobRows.map(toJobSummary),
    creators: creators.map(toCreatorSummary),
    showcase: showcase.map(toShowcaseItem),
    counts,
  };
}
