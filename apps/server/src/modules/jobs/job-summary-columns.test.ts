import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { profiles } from '../../db/schema/profiles';
import { buildTestApp } from '../../test/build-test-app';
import {
  injectAs,
  makeAdmin,
  makeCreator,
  makeEnterprise,
  makeJob,
  type TestUser,
} from '../../test/factories';

/**
 * The enterprise's name and verification and the applicant count are columns of the job kept by triggers
 * (migrations 0005 and 0006, decision 121). Every way an application or a name changes must show in every place a job is listed.
 */
describe('job summary columns kept by the database', () => {
  let app: FastifyInstance;
  let admin: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await makeAdmin(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (user: TestUser | null, url: string) => injectAs(app, user, { method: 'GET', url });
  const detail = async (id: number) => (await get(null, `/api/jobs/${id}`)).json().job;
  /** The job as the public search lists it, found by the unique word in its title. */
  const listed = async (word: string, id: number) => {
    const response = await get(null, `/api/jobs?q=${word}`);
    expect(response.statusCode).toBe(200);
    return response.json().jobs.find((job: { id: number }) => job.id === id);
  };
  const countedApplications = async (jobId: number) => {
    const [row] = await app.db.select({ n: count() }).from(applications).where(eq(applications.jobId, jobId));
    return Number(row?.n);
  };
  const apply = (creator: TestUser, jobId: number) =>
    injectAs(app, creator, {
      method: 'POST',
      url: `/api/jobs/${jobId}/applications`,
      payload: { proposedPrice: '15000', coverLetter: 'I shoot weddings and fairs.' },
    });
  const uniqueWord = () => `zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;

  it('counts applications as they arrive and as a deleted user takes theirs away', async () => {
    const enterprise = await makeEnterprise(app);
    const [first, second] = await Promise.all([makeCreator(app), makeCreator(app)]);
    const word = uniqueWord();
    const job = await makeJob(app, enterprise.id, { title: `Harvest film ${word}` });
    expect((await detail(job.id)).applicantCount).toBe(0);

    expect((await apply(first, job.id)).statusCode).toBe(201);
    expect((await apply(second, job.id)).statusCode).toBe(201);
    // A second application by the same creator is refused and must not count.
    expect((await apply(second, job.id)).statusCode).toBe(409);
    expect(await countedApplications(job.id)).toBe(2);
    expect((await detail(job.id)).applicantCount).toBe(2);
    expect((await listed(word, job.id)).applicantCount).toBe(2);
    const own = (await get(enterprise, '/api/enterprise/jobs')).json().jobs;
    expect(own.find((row: { id: number }) => row.id === job.id).applicantCount).toBe(2);

    const deleted = await injectAs(app, admin, { method: 'DELETE', url: `/api/admin/users/${first.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(await countedApplications(job.id)).toBe(1);
    expect((await detail(job.id)).applicantCount).toBe(1);
    expect((await listed(word, job.id)).applicantCount).toBe(1);
  });

  it('counts an application the admin creates by assigning, and not one it only accepts', async () => {
    const enterprise = await makeEnterprise(app);
    const [applicant, outsider] = await Promise.all([makeCreator(app), makeCreator(app)]);
    const [applied, direct] = await Promise.all([makeJob(app, enterprise.id), makeJob(app, enterprise.id)]);
    expect((await apply(applicant, applied.id)).statusCode).toBe(201);
    const assign = (jobId: number, creatorId: string) =>
      injectAs(app, admin, { method: 'PUT', url: `/api/jobs/${jobId}/assignment`, payload: { creatorId } });

    expect((await assign(applied.id, applicant.id)).statusCode).toBe(200);
    expect((await detail(applied.id)).applicantCount).toBe(1);
    expect((await assign(direct.id, outsider.id)).statusCode).toBe(200);
    expect((await detail(direct.id)).applicantCount).toBe(1);
    expect(await countedApplications(direct.id)).toBe(1);
  });

  it("shows a company's new name on its jobs everywhere they are listed", async () => {
    const enterprise = await makeEnterprise(app, { companyName: 'Old Weavers Co' });
    const creator = await makeCreator(app);
    const word = uniqueWord();
    const job = await makeJob(app, enterprise.id, { title: `Loom catalogue ${word}` });
    expect((await detail(job.id)).enterpriseName).toBe('Old Weavers Co');
    expect((await apply(creator, job.id)).statusCode).toBe(201);

    const patched = await injectAs(app, enterprise, {
      method: 'PATCH',
      url: `/api/profiles/${enterprise.id}`,
      payload: { companyName: 'Ilkal Handloom Collective' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await detail(job.id)).enterpriseName).toBe('Ilkal Handloom Collective');
    expect((await listed(word, job.id)).enterpriseName).toBe('Ilkal Handloom Collective');
    const open = (await get(null, `/api/enterprises/${enterprise.id}/jobs`)).json().items;
    expect(open.find((row: { id: number }) => row.id === job.id).enterpriseName).toBe(
      'Ilkal Handloom Collective',
    );
    const mine = (await get(creator, '/api/creator/applications')).json().applications;
    expect(mine.find((row: { job: { id: number } }) => row.job.id === job.id).job.enterpriseName).toBe(
      'Ilkal Handloom Collective',
    );
  });

  it("falls back to the person's name without a company name, and follows a rename of it", async () => {
    const enterprise = await makeEnterprise(app, { name: 'Savita Kulkarni', companyName: null });
    const job = await makeJob(app, enterprise.id);
    expect((await detail(job.id)).enterpriseName).toBe('Savita Kulkarni');
    const patched = await injectAs(app, admin, {
      method: 'PATCH',
      url: `/api/profiles/${enterprise.id}`,
      payload: { name: 'Savita Deshpande' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await detail(job.id)).enterpriseName).toBe('Savita Deshpande');
  });

  it('gives a new job its enterprise name, whatever the writer put in the column', async () => {
    const enterprise = await makeEnterprise(app, { companyName: 'Konkan Cashew Works' });
    const posted = await injectAs(app, enterprise, {
      method: 'POST',
      url: '/api/jobs',
      payload: {
        title: 'Product photos of cashew packs',
        description: 'Twenty packs on a white background, and five in the orchard.',
        location: 'Sindhudurg, Maharashtra',
        budgetMin: '8000',
        budgetMax: '12000',
        deadline: '2099-01-31',
        skills: ['photography'],
      },
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().job).toMatchObject({ enterpriseName: 'Konkan Cashew Works', applicantCount: 0 });

    // Hand-written SQL cannot put a wrong name or count on a job: the trigger names it from the profile.
    const other = await makeEnterprise(app, { companyName: 'Someone Else' });
    const forged = await makeJob(app, enterprise.id, { enterpriseName: 'Forged Name' });
    expect((await detail(forged.id)).enterpriseName).toBe('Konkan Cashew Works');
    await app.db.update(jobs).set({ enterpriseId: other.id }).where(eq(jobs.id, forged.id));
    expect((await detail(forged.id)).enterpriseName).toBe('Someone Else');
  });

  it("shows an admin's verification of the enterprise on its jobs, old and new, and a withdrawn one too", async () => {
    const enterprise = await makeEnterprise(app);
    const word = uniqueWord();
    const before = await makeJob(app, enterprise.id, { title: `Cashew reel ${word}` });
    expect((await detail(before.id)).enterpriseVerified).toBe(false);
    expect((await listed(word, before.id)).enterpriseVerified).toBe(false);

    const verify = await injectAs(app, admin, {
      method: 'POST',
      url: `/api/admin/users/${enterprise.id}/verify`,
    });
    expect(verify.statusCode).toBe(200);
    expect((await detail(before.id)).enterpriseVerified).toBe(true);
    expect((await listed(word, before.id)).enterpriseVerified).toBe(true);
    const home = (await get(null, '/api/home')).json();
    expect(home.jobs.find((job: { id: number }) => job.id === before.id)?.enterpriseVerified).toBe(true);
    const openJobs = (await get(null, `/api/enterprises/${enterprise.id}/jobs`)).json();
    expect(openJobs.items.find((job: { id: number }) => job.id === before.id)?.enterpriseVerified).toBe(true);

    // A job posted after the verification carries it; one written by hand cannot claim it wrongly.
    const after = await makeJob(app, enterprise.id, { title: `Cashew photos ${word}` });
    expect((await detail(after.id)).enterpriseVerified).toBe(true);
    const other = await makeEnterprise(app);
    const forged = await makeJob(app, other.id, { enterpriseVerified: true });
    expect((await detail(forged.id)).enterpriseVerified).toBe(false);

    // Nothing in the app withdraws a verification today; if anything does, the jobs follow.
    await app.db.update(profiles).set({ isVerified: false }).where(eq(profiles.id, enterprise.id));
    expect((await detail(before.id)).enterpriseVerified).toBe(false);
    expect((await detail(after.id)).enterpriseVerified).toBe(false);
  });
});
