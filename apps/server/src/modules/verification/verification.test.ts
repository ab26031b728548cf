import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { translate } from '@kalasetu/shared/messages';
import { gstinCheckChar } from '@kalasetu/shared/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/profiles';
import { verificationRequests } from '../../db/schema/verification-requests';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';
import { recordDeliveries } from '../../test/deliveries';
import {
  givePhone,
  injectAs,
  makeAdmin,
  makeCreator,
  makeEnterprise,
  type TestUser,
} from '../../test/factories';
import { holdMailPasses } from '../../test/mail-passes';
import { samplePdf } from '../payments/payments.fixtures';
import { multipart } from '../portfolio/portfolio.fixtures';
import { setLanguage } from '../accounts/accounts.service';
import { sendDueNotices } from '../outbound/outbound.service';

/** A GSTIN with a correct check character, different each call (29: Karnataka). */
function validGstin(): string {
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const first14 = `29ABCDE${digits}F1Z`;
  return `${first14}${gstinCheckChar(first14)}`;
}

describe('verification with evidence', () => {
  let app: FastifyInstance;
  let admin: TestUser;
  let release: () => Promise<void>;
  let deliveries: ReturnType<typeof recordDeliveries>;
  beforeAll(async () => {
    release = await holdMailPasses();
    app = await buildTestApp();
    admin = await makeAdmin(app);
    deliveries = recordDeliveries(app);
  });
  afterAll(async () => {
    await app.close();
    await release();
  });

  const sendBusiness = (user: TestUser, payload: object) =>
    injectAs(app, user, { method: 'POST', url: '/api/me/verification', payload });
  const sendIdentity = (
    user: TestUser,
    fields: Record<string, string>,
    content = samplePdf('Aadhaar card'),
  ) => {
    const form = multipart({ filename: 'aadhaar.pdf', content, contentType: 'application/pdf' }, fields);
    return injectAs(app, user, {
      method: 'POST',
      url: '/api/me/verification/identity',
      payload: form.payload,
      headers: form.headers,
    });
  };
  const decide = (user: TestUser | null, id: number, payload: object) =>
    injectAs(app, user, { method: 'POST', url: `/api/admin/verifications/${id}/decision`, payload });
  const myVerification = async (user: TestUser) =>
    (await injectAs(app, user, { method: 'GET', url: '/api/me/verification' })).json();

  it('takes a GSTIN with a right check character or a Udyam number, from enterprises only, one at a time', async () => {
    const firm = await makeEnterprise(app);
    const gstin = validGstin();
    const wrongCheck = `${gstin.slice(0, 14)}${gstin[14] === 'A' ? 'B' : 'A'}`;
    expect((await sendBusiness(firm, { evidence: 'gstin', gstin: wrongCheck })).statusCode).toBe(400);
    expect((await sendBusiness(firm, { evidence: 'udyam', udyam: 'UDYAM-KR-1-123' })).statusCode).toBe(400);
    expect((await sendBusiness(await makeCreator(app), { evidence: 'gstin', gstin })).statusCode).toBe(403);
    const sent = await sendBusiness(firm, { evidence: 'gstin', gstin: gstin.toLowerCase() });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().request).toMatchObject({ evidence: 'gstin', status: 'pending', gstin });
    const again = await sendBusiness(firm, { evidence: 'udyam', udyam: 'UDYAM-KR-03-0012345' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('verification_pending');
  });

  it('keeps only the last four characters of a typed Aadhaar number, and the document only for admins', async () => {
    const creator = await makeCreator(app);
    const sent = await sendIdentity(creator, { documentType: 'aadhaar', documentNumber: '2345 6789 0123' });
    expect(sent.statusCode).toBe(201);
    expect(JSON.stringify(sent.json())).not.toContain('234567890123');
    const { id } = sent.json().request as { id: number };
    const [row] = await app.db.select().from(verificationRequests).where(eq(verificationRequests.id, id));
    expect(row!.documentLast4).toBe('0123');
    expect(JSON.stringify(row)).not.toMatch(/2345\s?6789/);
    // Stored privately: its key names no public folder.
    expect(row!.documentKey).toMatch(/^private\/verifications\//);

    const open = (user: TestUser | null) =>
      injectAs(app, user, { method: 'GET', url: `/api/admin/verifications/${id}/document` });
    const asAdmin = await open(admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.equals(samplePdf('Aadhaar card'))).toBe(true);
    expect(asAdmin.headers['content-disposition']).toMatch(/^attachment/);
    for (const someone of [creator, await makeCreator(app), await makeEnterprise(app)])
      expect((await open(someone)).statusCode).toBe(404);
    expect((await open(null)).statusCode).toBe(401);
    // Refuses what is neither a picture nor a PDF, whatever its name says.
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const other = await makeCreator(app);
    expect((await sendIdentity(other, { documentType: 'pan' }, html)).statusCode).toBe(415);
    expect((await sendIdentity(await makeEnterprise(app), { documentType: 'pan' })).statusCode).toBe(403);
  });

  it('lists the queue with the person for admins only', async () => {
    const firm = await makeEnterprise(app);
    const { id } = (await sendBusiness(firm, { evidence: 'udyam', udyam: 'UDYAM-MH-26-0004567' })).json()
      .request as { id: number };
    const queue = await injectAs(app, admin, { method: 'GET', url: '/api/admin/verifications' });
    expect(queue.statusCode).toBe(200);
    const entry = (queue.json().requests as { id: number }[]).find((r) => r.id === id);
    expect(entry).toMatchObject({ udyam: 'UDYAM-MH-26-0004567', user: { id: firm.id, role: 'enterprise' } });
    expect((await injectAs(app, firm, { method: 'GET', url: '/api/admin/verifications' })).statusCode).toBe(
      403,
    );
  });

  it('approves: the badge names the evidence, with the phone and e-mail checks beside it', async () => {
    const firm = await makeEnterprise(app);
    await givePhone(app, firm);
    const gstin = validGstin();
    const { id } = (await sendBusiness(firm, { evidence: 'gstin', gstin })).json().request as { id: number };
    expect((await myVerification(firm)).checks).toEqual({ phone: true, email: false, evidence: null });
    expect((await decide(firm, id, { decision: 'approve' })).statusCode).toBe(403);
    const approved = await decide(admin, id, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().request.status).toBe('approved');
    expect((await myVerification(firm)).checks).toEqual({ phone: true, email: false, evidence: 'gstin' });
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.id, firm.id));
    expect(profile).toMatchObject({ isVerified: true, verifiedEvidence: 'gstin' });
    const twice = await decide(admin, id, { decision: 'refuse', reason: 'Too late' });
    expect(twice.statusCode).toBe(409);
    const notices = await injectAs(app, firm, { method: 'GET', url: '/api/notifications' });
    expect(notices.json().notifications[0]).toMatchObject({ kind: 'verification_approved' });
  });

  it('refuses only with a reason, which the person reads in their language; they may send again', async () => {
    const creator = await makeCreator(app);
    await setLanguage(app, { userId: creator.id } as never, 'hi');
    const { id } = (await sendIdentity(creator, { documentType: 'pan' })).json().request as { id: number };
    expect((await decide(admin, id, { decision: 'refuse' })).statusCode).toBe(400);
    expect((await decide(admin, id, { decision: 'refuse', reason: '  ' })).statusCode).toBe(400);
    const reason = 'The photo is blurred';
    const refused = await decide(admin, id, { decision: 'refuse', reason });
    expect(refused.statusCode).toBe(200);
    const mine = await myVerification(creator);
    expect(mine.request).toMatchObject({ status: 'refused', reason });
    expect(mine.checks.evidence).toBeNull();
    await sendDueNotices(app, new Date(Date.now() + 60_000));
    const mail = deliveries.to(creator.id, 'email').at(-1);
    expect(mail?.message.lang).toBe('hi');
    expect(mail?.message.lines).toContain(translate('hi', 'notice.text.verificationRefused', { reason }));
    expect((await sendIdentity(creator, { documentType: 'pan' })).statusCode).toBe(201);
  });

  it('answers 404 for a request that does not exist', async () => {
    expect((await decide(admin, 2_000_000_000, { decision: 'approve' })).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/admin/verifications/1/decision',
      headers: { origin: TEST_ORIGIN },
      payload: { decision: 'approve' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
