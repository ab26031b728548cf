import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Agreement } from '@kalasetu/shared/payments';
import { injectAs, makeCreator, makeEnterprise, makeJob, type TestUser } from '../../test/factories';

/** 12 digits, unique per call, for recording payments in tests. */
export const newUtr = () =>
  String(Date.now() % 1e6).padStart(6, '0') + String(Math.floor(Math.random() * 1e6)).padStart(6, '0');

export interface Deal {
  enterprise: TestUser;
  creator: TestUser;
  jobId: number;
}

/**
 * An enterprise's job, a creator's proposal of ₹15,000 and an admin's assignment: the agreement is drafted. The
 * creator has a payout UPI ID unless `withVpa` is false.
 */
export async function hire(app: FastifyInstance, admin: TestUser, withVpa = true): Promise<Deal> {
  const [enterprise, creator] = await Promise.all([
    makeEnterprise(app, { companyName: `Firm ${randomUUID().slice(0, 6)}` }),
    makeCreator(app, { name: `Creator ${randomUUID().slice(0, 6)}` }),
  ]);
  const job = await makeJob(app, enterprise.id, { deadline: new Date('2030-01-15T00:00:00Z') });
  const applied = await injectAs(app, creator, {
    method: 'POST',
    url: `/api/jobs/${job.id}/applications`,
    payload: { proposedPrice: '15000', coverLetter: 'I shoot products in daylight.' },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const assigned = await injectAs(app, admin, {
    method: 'PUT',
    url: `/api/jobs/${job.id}/assignment`,
    payload: { creatorId: creator.id },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  if (withVpa) {
    const saved = await injectAs(app, creator, {
      method: 'PUT',
      url: '/api/me/payout',
      payload: { vpa: 'Asha.K@okicici' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { enterprise, creator, jobId: job.id };
}

export async function agreementOf(app: FastifyInstance, user: TestUser, jobId: number): Promise<Agreement> {
  const response = await injectAs(app, user, { method: 'GET', url: `/api/jobs/${jobId}/agreement` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().agreement as Agreement;
}

/** Sends a write with a fresh Idempotency-Key unless one is given. */
export function act(
  app: FastifyInstance,
  user: TestUser | null,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  key: string = randomUUID(),
) {
  return injectAs(app, user, {
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: { 'idempotency-key': key },
  });
}

/** The whole job's amount in the deals these fixtures make (₹15,000). */
export const DEAL_PAISE = 1_500_000;

/** The creator accepts the terms as it reads them now: their version goes with the accept. */
export async function accept(app: FastifyInstance, creator: TestUser, jobId: number, key?: string) {
  const { version } = await agreementOf(app, creator, jobId);
  return act(app, creator, 'POST', `/api/jobs/${jobId}/agreement/accept`, { version }, key);
}

/** From assignment to an agreement the creator accepted: one part (the whole job, ₹15,000), still to do. */
export async function acceptedDeal(app: FastifyInstance, admin: TestUser, withVpa = true) {
  const deal = await hire(app, admin, withVpa);
  expect((await accept(app, deal.creator, deal.jobId)).statusCode).toBe(200);
  const [part] = (await agreementOf(app, deal.enterprise, deal.jobId)).milestones;
  return { ...deal, milestoneId: part!.id };
}

/** From assignment to an accepted agreement with the whole job delivered and approved (₹15,000, one part). */
export async function approvedDeal(app: FastifyInstance, admin: TestUser, withVpa = true) {
  const deal = await acceptedDeal(app, admin, withVpa);
  const delivered = await act(app, deal.creator, 'POST', `/api/milestones/${deal.milestoneId}/deliver`, {
    note: 'All photos',
    links: [],
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
  expect(
    (
      await act(app, deal.enterprise, 'POST', `/api/milestones/${deal.milestoneId}/approve`, {
        amountPaise: DEAL_PAISE,
      })
    ).statusCode,
  ).toBe(200);
  return deal;
}

/** A small PDF: its header is all the server reads to know it (it stores files as sent). */
export const samplePdf = (text = 'Contact sheet') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Title (${text}) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
