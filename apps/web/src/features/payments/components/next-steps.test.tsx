/** @vitest-environment happy-dom */
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { listNextSteps } from '@kalasetu/shared/api/payments';
import { mockOperation, useMockApi } from '../../../testing/mock-api';
import { aCreator } from '../../../testing/people';
import { loadEnglish, renderWithApp } from '../../../testing/render';
import { NextSteps } from './next-steps';

describe('the next steps a dashboard leads with', () => {
  useMockApi();
  beforeAll(loadEnglish);

  it('says each step in a sentence that links to where it is taken', async () => {
    mockOperation(listNextSteps, {
      steps: [
        {
          kind: 'accept_agreement',
          jobId: 4,
          jobTitle: 'Saree shoot',
          part: null,
          amountPaise: 900_000,
          link: '/jobs/4/agreement',
        },
        {
          kind: 'deliver_part',
          jobId: 5,
          jobTitle: 'Spice reel',
          part: 2,
          amountPaise: 300_000,
          link: '/jobs/5/agreement',
        },
        {
          kind: 'confirm_payment',
          jobId: 6,
          jobTitle: 'Loom film',
          part: null,
          amountPaise: 150_000,
          link: '/jobs/6/agreement',
        },
      ],
    });
    renderWithApp(<NextSteps />, { user: aCreator() });
    const accept = await screen.findByRole('link', {
      name: 'An agreement waits for you: Saree shoot (₹9,000)',
    });
    expect(accept.getAttribute('href')).toBe('/jobs/4/agreement');
    expect(screen.getByRole('link', { name: 'Deliver part 2: Spice reel' }).getAttribute('href')).toBe(
      '/jobs/5/agreement',
    );
    expect(screen.getByRole('link', { name: 'Confirm the payment of ₹1,500: Loom film' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your next steps' })).toBeTruthy();
  });

  it('shows nothing when there is nothing to do', async () => {
    const calls = mockOperation(listNextSteps, { steps: [] });
    const { container } = renderWithApp(<NextSteps />, { user: aCreator() });
    await screen.findByText((_, element) => element === container || calls.length > 0);
    expect(screen.queryByTestId('next-steps')).toBeNull();
  });
});
