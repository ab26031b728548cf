import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeResponse } from '@kalasetu/shared/home';
import { REDIRECT_AFTER_LOGIN_KEY } from '@kalasetu/shared/limits';
import { E2E_ADMIN } from './support/accounts';
import { baseUrl, launchBrowser, newPage, renderInBrowser, uniqueEmail } from './support/browser';

const PASSWORD = 'Strong@123';
const PNG = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/icons/icon-192.png'),
);

/** A creator made through the API (not the form), for journeys that only need an account to exist. */
async function createCreator(name: string) {
  const api = await request.newContext({ baseURL: baseUrl() });
  const email = uniqueEmail('creator');
  const response = await api.post('/api/accounts/signup', {
    data: {
      role: 'creator',
      name,
      email,
      phone: '9876543210',
      address: '12 MG Road, Mysuru',
      bio: 'Wedding and product photographer.',
      skills: 'Photography, Photo Editing',
      interests: 'Handicrafts, Travel',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(response.status()).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  await api.dispose();
  return { id: user.id, email, name };
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function me(page: Page) {
  const response = await page.request.get('/api/me');
  return ((await response.json()) as { user: Record<string, unknown> | null }).user;
}

describe('accounts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up an enterprise through the form, the district following the state, and stores onboarding', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('enterprise');
    await page.goto('/signup?role=enterprise');
    expect(await page.getByRole('radio', { name: /An enterprise/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Sign up as enterprise' }).waitFor();

    const district = page.getByLabel('District');
    expect(await district.isDisabled()).toBe(true);
    await page.getByLabel('State').selectOption('karnataka');
    expect(await district.isDisabled()).toBe(false);
    await district.selectOption('Dharwad');
    // A new state clears the district chosen for the old one.
    await page.getByLabel('State').selectOption('maharashtra');
    expect(await district.inputValue()).toBe('');
    expect(await district.locator('option', { hasText: 'Dharwad' }).count()).toBe(0);
    await district.selectOption('Nashik');

    await page.getByLabel('Your name (contact person)').fill('Rohini Patil');
    await page.getByLabel('Company name').fill('Sahyadri Test Farms');
    await page.getByLabel('Industry').selectOption('agriculture');
    // The turnover is asked once, in onboarding.
    expect(await page.getByLabel('Annual turnover').count()).toBe(0);
    await page.getByLabel('Products and services').fill('Organic grapes and vegetables');
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByLabel('Date established').fill('2015-06-01');
    await page.getByLabel('Address').fill('Gat 42, Dindori Road, Nashik');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('Different@123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText("Passwords don't match!").waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup/enterprise');

    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await page.getByText('Registration successful!').waitFor();
    await page.getByRole('heading', { name: 'Complete Your Profile' }).waitFor();
    expect(await page.getByLabel('Company name').inputValue()).toBe('Sahyadri Test Farms');

    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Please select your operational scale').waitFor();
    await page.getByText('Please enter your annual turnover').waitFor();
    await page.getByLabel('Annual turnover').selectOption('range_10_to_50_lakhs');
    await page.getByLabel('Operational scale').selectOption('regional');
    await page.getByLabel('Nature of operations').fill('We grow and pack organic produce for city buyers.');
    await page.getByLabel('Company location').fill('Nashik, Maharashtra');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Your profile has been updated!').waitFor();
    await page.waitForURL((url) => url.pathname === '/enterprise-dashboard');

    const user = await me(page);
    expect(user).toMatchObject({
      role: 'enterprise',
      email,
      companyName: 'Sahyadri Test Farms',
      state: 'maharashtra',
      district: 'Nashik',
      operationalScale: 'regional',
      location: 'Nashik, Maharashtra',
      phone: '+919876543210',
    });
    expect(user?.onboardedAt).toBeTruthy();

    // Settings show the enterprise's extra fields with the specification's messages.
    await page.goto('/settings');
    expect(await page.getByLabel('Annual turnover (INR)').inputValue()).toBe('range_10_to_50_lakhs');
    expect(await page.getByLabel('Operational scale').inputValue()).toBe('regional');
    await page.getByLabel('Company name').fill('');
    await page.getByLabel('Nature of operations').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Company name is required').waitFor();
    await page.getByText('Nature of operations is required').waitFor();
    await page.getByLabel('Company name').fill('Sahyadri Fresh Farms');
    await page.getByLabel('Nature of operations').fill('Organic produce boxes for Nashik and Pune.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    expect(await me(page)).toMatchObject({ companyName: 'Sahyadri Fresh Farms' });
    await context.close();
  });

  it('signs up a creator with an avatar, then signs out and back in', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('creator');
    await page.goto('/signup/creator');
    await page.getByLabel('Full name').fill('Kavya Hegde');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+91 98450 12345');
    await page.getByLabel('Address').fill('Vidyanagar, Hubballi 580031');
    // Bio, skills and interests are asked in onboarding.
    expect(await page.getByLabel('Bio').count()).toBe(0);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);

    const picture = page.getByLabel('Profile picture (optional)');
    await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Please upload a valid image file (JPG, PNG, WebP or GIF)').waitFor();
    await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Selected: me.png').waitFor();

    // The picture's upload is held until its progress bar is on screen: a fast upload would otherwise finish
    // before the bar could be seen, and the check would race it.
    let progressSeen = false;
    await page.route('**/api/me/avatar', async (route) => {
      await page.getByRole('progressbar').waitFor();
      progressSeen = true;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding');
    expect(progressSeen).toBe(true);
    await page.getByText('Registration successful!').waitFor();

    const created = await me(page);
    expect(created).toMatchObject({ role: 'creator', name: 'Kavya Hegde', skills: [], interests: [] });
    expect(created?.avatarUrl).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
    const menu = page.getByRole('button', { name: 'Account menu for Kavya Hegde' });
    await menu.locator(`img[src="${String(created?.avatarUrl)}"]`).waitFor();

    // The place is already filled from the PIN code in the address, as an enterprise's is from its district.
    expect(await page.getByLabel('Where you work').inputValue()).toBe('Dharwad, Karnataka');
    await page.getByLabel('Where you work').fill('Hubballi, Karnataka');
    await page.getByLabel('Bio').fill('Short films and reels for weavers.');
    await page.getByRole('button', { name: 'Videography', exact: true }).click();
    await page.getByRole('button', { name: 'Video Editing', exact: true }).click();
    await page.getByLabel('Interests').fill('Textiles , Culture');
    await page.getByLabel('Portfolio link').fill('not a link');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Enter a web address starting with http:// or https://').waitFor();
    await page.getByLabel('Portfolio link').fill('https://example.com/kavya');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await me(page)).toMatchObject({
      location: 'Hubballi, Karnataka',
      portfolioUrl: 'https://example.com/kavya',
      available: true,
      bio: 'Short films and reels for weavers.',
      skills: ['videography', 'video-editing'],
      interests: ['Textiles', 'Culture'],
    });

    await menu.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByText('You have been signed out').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await me(page)).toBeNull();

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await signInThroughForm(page, email, 'Wrong@1234');
    await page.getByRole('alert').getByText('Failed to sign in. Please check your credentials.').waitFor();
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Successfully signed in!').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // A signed-in visitor does not see the sign-in form again.
    await page.goto('/signin');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();
  });

  it('returns to the stored page after sign-in', async () => {
    const creator = await createCreator('Stored Path Creator');
    const { context, page } = await newPage(browser);
    await page.goto('/');
    // What the jobs page does (storeRedirectAfterLogin) before sending a visitor to sign in.
    await page.evaluate(([key, target]) => sessionStorage.setItem(key, target), [
      REDIRECT_AFTER_LOGIN_KEY,
      '/showcase?category=Branding',
    ] as const);
    await page.goto('/signin');
    await signInThroughForm(page, creator.email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/showcase' && url.search === '?category=Branding');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    await context.close();
  });

  it('refuses the administrator sign-in to a creator and lets the admin in', async () => {
    const creator = await createCreator('Not An Admin');
    const { context, page } = await newPage(browser);
    await page.goto('/admin-signin');
    await page.getByText('This sign-in is only for administrators.', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Return to regular sign in' }).getAttribute('href')).toBe(
      '/signin',
    );
    const submit = page.getByRole('button', { name: 'Sign In as Administrator' });

    await page.getByLabel('Email').fill(creator.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await submit.click();
    await page.getByRole('alert').getByText("You don't have admin privileges").waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin-signin');

    await page.getByRole('button', { name: 'Log out and try again' }).click();
    await submit.waitFor();
    expect(await me(page)).toBeNull();
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await submit.click();
    await page.waitForURL((url) => url.pathname === '/admin');
    expect(await me(page)).toMatchObject({ role: 'admin' });
    await context.close();
  });

  it('shows the live newest jobs, creators and showcase on the home page', async () => {
    const creator = await createCreator(`Home Page Creator ${Date.now().toString(36)}`);
    const { context, page } = await newPage(browser);
    const home = (await (await page.request.get('/api/home')).json()) as HomeResponse;
    expect(home.creators[0]?.id).toBe(creator.id);

    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Only true figures (docs/product/home.md): the live counts, no invented "500+".
    const figures = page.getByTestId('live-count');
    await figures.first().waitFor();
    expect(await figures.count()).toBe(4);
    expect(await figures.first().innerText()).toContain(String(home.counts.creators));
    expect(await page.getByText('500+').count()).toBe(0);

    const creatorLink = page.getByRole('link', { name: creator.name });
    await creatorLink.waitFor();
    expect(await creatorLink.getAttribute('href')).toBe(`/creators/${creator.id}`);
    expect(await page.getByTestId('home-creators').locator(':scope > li').count()).toBe(home.creators.length);

    if (home.jobs.length === 0) {
      await page.getByText('No jobs posted yet. Be the first to post a job!').waitFor();
    } else {
      for (const job of home.jobs) {
        const link = page.getByTestId('home-jobs').getByRole('link', { name: job.title });
        expect(await link.getAttribute('href')).toBe(`/jobs/${job.id}`);
        if (job.enterpriseName)
          await page.getByTestId('home-jobs').getByText(job.enterpriseName).first().waitFor();
      }
    }
    if (home.showcase.length === 0) {
      await page.getByText('No showcase items found yet.').waitFor();
    } else {
      for (const item of home.showcase)
        await page.getByTestId('home-showcase').getByText(item.title).waitFor();
    }
    await context.close();
  });

  it('falls back to the built-in samples with a toast, and to a notice for a missing hero picture', async () => {
    const { context, page } = await newPage(browser);
    // The server renders the home page with its data; the fallback is the browser's, for a page it renders itself.
    await renderInBrowser(page, '/');
    await page.route('**/api/home', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'Database is resting' } }),
      }),
    );
    // Every size of the hero picture (srcset): which one the browser picks depends on the screen.
    await page.route('**/hero*.webp', (route) => route.abort());
    // The samples' texts come with the rest of English; held back until the data has failed, as on a slow phone
    // whose request fails at once, the samples wait for them and never show their keys.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/english-rest-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByText('Failed to load data: Database is resting').waitFor();
    expect(await page.getByText(/homeSamples\./).count()).toBe(0);
    release();
    await page.getByText('Image could not be loaded').waitFor();
    await page.getByText("We're working to restore the image").waitFor();
    await page.getByRole('link', { name: 'Arjun Deshpande' }).waitFor();
    expect(await page.getByTestId('home-jobs').locator(':scope > li').count()).toBe(3);
    expect(await page.getByTestId('home-creators').locator(':scope > li').count()).toBe(3);
    expect(await page.getByTestId('home-showcase').locator(':scope > li').count()).toBe(3);
    await page.getByRole('heading', { name: 'Product photography for organic vegetable boxes' }).waitFor();
    await context.close();

    // The samples are in the reader's language, like the rest of the page.
    const { context: kannada, page: kn } = await newPage(browser);
    await kannada.addInitScript(() => localStorage.setItem('language', 'kn'));
    await renderInBrowser(kn, '/');
    await kn.route('**/api/home', (route) => route.fulfill({ status: 503, body: '{}' }));
    await kn.goto('/');
    await kn.getByRole('heading', { name: 'ಸಾವಯವ ತರಕಾರಿ ಪೆಟ್ಟಿಗೆಗಳ ಉತ್ಪನ್ನ ಛಾಯಾಗ್ರಹಣ' }).waitFor();
    await kn.getByText('ಆಹಾರ ಬ್ರ್ಯಾಂಡ್‌ಗಳಿಗಾಗಿ ಉತ್ಪನ್ನ ಮತ್ತು ಕೃಷಿ ಛಾಯಾಗ್ರಾಹಕ.').waitFor();
    await kannada.close();
  });

  it('keeps settings behind sign-in and saves the profile and a new password', async () => {
    const creator = await createCreator('Settings Creator');
    const { context, page } = await newPage(browser);
    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/signin');
    await signInThroughForm(page, creator.email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/settings');

    await page.getByLabel('Location').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('This field is required').waitFor();
    await page.getByLabel('Location').fill('Mysuru, Karnataka');
    await page.getByLabel('Full name').fill('Settings Creator Renamed');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await page.getByRole('button', { name: 'Account menu for Settings Creator Renamed' }).waitFor();
    expect(await me(page)).toMatchObject({ name: 'Settings Creator Renamed', location: 'Mysuru, Karnataka' });

    await page.getByRole('tab', { name: 'Account' }).click();
    await page.getByLabel('Current password').fill('Wrong@1234');
    await page.getByLabel(/^New password/).fill('weak');
    await page.getByLabel('Confirm new password').fill('weak');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'At least 8 characters with uppercase, lowercase, number & special character' })
      .waitFor();
    await page.getByLabel(/^New password/).fill('Newer@1234');
    await page.getByLabel('Confirm new password').fill('Newer@1234');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is not correct').waitFor();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    const api = await request.newContext({ baseURL: baseUrl() });
    const signIn = (password: string) =>
      api.post('/api/auth/sign-in/email', { data: { email: creator.email, password } });
    expect((await signIn(PASSWORD)).status()).toBe(401);
    expect((await signIn('Newer@1234')).status()).toBe(200);
    await api.dispose();
    await context.close();
  });

  it('changes the e-mail only with the current password, and only from the link sent to the new inbox', async () => {
    const creator = await createCreator('Address Mover');
    const { context, page } = await newPage(browser);
    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/signin');
    await signInThroughForm(page, creator.email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/settings');

    // The password field appears only once the e-mail is edited.
    const password = page.getByRole('tabpanel').getByLabel('Current password');
    expect(await password.count()).toBe(0);
    const newEmail = uniqueEmail('moved');
    await page.getByLabel('Location').fill('Mysuru, Karnataka');
    await page.getByRole('textbox', { name: 'Email' }).fill(newEmail);
    // The form is otherwise complete: the server asks for the password.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('This field is required').waitFor();
    await password.fill('Wrong@1234');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('The current password is not correct').waitFor();
    await password.fill(PASSWORD);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Check your new inbox: we sent a link to ${newEmail}.` })
      .first()
      .waitFor();
    // Nothing changed yet: the account keeps its address until the link is opened.
    expect(await me(page)).toMatchObject({ email: creator.email });

    // Where an expired link lands.
    await page.goto('/settings?emailChange=invalid');
    await page.getByText('This link is invalid or has expired.').waitFor();
    await context.close();
  });

  it('answers a password-reset request without saying whether the address has an account', async () => {
    const creator = await createCreator('Reset Creator');
    const { context, page } = await newPage(browser);
    const replies: string[] = [];
    for (const email of [creator.email, uniqueEmail('nobody')]) {
      await page.goto('/signin');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      // Wait for the new screen: until its code has loaded, the sign-in form (with its own Email field) is shown.
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      const status = page.getByRole('status').filter({ hasText: 'If an account exists' });
      await status.waitFor();
      replies.push((await status.innerText()).replace(email, '<email>'));
    }
    expect(replies[0]).toBe(replies[1]);

    await page.goto('/reset-password');
    await page.getByText('This reset link is invalid or has expired').waitFor();

    // A link whose token the server does not know: the form checks the rule first, then shows the refusal.
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel(/^New password/).fill('Fresh@1234');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('This field is required').waitFor();
    await page.getByLabel('Confirm password').fill('Other@1234');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText("Passwords don't match!").waitFor();
    await page.getByLabel('Confirm password').fill('Fresh@1234');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('alert').getByText('This reset link is invalid or has expired').waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).waitFor();
    await context.close();
  });

  it('fills the state and district from a PIN code on a phone, and says when it does not know one', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    await page.goto('/signup/enterprise');
    const pin = page.getByLabel('PIN code');
    await pin.fill('415612');
    await page.getByRole('status').getByText('Found: Ratnagiri, Maharashtra').waitFor();
    expect(await page.getByLabel('State').inputValue()).toBe('maharashtra');
    expect(await page.getByLabel('District').inputValue()).toBe('Ratnagiri');
    // A state with every district, which the first list had none of.
    await pin.fill('226001');
    await page.getByRole('status').getByText('Found: Lucknow, Uttar Pradesh').waitFor();
    expect(await page.getByLabel('District').inputValue()).toBe('Lucknow');
    await pin.fill('999999');
    await page.getByText('We do not know this PIN code; please choose the state and district').waitFor();
    // What was filled stays, to be corrected by hand.
    expect(await page.getByLabel('State').inputValue()).toBe('uttar_pradesh');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await context.close();
  });

  it('offers no Google button at all when Google is not configured', async () => {
    // The browser suite runs without GOOGLE_CLIENT_ID; the Google flow itself is tested against a mock provider.
    const { context, page } = await newPage(browser);
    for (const path of ['/signin', '/signup/creator', '/signup/enterprise']) {
      await page.goto(path);
      // The e-mail form is there, so the page has rendered; the Google button and its "or" never are.
      await page.getByLabel('Email').first().waitFor();
      expect(await page.getByRole('button', { name: /Google/ }).count()).toBe(0);
      expect(await page.getByText('Google sign-in is not configured').count()).toBe(0);
    }
    await context.close();
  });
});
