import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf, gstinCheckChar, type InvoiceSummary } from '@kalasetu/shared/invoices';
import { invoices } from '../../db/schema/invoices';
import { jobs } from '../../db/schema/jobs';
import { profiles } from '../../db/schema/profiles';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeActors, type Actors, type TestUser } from '../../test/factories';
import { DEAL_PAISE, act, approvedDeal, newUtr, type Deal } from './payments.fixtures';

/** A valid GSTIN registered in the state with this code. */
const gstinIn = (code: string, pan = 'ABCDE1234F') => `${code}${pan}1Z${gstinCheckChar(`${code}${pan}1Z`)}`;

async function pdfText(body: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Invoices of confirmed UPI payments, their numbers, taxes, PDFs and credit notes (decision 240). */
describe('invoices', () => {
  let app: FastifyInstance;
  let a: Actors;
  const fy = () => financialYearOf(new Date());

  beforeAll(async () => {
    app = await buildTestApp();
    a = await makeActors(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const setGstin = (user: TestUser, gstin: string | null) =>
    act(app, user, 'PUT', '/api/me/gstin', { gstin });

  /** Records a payment of the deal's approved part; returns the payment's id. */
  async function pay(deal: Deal & { milestoneId: number }) {
    const paid = await act(app, deal.enterprise, 'POST', `/api/milestones/${deal.milestoneId}/payment`, {
      utr: newUtr(),
      amountPaise: DEAL_PAISE,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return paid.json().agreement.milestones[0].payment.id as number;
  }

  async function invoicesOf(user: TestUser, jobId: number): Promise<InvoiceSummary[]> {
    const response = await injectAs(app, user, { method: 'GET', url: `/api/jobs/${jobId}/invoices` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().invoices;
  }

  /** Hands a deal's agreement to another creator, so one creator has several paid jobs. */
  async function moveToCreator(deal: Deal, creator: TestUser) {
    await app.db.execute(sql`update agreements set creator_id = ${creator.id} where job_id = ${deal.jobId}`);
    await app.db.update(jobs).set({ selectedApplicantId: creator.id }).where(eq(jobs.id, deal.jobId));
  }

  const rowOf = async (id: number) => (await app.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
  const download = (user: TestUser | null, id: number, lang = 'en') =>
    injectAs(app, user, { method: 'GET', url: `/api/invoices/${id}/pdf?lang=${lang}` });

  it('keeps a GSTIN for creators and enterprises, format- and checksum-checked', async () => {
    const creator = a.otherCreator;
    expect((await setGstin(creator, '29ABCDE1234F1ZZ')).statusCode).toBe(400);
    expect((await setGstin(creator, 'hello')).statusCode).toBe(400);
    expect((await setGstin(a.admin, gstinIn('29'))).statusCode).toBe(403);
    const saved = await setGstin(creator, ` ${gstinIn('29').toLowerCase()} `);
    expect(saved.json()).toEqual({ gstin: gstinIn('29') });
    expect((await injectAs(app, creator, { method: 'GET', url: '/api/me/gstin' })).json()).toEqual({
      gstin: gstinIn('29'),
    });
    expect((await setGstin(creator, '')).json()).toEqual({ gstin: null });
    expect((await injectAs(app, a.enterprise, { method: 'GET', url: '/api/me/gstin' })).json()).toEqual({
      gstin: null,
    });
  });

  it('issues a bill of supply when the creator has no GSTIN, numbered consecutively per creator and year', async () => {
    const deal = await approvedDeal(app, a.admin);
    const first = await pay(deal);
    expect(await invoicesOf(deal.enterprise, deal.jobId)).toEqual([]);
    expect(
      (await act(app, deal.creator, 'POST', `/api/payments/${first}/confirm`, { amountPaise: DEAL_PAISE }))
        .statusCode,
    ).toBe(200);
    const [invoice] = await invoicesOf(deal.creator, deal.jobId);
    expect(invoice).toMatchObject({
      kind: 'bill_of_supply',
      number: `KS/${fy()}/0001`,
      paymentId: first,
      totalPaise: 1_500_000,
      sellerName: deal.creator.name,
    });
    const row = await rowOf(invoice!.id);
    expect(row).toMatchObject({ sac: '998361', taxablePaise: 1_500_000, cgstPaise: 0, igstPaise: 0 });

    // The same creator's next job (a photo shoot, moved to them in the database): 0002.
    const second = await approvedDeal(app, a.admin);
    await app.db.update(jobs).set({ category: 'photography' }).where(eq(jobs.id, second.jobId));
    await moveToCreator(second, deal.creator);
    const secondPayment = await pay(second);
    const confirmed = await act(app, deal.creator, 'POST', `/api/payments/${secondPayment}/confirm`, {
      amountPaise: DEAL_PAISE,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [next] = await invoicesOf(deal.creator, second.jobId);
    expect([next!.number, (await rowOf(next!.id)).sac]).toEqual([`KS/${fy()}/0002`, '998383']);

    const pdf = await download(deal.enterprise, invoice!.id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="KS-${fy()}-0001.pdf"`);
    const text = await pdfText(pdf.rawPayload);
    const [buyer] = await app.db.select().from(profiles).where(eq(profiles.id, deal.enterprise.id));
    for (const expected of [
      'Bill of supply',
      `KS/${fy()}/0001`,
      '15,000',
      'Fifteen thousand rupees',
      deal.creator.name,
      `${buyer!.companyName} (${deal.enterprise.name})`,
      'Place of supply: 29-Karnataka',
      'SAC: 998361',
    ])
      expect(text).toContain(expected);
  });

  it('gives payments of one creator confirmed at the same moment consecutive numbers', async () => {
    const deals = await Promise.all([
      approvedDeal(app, a.admin),
      approvedDeal(app, a.admin),
      approvedDeal(app, a.admin),
    ]);
    const creator = deals[0]!.creator;
    for (const deal of deals.slice(1)) await moveToCreator(deal, creator);
    const paymentIds = await Promise.all(deals.map(pay));
    const confirmed = await Promise.all(
      paymentIds.map((id) =>
        act(app, creator, 'POST', `/api/payments/${id}/confirm`, { amountPaise: DEAL_PAISE }),
      ),
    );
    expect(confirmed.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const numbers = (await Promise.all(deals.map((d) => invoicesOf(creator, d.jobId)))).map(
      (l) => l[0]!.number,
    );
    expect(numbers.sort()).toEqual([1, 2, 3].map((n) => `KS/${fy()}/000${n}`));
  });

  it('issues a tax invoice with CGST + SGST within a state and IGST between states', async () => {
    const within = await approvedDeal(app, a.admin);
    await setGstin(within.creator, gstinIn('29'));
    await setGstin(within.enterprise, gstinIn('29', 'PQRST6789K'));
    await act(app, within.creator, 'POST', `/api/payments/${await pay(within)}/confirm`, {
      amountPaise: DEAL_PAISE,
    });
    const [local] = await invoicesOf(within.enterprise, within.jobId);
    expect(await rowOf(local!.id)).toMatchObject({
      kind: 'tax_invoice',
      placeOfSupply: 'karnataka',
      taxablePaise: 1_271_186,
      cgstPaise: 114_407,
      sgstPaise: 114_407,
      igstPaise: 0,
      totalPaise: 1_500_000,
    });
    const text = await pdfText((await download(a.admin, local!.id)).rawPayload);
    for (const expected of [
      'Tax invoice',
      gstinIn('29'),
      gstinIn('29', 'PQRST6789K'),
      'Place of supply: 29-Karnataka',
      'CGST 9%',
      '12,711.86',
      '1,144.07',
      'Fifteen thousand rupees',
    ])
      expect(text).toContain(expected);

    // An enterprise in Maharashtra without a GSTIN: the place of supply is its state, so IGST.
    const between = await approvedDeal(app, a.admin);
    await setGstin(between.creator, gstinIn('29'));
    await app.db
      .update(profiles)
      .set({ state: 'maharashtra', district: 'Pune' })
      .where(eq(profiles.id, between.enterprise.id));
    await act(app, between.creator, 'POST', `/api/payments/${await pay(between)}/confirm`, {
      amountPaise: DEAL_PAISE,
    });
    const [interstate] = await invoicesOf(between.creator, between.jobId);
    expect(await rowOf(interstate!.id)).toMatchObject({
      kind: 'tax_invoice',
      placeOfSupply: 'maharashtra',
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 228_814,
    });
    const igst = await pdfText((await download(between.creator, interstate!.id)).rawPayload);
    expect(igst).toContain('IGST 18%');
    expect(igst).toContain('27-Maharashtra');
    // Issued means frozen: a later GSTIN or profile change does not touch it, and the database refuses an UPDATE.
    await setGstin(between.creator, null);
    expect((await rowOf(interstate!.id)).seller.gstin).toBe(gstinIn('29'));
    await expect(
      app.db.update(invoices).set({ totalPaise: 1 }).where(eq(invoices.id, interstate!.id)),
    ).rejects.toThrow();
  });

  // Three PDFs, each 1.6–2 s of CPU in Kannada on a thread that yields to the rest of a busy machine.
  it('renders in the reader’s language, with figures, words and names unchanged', async () => {
    const deal = await approvedDeal(app, a.admin);
    await act(app, deal.creator, 'POST', `/api/payments/${await pay(deal)}/confirm`, {
      amountPaise: DEAL_PAISE,
    });
    const [invoice] = await invoicesOf(deal.creator, deal.jobId);
    for (const lang of ['hi', 'kn', 'mr']) {
      const response = await download(deal.creator, invoice!.id, lang);
      expect(response.statusCode).toBe(200);
      const text = await pdfText(response.rawPayload);
      expect(text).toContain('15,000');
      expect(text).toContain('Fifteen thousand rupees');
      expect(text).toContain(deal.creator.name);
      expect(text).not.toContain('Bill of supply');
    }
  }, 90_000);

  it('draws a PDF once per language off the request thread, however many ask at once', async () => {
    const deal = await approvedDeal(app, a.admin);
    await act(app, deal.creator, 'POST', `/api/payments/${await pay(deal)}/confirm`, {
      amountPaise: DEAL_PAISE,
    });
    const [invoice] = await invoicesOf(deal.creator, deal.jobId);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => download(deal.enterprise, invoice!.id, 'kn')),
      app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    const health = answers.pop()!;
    expect(health.statusCode).toBe(200);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    // One drawing, shared: every answer is the same document, and a later one is the kept copy.
    const first = answers[0]!.rawPayload;
    for (const answer of answers) expect(answer.rawPayload.equals(first)).toBe(true);
    expect((await download(deal.creator, invoice!.id, 'kn')).rawPayload.equals(first)).toBe(true);
    expect(await pdfText(first)).toContain('15,000');
  });

  it('shows an invoice only to its two parties and admins, on every spelling of the path', async () => {
    const deal = await approvedDeal(app, a.admin);
    await act(app, deal.creator, 'POST', `/api/payments/${await pay(deal)}/confirm`, {
      amountPaise: DEAL_PAISE,
    });
    const [invoice] = await invoicesOf(deal.enterprise, deal.jobId);
    const id = invoice!.id;
    expect((await download(null, id)).statusCode).toBe(401);
    for (const outsider of [a.otherEnterprise, a.otherCreator, a.enterprise, a.creator]) {
      expect((await download(outsider, id)).statusCode).toBe(404);
      const list = await injectAs(app, outsider, { method: 'GET', url: `/api/jobs/${deal.jobId}/invoices` });
      expect(list.statusCode).toBe(404);
    }
    expect((await download(a.otherEnterprise, 999_999_999)).statusCode).toBe(404);
    for (const path of [
      `/api/./invoices/${id}/pdf`,
      `/api/x/../invoices/${id}/pdf`,
      `/%61pi/invoices/${id}/pdf`,
      `/api/%69nvoices/${id}/pdf`,
      `/api//invoices/${id}/pdf`,
    ]) {
      const response = await injectAs(app, a.otherEnterprise, { method: 'GET', url: path });
      expect(response.headers['content-type'] ?? '', path).not.toContain('application/pdf');
      expect(response.body, path).not.toContain(deal.creator.name);
    }
    for (const party of [deal.creator, deal.enterprise, a.admin])
      expect((await download(party, id)).statusCode).toBe(200);
  });

  it('issues the invoice when an admin finds a disputed payment received, and none when it was not', async () => {
    const deal = await approvedDeal(app, a.admin);
    const first = await pay(deal);
    await act(app, deal.creator, 'POST', `/api/payments/${first}/dispute`, { note: 'Nothing yet' });
    await act(app, a.admin, 'POST', `/api/admin/payments/${first}/resolve`, {
      outcome: 'void',
      note: 'No credit',
    });
    expect(await invoicesOf(a.admin, deal.jobId)).toEqual([]);
    const second = await pay(deal);
    await act(app, deal.creator, 'POST', `/api/payments/${second}/dispute`, { note: 'Still nothing' });
    const found = await act(app, a.admin, 'POST', `/api/admin/payments/${second}/resolve`, {
      outcome: 'paid_in_full',
      note: 'Credited on the 3rd',
    });
    expect(found.statusCode, found.body).toBe(200);
    const [invoice] = await invoicesOf(deal.creator, deal.jobId);
    expect(invoice).toMatchObject({ paymentId: second, number: `KS/${fy()}/0001` });
  });

  it('lets an admin cancel an invoice with a credit note, once', async () => {
    const deal = await approvedDeal(app, a.admin);
    await act(app, deal.creator, 'POST', `/api/payments/${await pay(deal)}/confirm`, {
      amountPaise: DEAL_PAISE,
    });
    const [invoice] = await invoicesOf(deal.creator, deal.jobId);
    const credit = (user: TestUser, body: unknown = { reason: 'Paid to the wrong account' }, key?: string) =>
      act(app, user, 'POST', `/api/admin/invoices/${invoice!.id}/credit-note`, body, key);
    expect((await credit(deal.enterprise)).statusCode).toBe(403);
    expect((await credit(a.admin, { reason: ' ' })).statusCode).toBe(400);
    const issued = await credit(a.admin, undefined, `credit-${invoice!.id}-key`);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().invoice).toMatchObject({
      kind: 'credit_note',
      number: `CN/${fy()}/0001`,
      relatedNumber: invoice!.number,
      totalPaise: 1_500_000,
    });
    expect((await credit(a.admin, undefined, `credit-${invoice!.id}-key`)).json()).toEqual(issued.json());
    const again = await credit(a.admin);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'already_credited']);
    const listed = await invoicesOf(deal.enterprise, deal.jobId);
    expect(listed.map((i) => [i.kind, i.relatedNumber])).toEqual([
      ['credit_note', invoice!.number],
      ['bill_of_supply', `CN/${fy()}/0001`],
    ]);
    const text = await pdfText((await download(deal.enterprise, issued.json().invoice.id)).rawPayload);
    expect(text).toContain('Credit note');
    expect(text).toContain(`Cancels invoice ${invoice!.number} in full.`);
    expect(text).toContain('Paid to the wrong account');
    const admin = await injectAs(app, a.admin, { method: 'GET', url: '/api/admin/invoices' });
    expect(admin.json().invoices.map((i: InvoiceSummary) => i.id)).toContain(invoice!.id);
    expect(
      (await injectAs(app, deal.enterprise, { method: 'GET', url: '/api/admin/invoices' })).statusCode,
    ).toBe(403);
  });
});
