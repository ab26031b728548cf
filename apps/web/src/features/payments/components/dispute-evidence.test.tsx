/** @vitest-environment happy-dom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addEvidenceNote,
  adminInvoices,
  adminPayments,
  getDispute,
  resolveDispute,
} from '@kalasetu/shared/api/payments';
import type { Agreement, DisputeResponse, Payment } from '@kalasetu/shared/payments';
import { mockOperation, useMockApi } from '../../../testing/mock-api';
import { aCreator, anEnterprise } from '../../../testing/people';
import { loadEnglish, renderWithApp } from '../../../testing/render';
import { AdminPaymentsTab } from './admin-payments-tab';
import { DisputeEvidence } from './dispute-evidence';

const payment: Payment = {
  id: 31,
  milestoneId: 5,
  amountPaise: 900_000,
  method: 'upi',
  utr: '412345678901',
  gatewayPaymentId: null,
  transferStatus: null,
  status: 'disputed',
  payerName: 'Silk House',
  payeeName: 'Asha Rao',
  payeeVpa: 'asha@okaxis',
  recordedAt: '2026-11-20T10:00:00.000Z',
  confirmedAt: null,
  disputeNote: 'Nothing arrived in my account.',
  resolution: null,
  resolutionNote: null,
  resolvedAt: null,
};

const agreement: Agreement = {
  id: 7,
  jobId: 42,
  jobTitle: 'Diwali catalogue shoot',
  enterprise: { id: anEnterprise().id, name: 'Silk House' },
  creator: { id: aCreator().id, name: 'Asha Rao' },
  status: 'approved',
  version: 1,
  pricePaise: 900_000,
  paidPaise: 0,
  outstandingPaise: 900_000,
  disputed: true,
  deliverables: '40 edited photos',
  dueDate: '2026-12-20',
  acceptedAt: '2026-11-01T10:00:00.000Z',
  completedAt: null,
  payeeVpa: 'asha@okaxis',
  milestones: [],
  history: [
    {
      id: 1,
      action: 'payment_disputed',
      actorName: 'Asha Rao',
      actorRole: 'creator',
      details: {},
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  ],
};

const dispute: DisputeResponse = {
  payment,
  agreement,
  milestoneTitle: '',
  messages: [
    { senderName: 'Silk House', content: 'Paid on the 20th by UPI.', createdAt: '2026-11-20T11:00:00.000Z' },
  ],
  evidence: [
    {
      id: 1,
      side: 'enterprise',
      authorName: 'Silk House',
      note: 'Our bank shows the debit on the 20th.',
      file: null,
      createdAt: '2026-11-21T12:00:00.000Z',
    },
    {
      id: 2,
      side: 'creator',
      authorName: 'Asha Rao',
      note: null,
      file: { name: 'बैंक-स्टेटमेंट.pdf', contentType: 'application/pdf', sizeBytes: 20_480 },
      createdAt: '2026-11-21T13:00:00.000Z',
    },
  ],
};

describe('a dispute’s evidence', () => {
  useMockApi();
  beforeAll(loadEnglish);

  it('shows both sides to a party, and sends the party’s note for the admin', async () => {
    mockOperation(getDispute, dispute);
    const notes = mockOperation(addEvidenceNote, dispute);
    const { user } = renderWithApp(<DisputeEvidence paymentId={31} viewer="creator" />, { user: aCreator() });
    const enterprise = await screen.findByTestId('evidence-enterprise');
    expect(enterprise.textContent).toContain('Our bank shows the debit on the 20th.');
    const creator = screen.getByTestId('evidence-creator');
    expect(within(creator).getByRole('link', { name: 'बैंक-स्टेटमेंट.pdf' }).getAttribute('href')).toBe(
      '/api/payments/31/evidence/2/file',
    );
    // A party does not read the conversation as evidence here: that is the admin's record.
    expect(screen.queryByTestId('dispute-messages')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(notes).toEqual([]);
    await user.type(screen.getByLabelText(/^Your note for the admin/), 'The UTR is not in my statement.');
    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    await waitFor(() => expect(notes).toHaveLength(1));
    expect(notes[0]).toMatchObject({
      params: { id: '31' },
      body: { note: 'The UTR is not in my statement.' },
    });
  });

  it('refuses a file of a type the server would refuse, without sending it', async () => {
    mockOperation(getDispute, dispute);
    renderWithApp(<DisputeEvidence paymentId={31} viewer="enterprise" />, { user: anEnterprise() });
    const picker = await screen.findByTestId('evidence-file');
    const file = new File(['x'], 'run.exe', { type: 'application/x-msdownload' });
    // Past the picker's own filter, as a phone's file manager may let it through: the page still says no.
    fireEvent.change(picker, { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/./);
  });

  it('gives the admin the record beside the outcome buttons, and checks a part-paid amount first', async () => {
    mockOperation(adminPayments, {
      agreements: [],
      disputes: [{ payment, jobId: 42, jobTitle: 'Diwali catalogue shoot', milestoneTitle: '', history: [] }],
    });
    mockOperation(getDispute, dispute);
    mockOperation(adminInvoices, { invoices: [] });
    const resolved = mockOperation(resolveDispute, { agreement });
    const { user } = renderWithApp(<AdminPaymentsTab />, { path: '/admin?tab=payments' });
    await screen.findByTestId('evidence-enterprise');
    expect(screen.getByTestId('dispute-messages').textContent).toContain('Paid on the 20th by UPI.');
    expect(screen.getByText(/^History \(1\)/)).toBeTruthy();

    await user.type(screen.getByLabelText(/^Your decision/), 'The statement shows ₹6,000 only.');
    await user.type(screen.getByLabelText(/^Amount received/), '12000');
    await user.click(screen.getByRole('button', { name: 'Part paid: the amount above' }));
    expect(await screen.findByText('Enter an amount above zero and up to what was recorded')).toBeTruthy();
    expect(resolved).toEqual([]);

    await user.clear(screen.getByLabelText(/^Amount received/));
    await user.type(screen.getByLabelText(/^Amount received/), '6000');
    await user.click(screen.getByRole('button', { name: 'Part paid: the amount above' }));
    await waitFor(() => expect(resolved).toHaveLength(1));
    expect(resolved[0]!.body).toEqual({
      outcome: 'part_paid',
      amountPaise: 600_000,
      note: 'The statement shows ₹6,000 only.',
    });
  });
});
