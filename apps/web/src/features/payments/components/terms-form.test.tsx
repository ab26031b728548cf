/** @vitest-environment happy-dom */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Agreement } from '@kalasetu/shared/payments';
import { apiServer, useMockApi } from '../../../testing/mock-api';
import { anEnterprise } from '../../../testing/people';
import { loadEnglish, renderWithApp } from '../../../testing/render';
import { TermsForm } from './terms-form';

const agreement: Agreement = {
  id: 7,
  jobId: 42,
  jobTitle: 'Diwali catalogue shoot',
  enterprise: { id: anEnterprise().id, name: 'Silk House' },
  creator: { id: '00000000-0000-4000-8000-000000000001', name: 'Asha Rao' },
  status: 'proposed',
  version: 2,
  pricePaise: 1_500_000,
  paidPaise: 0,
  outstandingPaise: 0,
  disputed: false,
  deliverables: '40 edited photos',
  dueDate: '2026-12-20',
  acceptedAt: null,
  completedAt: null,
  payeeVpa: null,
  milestones: [],
  history: [],
};

/** Records each PUT of the terms and answers with the agreement. */
function acceptTerms() {
  const sent: unknown[] = [];
  apiServer.use(
    http.put('/api/jobs/:jobId/agreement', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ agreement });
    }),
  );
  return sent;
}

describe('the agreement terms form', () => {
  useMockApi();
  beforeAll(loadEnglish);

  it('refuses milestones that do not add up to the price, and saves once they are corrected', async () => {
    const sent = acceptTerms();
    const { user } = renderWithApp(<TermsForm agreement={agreement} />, { user: anEnterprise() });
    await user.click(screen.getByRole('button', { name: 'Add a milestone' }));
    await user.click(screen.getByRole('button', { name: 'Add a milestone' }));
    const titles = screen.getAllByLabelText(/^Milestone \d/);
    const amounts = screen.getAllByLabelText(/^Amount/);
    await user.type(titles[0]!, 'Shoot');
    await user.type(amounts[0]!, '10000');
    await user.type(titles[1]!, 'Edit');
    await user.type(amounts[1]!, '4000');
    await user.click(screen.getByRole('button', { name: 'Save and send to the creator' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The milestone amounts must add up to the price',
    );
    expect(sent).toEqual([]);

    await user.clear(amounts[1]!);
    await user.type(amounts[1]!, '5000');
    await user.click(screen.getByRole('button', { name: 'Save and send to the creator' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const shoot = { title: 'Shoot', amountPaise: 1_000_000 };
    expect(sent[0]).toMatchObject({
      pricePaise: 1_500_000,
      milestones: [shoot, { title: 'Edit', amountPaise: 500_000 }],
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not frozen by a sum error: 8,000 against a price of 9,000, corrected to 9,000, is sent', async () => {
    const sent = acceptTerms();
    const { user } = renderWithApp(<TermsForm agreement={agreement} />, { user: anEnterprise() });
    const price = screen.getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '9000');
    await user.click(screen.getByRole('button', { name: 'Add a milestone' }));
    await user.type(screen.getByLabelText(/^Milestone 1/), 'Whole shoot');
    const amount = screen.getByLabelText(/^Amount/);
    await user.type(amount, '8000');
    const save = screen.getByRole('button', { name: 'Save and send to the creator' });
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The milestone amounts must add up to the price',
    );
    // A second try without a change is refused again, and nothing is sent.
    await user.click(save);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '9,000');
    await user.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      pricePaise: 900_000,
      milestones: [{ title: 'Whole shoot', amountPaise: 900_000 }],
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the terms in paise when there are no milestones', async () => {
    const sent = acceptTerms();
    const { user } = renderWithApp(<TermsForm agreement={agreement} />, { user: anEnterprise() });
    const price = screen.getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '15,000.50');
    await user.click(screen.getByRole('button', { name: 'Save and send to the creator' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ pricePaise: 1_500_050, milestones: [] });
  });
});
