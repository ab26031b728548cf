import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAs } from './support/accounts';
import { baseUrl, launchBrowser, newPage } from './support/browser';

/**
 * An enterprise invites a creator from the creator's profile; the creator is told, finds the
 * invitation in the dashboard, applies, and the two write to each other about the job (docs/product/hiring.md).
 */
describe('invitations to apply', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an enterprise invites a creator, who is told, applies, and the two message each other', async () => {
    const suffix = Date.now().toString(36);
    const firm = await newPage(browser);
    const maker = await newPage(browser);
    const company = `Ilkal Looms ${suffix}`;
    await signUpAs(firm.context, 'enterprise', { name: 'Rohini Patil', companyName: company });
    const creator = await signUpAs(maker.context, 'creator', { name: `Kavya Hegde ${suffix}` });
    const title = `Saree launch reel ${suffix}`;
    const posted = await firm.page.request.post('/api/jobs', {
      headers: { origin: baseUrl() },
      data: {
        title,
        description: 'A one-minute reel of our new Ilkal sarees.',
        location: 'Ilkal, Karnataka',
        budgetMin: 9000,
        budgetMax: 15000,
        deadline: '2099-06-30',
        skills: ['Videography'],
      },
    });
    expect(posted.status()).toBe(201);

    // The enterprise invites from the profile; until then Send Message says how to start.
    const { page: enterprise } = firm;
    await enterprise.goto(`/creators/${creator.id}`);
    const send = enterprise.getByRole('button', { name: 'Send Message' });
    await enterprise.getByText('Invite to apply to one of your jobs to start a conversation.').waitFor();
    await enterprise.getByRole('button', { name: 'Invite to a job' }).click();
    const dialog = enterprise.getByRole('dialog', { name: `Invite ${creator.name} to apply` });
    await dialog.getByLabel('Job').selectOption({ label: title });
    await dialog.getByLabel('Note (optional)').fill('We loved your weaving films.');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await enterprise.getByText(`Invitation sent to ${creator.name}`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => send.isEnabled()).toBe(true);

    // The creator is told in the bell and finds the invitation, with the note, in the dashboard.
    const { page } = maker;
    await page.goto('/dashboard?tab=notifications');
    await page.getByRole('link', { name: /Notifications, \d+ unread/ }).waitFor();
    await page.getByText(`${company} invites you to apply to “${title}”`).waitFor();
    await page.getByRole('tab', { name: 'Invitations' }).click();
    const card = page.getByRole('listitem').filter({ hasText: title });
    await card.getByText('We loved your weaving films.').waitFor();
    expect(await card.innerText()).toContain(company);
    await card.getByRole('link', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/jobs/'));
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const apply = page.getByRole('dialog', { name: `Apply for ${title}` });
    await apply.getByLabel('Your proposed budget (₹)').fill('12000');
    await apply.getByLabel('Cover letter').fill('I filmed three looms in Ilkal last year.');
    await apply.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('button', { name: 'Already Applied' }).waitFor();

    // The enterprise opens the conversation from the profile; the note is its first message.
    await send.click();
    await enterprise.waitForURL((url) => url.searchParams.get('to') === creator.id);
    const thread = enterprise.getByTestId('message-thread');
    await thread.getByText('We loved your weaving films.').waitFor();
    const box = enterprise.getByLabel('Message', { exact: true });
    await box.fill('Can you come to Ilkal on Monday?');
    await box.press('Enter');
    await enterprise.getByText('Message sent successfully').waitFor();

    // The creator reads it and answers; the answer reaches the enterprise's open thread live.
    await page.goto('/dashboard?tab=invitations');
    await page.getByRole('link', { name: `Message ${company}` }).click();
    await page.getByTestId('message-thread').getByText('Can you come to Ilkal on Monday?').waitFor();
    const reply = page.getByLabel('Message', { exact: true });
    await reply.fill('Yes, Monday works.');
    await reply.press('Enter');
    await thread.getByText('Yes, Monday works.').waitFor();
  });
});
