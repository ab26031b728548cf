/** @vitest-environment happy-dom */
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchJobs } from '@kalasetu/shared/api/jobs';
import { Component as FindJobs } from './jobs';
import { mockOperation, refusal, useMockApi } from '../../testing/mock-api';
import { loadEnglish, renderWithApp } from '../../testing/render';

const noJobs = {
  jobs: [],
  page: 1,
  pageSize: 12,
  hasMore: false,
  similar: false,
  count: null,
  understood: [],
};

/** The filters of the latest search the page asked the API for. */
const latest = (calls: Array<{ query: URLSearchParams }>) => calls.at(-1)!.query;

describe('Find Jobs: the search form', () => {
  useMockApi();
  beforeAll(loadEnglish);

  it('applies keyword and place on Search, trimmed, and keeps them in the address', async () => {
    const calls = mockOperation(searchJobs, noJobs);
    const { user, router } = renderWithApp(<FindJobs />, { path: '/jobs' });
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.type(screen.getByLabelText('Keyword'), '  wedding shoot ');
    await user.type(screen.getByLabelText('Location'), 'Mysuru ');
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(latest(calls).get('q')).toBe('wedding shoot'));
    expect(latest(calls).get('location')).toBe('Mysuru');
    expect(router.state.location.search).toBe('?q=wedding+shoot&location=Mysuru');
  });

  it('applies a category and skills at once, counts them on the Filters button, and clears them but not the words', async () => {
    const calls = mockOperation(searchJobs, noJobs);
    const { user } = renderWithApp(<FindJobs />, { path: '/jobs?q=saree' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'photography');
    await waitFor(() => expect(latest(calls).get('category')).toBe('photography'));
    await user.click(screen.getByRole('button', { name: /^Drone/ }));
    await waitFor(() => expect(latest(calls).getAll('skills')).toEqual(['drone-operation']));
    expect(screen.getByRole('button', { name: 'Filters (2)' }).getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(latest(calls).has('category')).toBe(false));
    expect(latest(calls).getAll('skills')).toEqual([]);
    expect(latest(calls).get('q')).toBe('saree');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('re-sorts at once and asks for the first page again', async () => {
    const calls = mockOperation(searchJobs, noJobs);
    const { user } = renderWithApp(<FindJobs />, { path: '/jobs' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'budget');
    await waitFor(() => expect(latest(calls).get('sort')).toBe('budget'));
    expect(latest(calls).get('page')).toBe('1');
  });

  it('says so when the visitor searches faster than the server answers, and searches again on Try again', async () => {
    let refused = true;
    mockOperation(searchJobs, () =>
      refused
        ? refusal(
            429,
            'rate_limited',
            'You are searching faster than we can answer. Please wait a moment and try again.',
          )
        : HttpResponse.json(noJobs),
    );
    const { user } = renderWithApp(<FindJobs />, { path: '/jobs?q=saffron' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You are searching faster than we can answer.',
    );
    refused = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
