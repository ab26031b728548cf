import type { JobSummary } from '@kalasetu/shared/jobs';

const DAY_MS = 86_400_000;

/** Titles and descriptions come translated from the caller. */
export interface SampleText {
  title: string;
  description: string;
}

/**
 * The built-in sample jobs the original shows when the job list cannot be loaded. Dates are relative to now so
 * the badges behave like real ones; ids are negative because these jobs do not exist.
 */
export function sampleJobs(texts: [SampleText, SampleText], now = Date.now()): JobSummary[] {
  const base = {
    status: 'open',
    budgetCurrency: 'INR',
    enterpriseId: '00000000-0000-0000-0000-000000000000',
    enterpriseVerified: false,
    applicantCount: 0,
  };
  return [
    {
      ...base,
      id: -1,
      ...texts[0],
      location: 'Nashik, Maharashtra',
      budgetMin: 15_000,
      budgetMax: 30_000,
      skills: ['Photography', 'Photo Editing'],
      deadline: new Date(now + 14 * DAY_MS).toISOString(),
      createdAt: new Date(now - 1 * DAY_MS).toISOString(),
      enterpriseName: 'Sahyadri Organic Farms',
    },
    {
      ...base,
      id: -2,
      ...texts[1],
      location: 'Dharwad, Karnataka',
      budgetMin: 25_000,
      budgetMax: 45_000,
      skills: ['Videography', 'Video Editing', 'Social Media'],
      deadline: new Date(now + 5 * DAY_MS).toISOString(),
      createdAt: new Date(now - 4 * DAY_MS).toISOString(),
      enterpriseName: 'Dharwad Handloom Collective',
    },
  ];
}
