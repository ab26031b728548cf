import { count, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';
import {
  cookieFrom,
  injectAs,
  makeAdmin,
  makeCreator,
  makeEnterprise,
  signIn,
  uniqueEmail,
} from '../../test/factories';

const STRONG = 'Str0ng!pass';

const creatorBody = (email = uniqueEmail('signup-creator')) => ({
  role: 'creator',
  name: 'Kavya Hegde',
  email,
  phone: '98450 12345',
  address: 'Vidyanagar, Hubballi',
  bio: 'Reels and short films for weavers',
  skills: 'Videography, Video Editing , ,Social Media',
  interests: ['Textiles', 'Travel'],
  password: STRONG,
  confirmPassword: STRONG,
});

const enterpriseBody = (email = uniqueEmail('signup-enterprise')) => ({
  role: 'enterprise',
  name: 'Rohini Patil',
  companyName: 'Sahyadri Organic Farms',
  industry: 'agriculture',
  state: 'maharashtra',
  district: 'Nashik',
  turnover: 'range_10_to_50_lakhs',
  productsServices: 'Organic grapes and vegetables',
  phone: '+91 98765 43210',
  establishedDate: '2015-04-01',
  address: 'Dindori Road, Nashik',
  email,
  password: STRONG,
  confirmPassword: STRONG,
});

describe('accounts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  // Only this file's sign-ups: other test files create users in the shared PostgreSQL database meanwhile.
  const userCount = async () =>
    (await app.db.select({ n: count() }).from(users).where(like(users.email, 'signup-%')))[0]!.n;
  const signUp = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/accounts/signup',
      headers: { origin: TEST_ORIGIN, ...headers },
      payload: payload as object,
    });

  describe('sign-up', () => {
    it('creates a creator with every sign-up field and opens a session', async () => {
      const body = creatorBody();
      const response = await signUp(body);
      expect(response.statusCode).toBe(201);
      const { user } = response.json();
      expect(user).toMatchObject({
        role: 'creator',
        name: 'Kavya Hegde',
        email: body.email,
        phone: '+919845012345',
        address: 'Vidyanagar, Hubballi',
        bio: 'Reels and short films for weavers',
        skills: ['videography', 'video-editing', 'social-media'],
        interests: ['Textiles', 'Travel'],
        isVerified: false,
      });
      const cookie = cookieFrom(response.headers['set-cookie']);
      const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.json().user.id).toBe(user.id);
    });

    it('keeps the language the visitor was reading in, which their mail and messages then use', async () => {
      const response = await signUp(creatorBody(), { 'accept-language': 'hi' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().user.language).toBe('hi');
      const marathi = await signUp(enterpriseBody(), { 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.8' });
      expect(marathi.json().user.language).toBe('mr');
      // A browser that says nothing was shown English.
      expect((await signUp(creatorBody())).json().user.language).toBe('en');
    });

    it('creates a creator without bio, skills or interests (onboarding asks them) and places them by the PIN code', async () => {
      const { bio: _bio, skills: _skills, interests: _interests, ...bare } = creatorBody();
      const response = await signUp({ ...bare, address: 'Near the bus stand, Ratnagiri 415 612' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().user).toMatchObject({
        bio: null,
        skills: [],
        interests: [],
        location: 'Ratnagiri, Maharashtra',
      });
      // An address without a PIN code the table knows leaves the place to onboarding.
      const unplaced = await signUp({ ...creatorBody(), address: 'Vidyanagar, Hubballi' });
      expect(unplaced.json().user.location).toBeNull();
    });

    it('creates an enterprise without a turnover or products (onboarding asks them)', async () => {
      const response = await signUp({ ...enterpriseBody(), turnover: '', productsServices: '' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().user).toMatchObject({ turnover: null, productsServices: null });
    });

    it('creates an enterprise with every sign-up field', async () => {
      const body = enterpriseBody();
      const response = await signUp(body);
      expect(response.statusCode).toBe(201);
      expect(response.json().user).toMatchObject({
        role: 'enterprise',
        companyName: 'Sahyadri Organic Farms',
        industry: 'agriculture',
        state: 'maharashtra',
        district: 'Nashik',
        turnover: 'range_10_to_50_lakhs',
        productsServices: 'Organic grapes and vegetables',
        phone: '+919876543210',
        establishedDate: '2015-04-01',
        address: 'Dindori Road, Nashik',
        location: 'Nashik, Maharashtra',
      });
    });

    it('refuses the admin role and writes nothing', async () => {
      const before = await userCount();
      const response = await signUp({ ...creatorBody(), role: 'admin' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.role).toBe('Choose creator or enterprise');
      expect(await userCount()).toBe(before);
    });

    it('refuses a weak password with the rule text, translated', async () => {
      const before = await userCount();
      const response = await signUp(
        { ...creatorBody(), password: 'weakpass', confirmPassword: 'weakpass' },
        { 'accept-language': 'hi' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.password).toBe(
        'कम से कम 8 अक्षर, जिनमें बड़ा अक्षर, छोटा अक्षर, अंक और विशेष चिह्न हों',
      );
      expect(await userCount()).toBe(before);
    });

    it("refuses passwords that don't match", async () => {
      const response = await signUp({ ...creatorBody(), confirmPassword: 'Other!pass1' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.confirmPassword).toBe("Passwords don't match!");
    });

    it('refuses a district that is not in the chosen state', async () => {
      const response = await signUp({ ...enterpriseBody(), state: 'karnataka', district: 'Nashik' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.district).toBeDefined();
    });

    it('refuses a missing field and an invalid phone, writing nothing', async () => {
      const before = await userCount();
      const { address: _address, ...withoutAddress } = creatorBody();
      expect((await signUp(withoutAddress)).statusCode).toBe(400);
      expect((await signUp({ ...creatorBody(), phone: '12345' })).json().error.fields.phone).toMatch(
        /mobile/,
      );
      expect(await userCount()).toBe(before);
    });

    it('refuses a duplicate e-mail with 409 and keeps one account', async () => {
      const body = creatorBody();
      expect((await signUp(body)).statusCode).toBe(201);
      const again = await signUp({ ...enterpriseBody(body.email.toUpperCase()) });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('email_taken');
      const rows = await app.db.select().from(users).where(eq(users.email, body.email));
      expect(rows).toHaveLength(1);
    });

    it("refuses better-auth's own sign-up endpoint, so no account skips the profile", async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: TEST_ORIGIN },
        payload: { email: uniqueEmail(), password: STRONG, name: 'x' },
      });
      expect(response.statusCode).toBe(404);
    });

    it('refuses a cross-origin sign-up (CSRF)', async () => {
      const response = await signUp(creatorBody(), { origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('csrf');
    });
  });

  describe('sign-in and session', () => {
    it('refuses wrong credentials with the spec message', async () => {
      const user = await makeCreator(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN },
        payload: { email: user.email, password: 'Wrong!pass1' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Failed to sign in. Please check your credentials.');
    });

    it('reports the role, so the admin sign-in screen can tell admins from others', async () => {
      const admin = await makeAdmin(app);
      const creator = await makeCreator(app);
      expect((await injectAs(app, admin, { method: 'GET', url: '/api/me' })).json().user.role).toBe('admin');
      expect((await injectAs(app, creator, { method: 'GET', url: '/api/me' })).json().user.role).toBe(
        'creator',
      );
    });

    it('answers null for anonymous visitors', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/me' });
      expect(response.json()).toEqual({ user: null });
    });

    it('refuses the old cookie after sign-out', async () => {
      const user = await makeCreator(app);
      const out = await injectAs(app, user, { method: 'POST', url: '/api/auth/sign-out', payload: {} });
      expect(out.statusCode).toBe(200);
      expect((await injectAs(app, user, { method: 'GET', url: '/api/me' })).json().user).toBeNull();
    });

    it('refuses other sessions after a password change and enforces the password rule there too', async () => {
      const user = await makeCreator(app);
      const second = await signIn(app, user.email);
      const weak = await injectAs(app, user, {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: user.password, newPassword: 'weakweak', revokeOtherSessions: true },
      });
      expect(weak.statusCode).toBe(400);
      const changed = await injectAs(app, user, {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: user.password, newPassword: 'N3w!password', revokeOtherSessions: true },
      });
      expect(changed.statusCode).toBe(200);
      const old = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: second } });
      expect(old.json().user).toBeNull();
    });
  });

  describe('settings', () => {
    it('updates only the signed-in user, including the enterprise fields', async () => {
      const enterprise = await makeEnterprise(app);
      const other = await makeEnterprise(app);
      const response = await injectAs(app, enterprise, {
        method: 'PATCH',
        url: '/api/me/settings',
        payload: {
          name: 'New Name',
          email: enterprise.email,
          location: 'Hubballi',
          companyName: 'New Co',
          industry: 'dairy',
          annualTurnover: 'more_than_5_crores',
          operationalScale: 'national',
          natureOperations: 'Milk collection',
          // Fields a user must not set on itself are ignored by the contract.
          role: 'admin',
          isVerified: true,
          id: other.id,
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({
        id: enterprise.id,
        name: 'New Name',
        companyName: 'New Co',
        operationalScale: 'national',
        role: 'enterprise',
        isVerified: false,
      });
      const [otherRow] = await app.db.select().from(profiles).where(eq(profiles.id, other.id));
      expect(otherRow!.name).toBe(other.name);
    });

    it("requires the enterprise fields of an enterprise with the spec's messages", async () => {
      const enterprise = await makeEnterprise(app);
      const response = await injectAs(app, enterprise, {
        method: 'PATCH',
        url: '/api/me/settings',
        payload: { name: 'X', email: enterprise.email, location: 'Y' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toMatchObject({
        companyName: 'Company name is required',
        industry: 'Industry is required',
        annualTurnover: 'Annual turnover is required',
        operationalScale: 'Operational scale is required',
        natureOperations: 'Nature of operations is required',
      });
    });

    // Changing the e-mail (password, link to the new address, notices): email-change.test.ts.
    it('refuses an e-mail that belongs to someone else', async () => {
      const creator = await makeCreator(app);
      const other = await makeCreator(app);
      const response = await injectAs(app, creator, {
        method: 'PATCH',
        url: '/api/me/settings',
        payload: {
          name: creator.name,
          email: other.email,
          location: 'Mysuru',
          currentPassword: creator.password,
        },
      });
      expect(response.statusCode).toBe(409);
    });

    it('requires a session', async () => {
      const response = await injectAs(app, null, {
        method: 'PATCH',
        url: '/api/me/settings',
        payload: { name: 'a', email: 'a@b.co', location: 'x' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('onboarding and language', () => {
    it('stores the enterprise onboarding fields', async () => {
      const enterprise = await makeEnterprise(app);
      const response = await injectAs(app, enterprise, {
        method: 'POST',
        url: '/api/me/onboarding',
        payload: {
          companyName: 'Amrit',
          industry: 'dairy',
          annualTurnover: 'range_1_to_5_crores',
          operationalScale: 'regional',
          natureOperations: 'Milk',
          location: 'Anand',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({
        companyName: 'Amrit',
        operationalScale: 'regional',
        natureOperations: 'Milk',
        location: 'Anand',
      });
      expect(response.json().user.onboardedAt).not.toBeNull();
    });

    it("stores the creator's onboarding: place, bio, skills and interests", async () => {
      const creator = await makeCreator(app);
      const response = await injectAs(app, creator, {
        method: 'POST',
        url: '/api/me/onboarding',
        payload: {
          location: 'Ratnagiri, Maharashtra',
          bio: 'Konkan wedding films',
          skills: ['videography'],
          interests: 'Food, Travel',
          portfolioUrl: '',
          available: true,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().user).toMatchObject({
        location: 'Ratnagiri, Maharashtra',
        bio: 'Konkan wedding films',
        skills: ['videography'],
        interests: ['Food', 'Travel'],
      });
      const refused = await injectAs(app, creator, {
        method: 'POST',
        url: '/api/me/onboarding',
        payload: { location: 'Pune', bio: '', skills: [] },
      });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().error.fields)).toEqual(expect.arrayContaining(['bio', 'skills']));
    });

    it("refuses incomplete enterprise onboarding with the spec's messages", async () => {
      const enterprise = await makeEnterprise(app);
      const response = await injectAs(app, enterprise, {
        method: 'POST',
        url: '/api/me/onboarding',
        payload: { companyName: 'A', location: 'B' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toMatchObject({
        industry: 'Please select your industry',
        annualTurnover: 'Please enter your annual turnover',
        operationalScale: 'Please select your operational scale',
        natureOperations: 'Please describe the nature of your operations',
      });
    });

    it('stores the language preference and refuses unknown languages', async () => {
      const creator = await makeCreator(app);
      expect(
        (
          await injectAs(app, creator, {
            method: 'PUT',
            url: '/api/me/language',
            payload: { language: 'kn' },
          })
        ).statusCode,
      ).toBe(200);
      expect((await injectAs(app, creator, { method: 'GET', url: '/api/me' })).json().user.language).toBe(
        'kn',
      );
      expect(
        (
          await injectAs(app, creator, {
            method: 'PUT',
            url: '/api/me/language',
            payload: { language: 'fr' },
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('avatar upload', () => {
    const multipart = (filename: string, content: Buffer, contentType = 'image/png') => {
      const boundary = '----kalasetu' + Math.random().toString(16).slice(2);
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    const png = (width = 800, height = 600) =>
      sharp({ create: { width, height, channels: 3, background: '#b45309' } })
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
        .png()
        .toBuffer();

    it('stores a re-encoded, resized avatar without metadata', async () => {
      const creator = await makeCreator(app);
      const response = await injectAs(app, creator, {
        method: 'POST',
        url: '/api/me/avatar',
        ...multipart('me.png', await png()),
      });
      expect(response.statusCode).toBe(200);
      const { avatarUrl } = response.json();
      expect(avatarUrl).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
      const file = await app.inject({ method: 'GET', url: avatarUrl });
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toContain('max-age=31536000');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(512);
      expect(meta.exif).toBeUndefined();
    });

    it('takes a WebP avatar', async () => {
      const creator = await makeCreator(app);
      const webp = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0f766e' } })
        .webp()
        .toBuffer();
      const response = await injectAs(app, creator, {
        method: 'POST',
        url: '/api/me/avatar',
        ...multipart('me.webp', webp),
      });
      expect(response.statusCode).toBe(200);
      const meta = await sharp(
        (await app.inject({ method: 'GET', url: response.json().avatarUrl })).rawPayload,
      ).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', 512]);
    });

    it('refuses a text file renamed to .png and writes nothing', async () => {
      const creator = await makeCreator(app);
      const response = await injectAs(app, creator, {
        method: 'POST',
        url: '/api/me/avatar',
        ...multipart('cat.png', Buffer.from('not an image at all')),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toBe('Please upload a valid image file (JPG, PNG, WebP or GIF)');
      expect(
        (await injectAs(app, creator, { method: 'GET', url: '/api/me' })).json().user.avatarUrl,
      ).toBeNull();
    });

    it('refuses a real image with a wrong extension', async () => {
      const creator = await makeCreator(app);
      const response = await injectAs(app, creator, {
        method: 'POST',
        url: '/api/me/avatar',
        ...multipart('me.bmp', await png()),
      });
      expect(response.statusCode).toBe(415);
    });

    it('refuses files over 2 MB', async () => {
      const creator = await makeCreator(app);
      const big = Buffer.concat([await png(10, 10), Buffer.alloc(2 * 1024 * 1024 + 10)]);
      const response = await injectAs(app, creator, {
        method: 'POST',
        url: '/api/me/avatar',
        ...multipart('big.png', big),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error.message).toBe('Image must be smaller than 2MB');
    });

    it('refuses a decompression bomb (huge dimensions in a small file)', async () => {
      const creator = await makeCreator(app);
      const bomb = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#000' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
      const response = await injectAs(app, creator, {
        method: 'POST',
        url: '/api/me/avatar',
        ...multipart('bomb.png', bomb),
      });
      expect(response.statusCode).toBe(413);
    });

    it('requires a session', async () => {
      const response = await injectAs(app, null, {
        method: 'POST',
        url: '/api/me/avatar',
        ...multipart('me.png', await png()),
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
