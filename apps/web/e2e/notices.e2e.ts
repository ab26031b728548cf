import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@kalasetu/shared/messages';
import { runScheduledMail } from '../../server/src/modules/mail/mail-runs';
import { E2E_PASSWORD, signUpAs } from './support/accounts';
import { assertNoAxeViolations } from './support/axe';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { findEnglishText } from './support/language-checks';
import { localServer } from './support/server';

/** The mail with this subject written to the outbox for `email` (the server has no SMTP here), headers and text. */
async function outboxMailTo(email: string, subject: string) {
  const dir = localServer().config.outboxDir;
  for (const file of await readdir(dir).catch(() => [])) {
    const text = await readFile(path.join(dir, file), 'utf8');
    if (text.includes(`\nTo: ${email}\n`) && text.includes(`\nSubject: ${subject}\n`)) return text;
  }
  return null;
}

const me = async (page: Page) =>
  ((await (await page.request.get('/api/me')).json()) as { user: { language: string | null } }).user;

/**
 * The language a visitor browsed in is kept at sign-up; Settings shows it; the mail that tells them of an
 * invitation is written in it.
 */
describe('notices in the reader’s language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a creator signs up from a Hindi page, Settings says Hindi, and the invitation mail in the outbox is Hindi', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    const suffix = Date.now().toString(36);
    const email = `hindi-${suffix}@example.test`;
    await page.goto('/signup/creator');
    // The page's own code first: until then the frame shown is the router's loading frame, which the page replaces,
    // closing a menu opened on it.
    await page.getByRole('heading', { name: 'Sign up as creator' }).waitFor();
    await page.getByRole('button', { name: /^Language: English/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'क्रिएटर के रूप में साइन अप करें' }).waitFor();
    await page.getByLabel('पूरा नाम').fill('सविता देशमुख');
    await page.getByLabel(/^ईमेल/).fill(email);
    await page.getByLabel('फ़ोन').fill('98450 12345');
    await page.getByLabel('पता').fill('विद्यानगर, हुबली 580031');
    await page
      .getByLabel(/^पासवर्ड/)
      .first()
      .fill(E2E_PASSWORD);
    await page.getByLabel('पासवर्ड की पुष्टि करें').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding');
    expect((await me(page)).language).toBe('hi');

    await page.goto('/settings?tab=preferences');
    await expect.poll(() => page.getByRole('radio', { name: 'हिन्दी' }).isChecked()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'English' }).count()).toBe(0);
    await page.getByRole('switch', { name: 'मुझे WhatsApp संदेश भेजें' }).waitFor();
    expect(await page.getByRole('switch', { name: 'मुझे WhatsApp संदेश भेजें' }).isDisabled()).toBe(true);
    await assertNoAxeViolations(page, 'settings → preferences (Hindi, 360 px)');
    // The user's own name and e-mail aside, nothing on the page is left in English.
    expect(await findEnglishText(page, 'hi', ['सविता देशमुख'])).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // An enterprise invites her to apply; the scheduled pass sends what is due a minute from now.
    const firm = await newPage(browser);
    const company = `Ilkal Looms ${suffix}`;
    await signUpAs(firm.context, 'enterprise', { companyName: company });
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
    const { job } = (await posted.json()) as { job: { id: number } };
    const creatorId = ((await (await page.request.get('/api/me')).json()) as { user: { id: string } }).user
      .id;
    const invited = await firm.page.request.post(`/api/jobs/${job.id}/invitations`, {
      headers: { origin: baseUrl() },
      data: { creatorId },
    });
    expect(invited.status()).toBe(201);
    await runScheduledMail(localServer(), new Date(Date.now() + 60_000));

    // Sign-up also mailed the link confirming the address; the invitation is the other mail.
    const subject = translate('hi', 'notice.subject.invitationReceived', { enterprise: company, title });
    const mail = await outboxMailTo(email, subject);
    expect(mail).not.toBeNull();
    expect(mail).toContain(translate('hi', 'email.resetGreeting', { name: 'सविता देशमुख' }));
    expect(mail).toContain(translate('hi', 'mail.stop'));
    await firm.context.close();
    await context.close();
  });
});
