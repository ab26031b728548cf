/** @vitest-environment happy-dom */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { listCreatorApplications, listEnterpriseApplications } from '@kalasetu/shared/api/applications';
import { searchJobs } from '@kalasetu/shared/api/jobs';
import { listPortfolio } from '@kalasetu/shared/api/portfolio';
import type { ApplicationWithCreator, ApplicationWithJob } from '@kalasetu/shared/applications';
import { PAGED_LIST_SIZE } from '@kalasetu/shared/limits';
import { HttpResponse } from 'msw';
import { mockOperation, useMockApi } from '../../../testing/mock-api';
import { aCreator, anEnterprise } from '../../../testing/people';
import { loadEnglish, renderWithApp } from '../../../testing/render';
import { CreatorDashboard } from './creator-dashboard';
import { EnterpriseApplications } from './enterprise-applications';

const creatorId = '00000000-0000-4000-8000-00000000000c';
const applicant = (id: number, jobId: number): ApplicationWithCreator => ({
  id,
  jobId,
  creatorId,
  coverLetter: `Letter ${id}`,
  proposedPrice: 1000 + id,
  status: 'pending',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  jobTitle: `Job ${jobId}`,
  declineReason: null,
  creator: {
    id: creatorId,
    name: 'Kavya Hegde',
    avatarUrl: null,
    location: 'Dharwad',
    skills: [],
    isVerified: false,
    ratingAverage: 0,
    ratingCount: 0,
    samples: [],
  },
});
const counts = (pending: number, rest = 0) => ({
  pending,
  recommended: rest,
  accepted: rest,
  rejected: rest,
});

describe('dashboard lists, a page at a time', () => {
  useMockApi();
  beforeAll(loadEnglish);

  it("pages through an enterprise's applicants, and starts one job's applicants at their first page", async () => {
    // Job 7's applicants are held back until the test lets them go: what shows while they load is checked.
    let releaseJob: () => void = () => {};
    const jobReleased = new Promise<void>((resolve) => (releaseJob = resolve));
    const calls = mockOperation(listEnterpriseApplications, async ({ query }) => {
      const page = Number(query.get('page'));
      const jobId = Number(query.get('jobId')) || null;
      if (jobId) await jobReleased;
      // 23 applicants in all; 2 to job 7.
      const ids = jobId ? [2, 1] : Array.from({ length: 23 }, (_, i) => 23 - i);
      const rows = ids.slice((page - 1) * PAGED_LIST_SIZE, page * PAGED_LIST_SIZE);
      return HttpResponse.json({
        applications: rows.map((id) => applicant(id, jobId ?? id)),
        counts: counts(ids.length),
        page,
        pageSize: PAGED_LIST_SIZE,
      });
    });
    const { user, router } = renderWithApp(<EnterpriseApplications />, {
      path: '/enterprise-dashboard?tab=applications',
      user: anEnterprise(),
    });
    expect(await screen.findAllByTestId('applicant-card')).toHaveLength(PAGED_LIST_SIZE);
    const pages = screen.getByRole('navigation', { name: 'Pages of applicants' });
    expect(pages.textContent).toContain('Page 1 of 2');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('applicant-card')).toHaveLength(3));
    expect(calls.at(-1)!.query.get('page')).toBe('2');
    expect(screen.getByText('Letter 1')).toBeTruthy();

    // An "applied" notice opens one job's applicants: the server filters them, from their first page.
    await router.navigate('/enterprise-dashboard?tab=applications&job=7');
    // While they load, the other list's applicants are not shown as this job's.
    await screen.findByText('Loading...');
    expect(screen.queryAllByTestId('applicant-card')).toHaveLength(0);
    releaseJob();
    await waitFor(() => expect(screen.getAllByTestId('applicant-card')).toHaveLength(2));
    expect(calls.at(-1)!.query.get('jobId')).toBe('7');
    expect(calls.at(-1)!.query.get('page')).toBe('1');
    expect(screen.queryByRole('navigation', { name: 'Pages of applicants' })).toBeNull();
  });

  it("counts a creator's applications from the server's counts, not from the page it holds", async () => {
    const row: ApplicationWithJob = {
      id: 1,
      jobId: 9,
      creatorId,
      proposedPrice: 1500,
      status: 'pending',
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-01T09:00:00.000Z',
      job: {
        id: 9,
        title: 'Coir mat catalogue',
        status: 'open',
        enterpriseId: '00000000-0000-4000-8000-0000000000e1',
        enterpriseName: 'Alleppey Coir Works',
        budgetMin: 1000,
        budgetMax: 2000,
      },
    };
    mockOperation(listCreatorApplications, {
      applications: [row],
      counts: { pending: 41, recommended: 2, accepted: 7, rejected: 30 },
      page: 1,
      pageSize: PAGED_LIST_SIZE,
    });
    mockOperation(searchJobs, {
      jobs: [],
      page: 1,
      pageSize: 10,
      hasMore: false,
      similar: false,
      count: null,
      understood: [],
    });
    mockOperation(listPortfolio, { items: [] });
    renderWithApp(
      <CreatorDashboard
        user={aCreator()}
        messages={null}
        notifications={null}
        invitations={null}
        portfolio={null}
        agreements={null}
        onEditProfile={() => {}}
      />,
      { path: '/dashboard', user: aCreator() },
    );
    await waitFor(() => expect(screen.getByTestId('count-pending').textContent).toBe('41'));
    expect(screen.getByTestId('count-accepted').textContent).toBe('7');
    expect(screen.getByTestId('count-rejected').textContent).toBe('30');
  });
});
