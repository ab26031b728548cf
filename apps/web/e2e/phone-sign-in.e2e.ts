import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { localServer } from './support/server';

/** The codes sent by SMS to `phone`, oldest first, as the outbox holds them (no SMS gateway keys here). */
async function codesSentTo(phone: string): Promise<string[]> {
  const dir = localServer().config.outboxDir;
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.includes('-sms-')).sort();
  const codes: string[] = [];
  for (const file of files) {
    const text = await readFile(path.join(dir, file), 'utf8');
    const code = /\ncode=(\d{6})\n/.exec(text)?.[1];
    if (text.includes(`\nTo: ${phone}\n`) && text.includes('\nTemplate: phone_code\n') && code)
      codes.push(code);
  }
  return codes;
}

async function nthCode(phone: string, n: number): Promise<string> {
  await expect.poll(async () => (await codesSentTo(phone)).length).toBeGreaterThanOrEqual(n);
  return (await codesSentTo(phone))[n - 1]!;
}

/** An account that signs up and in with a mobile number and the code sent to it, no password. */
describe('phone number with one-time codes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up with a phone and a code, then signs in with the code from the outbox', async () => {
    const digits = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const phone = `+91${digits}`;
    const signUp = await newPage(browser, { viewport: { width: 360, height: 740 } });
    await signUp.page.goto('/signup/creator');
    await signUp.page.getByLabel('Full name').fill('Meena Patil');
    await signUp.page.getByLabel('Email').fill(`phone-${digits}@example.test`);
    await signUp.page.getByLabel('Phone').fill(digits);
    await signUp.page.getByLabel('Address').fill('Gandhi Road, Nashik 422001');
    await signUp.page.getByRole('radio', { name: /mobile number and a code/ }).check();
    await signUp.page.getByRole('button', { name: 'Send code by SMS' }).click();
    await signUp.page.getByRole('status').filter({ hasText: phone }).waitFor();
    await signUp.page.getByLabel('Code from the SMS').fill(await nthCode(phone, 1));
    await signUp.page.getByRole('button', { name: 'Create account' }).click();
    await signUp.page.waitForURL((url) => url.pathname === '/onboarding');
    await signUp.context.close();

    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    await page.goto('/signin');
    await page.getByRole('tab', { name: 'Phone number' }).click();
    await page.getByLabel('Mobile number').fill(`0${digits}`);
    await page.getByRole('button', { name: 'Send code by SMS' }).click();
    await page.getByLabel('Code from the SMS').waitFor();
    await assertNoAxeViolations(page, 'sign in with a phone number (360 px)');
    await page.getByLabel('Code from the SMS').fill(await nthCode(phone, 2));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/signin');
    const me = (await (await page.request.get('/api/me')).json()) as {
      user: { phoneNumber: string; phoneNumberVerified: boolean };
    };
    expect(me.user).toMatchObject({ phoneNumber: phone, phoneNumberVerified: true });
    await context.close();
  });
});
