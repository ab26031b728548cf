/** @vitest-environment happy-dom */
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listOwnJobs } from '@kalasetu/shared/api/jobs';
import { PAGED_LIST_SIZE, REDIRECT_AFTER_LOGIN_KEY } from '@kalasetu/shared/limits';
import { JOB_STATUSES, type JobStatus } from '@kalasetu/shared/roles';
import { mockOperation, useMockApi } from '../../../testing/mock-api';
import { aCreator, anEnterprise } from '../../../testing/people';
import { loadEnglish, renderWithApp } from '../../../testing/render';
import { InviteButton } from './invite-button';

const creator = { id: '00000000-0000-4000-8000-00000000000c', name: 'Kavya Hegde' };
const profilePath = `/creators/${creator.id}`;
const noOpenJobs = {
  jobs: [],
  counts: Object.fromEntries(JOB_STATUSES.map((status) => [status, 0])) as Record<JobStatus, number>,
  page: 1,
  pageSize: PAGED_LIST_SIZE,
};

describe('Invite to a job, on a creator profile', () => {
  useMockApi();
  beforeAll(loadEnglish);
  beforeEach(() => sessionStorage.clear());

  it('asks a visitor to sign in or create a business account, to come back to the invitation', async () => {
    const { user, router } = renderWithApp(<InviteButton creator={creator} />, { path: profilePath });
    await user.click(await screen.findByRole('button', { name: 'Invite to a job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Kavya Hegde to a job' });
    expect(dialog.textContent).toContain('Sign in');
    await user.click(screen.getByRole('link', { name: 'Create a business account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/enterprise'));
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe(`${profilePath}?invite=1`);
  });

  it('opens the invitation for an enterprise coming back, once, and drops the mark from the address', async () => {
    mockOperation(listOwnJobs, noOpenJobs);
    const { router } = renderWithApp(<InviteButton creator={creator} />, {
      path: `${profilePath}?invite=1`,
      user: anEnterprise(),
    });
    // The dialog's code loads when first opened.
    await screen.findByRole('dialog', { name: 'Invite Kavya Hegde to apply' }, { timeout: 10_000 });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // With no open job yet, posting one comes back here with the invitation open.
    const post = await screen.findByRole('link', { name: 'Post a job' });
    expect(post.getAttribute('href')).toBe(`/post-job?next=${encodeURIComponent(`${profilePath}?invite=1`)}`);
  });

  it('asks only for open jobs, and says when the list holds just the newest of them', async () => {
    const job = (id: number) => ({ id, title: `Open job ${id}` });
    const calls = mockOperation(listOwnJobs, {
      ...noOpenJobs,
      // Two of 25 open jobs stand for the first page; only the fields the dialog reads matter here.
      jobs: [job(25), job(24)] as never,
      counts: { ...noOpenJobs.counts, open: 25 },
    });
    renderWithApp(<InviteButton creator={creator} />, {
      path: `${profilePath}?invite=1`,
      user: anEnterprise(),
    });
    await screen.findByRole('dialog', { name: 'Invite Kavya Hegde to apply' }, { timeout: 10_000 });
    const select = await screen.findByRole('combobox', { name: /Job/ });
    expect(select.textContent).toContain('Open job 25');
    expect(screen.getByText('Your 2 newest open jobs are listed.')).toBeTruthy();
    expect(calls[0]!.query.get('status')).toBe('open');
  });

  it('offers creators nothing, and drops the mark for them too', async () => {
    const { router } = renderWithApp(<InviteButton creator={creator} />, {
      path: `${profilePath}?invite=1`,
      user: aCreator(),
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('button', { name: 'Invite to a job' })).toBeNull();
  });
});
