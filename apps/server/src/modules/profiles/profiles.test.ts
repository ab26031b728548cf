import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_TEXT_MAX_LENGTH } from '@kalasetu/shared/limits';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { buildTestApp } from '../../test/build-test-app';
import {
  injectAs,
  makeActors,
  makeAdmin,
  makeCreator,
  makeEnterprise,
  makeJob,
  type Actors,
} from '../../test/factories';
import { multipart, png } from '../portfolio/portfolio.fixtures';

/** A word no other test (or earlier run on the shared PostgreSQL database) uses, to scope directory searches. */
const token = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

describe('people: directories and profiles', () => {
  let app: FastifyInstance;
  let actors: Actors;
  beforeAll(async () => {
    app = await buildTestApp();
    actors = await makeActors(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string) => injectAs(app, null, { method: 'GET', url });
  const setRating = (id: string, average: number, count: number) =>
    app.db.update(profiles).set({ ratingAverage: average, ratingCount: count }).where(eq(profiles.id, id));

  describe('creator directory', () => {
    it('searches name, skills and location, word by word, by word start and inside names', async () => {
      const town = token();
      const a = await makeCreator(app, {
        name: 'Asha Kulkarni',
        location: `${town} Nagar`,
        skills: ['Drone Operation'],
      });
      const b = await makeCreator(app, {
        name: 'Bhavna Rao',
        location: town,
        skills: ['Wedding Photography'],
      });
      await makeCreator(app, { name: 'Chetan', location: 'Elsewhere', skills: ['Drone Operation'] });
      const ids = async (q: string) =>
        (await get(`/api/creators?q=${encodeURIComponent(q)}`)).json().items.map((c: { id: string }) => c.id);

      const byTown = (await get(`/api/creators?q=${town}`)).json();
      expect(byTown.total).toBe(2);
      expect(byTown.items.map((c: { id: string }) => c.id).sort()).toEqual([a.id, b.id].sort());
      expect(await ids(`${town} DRONE`)).toEqual([a.id]);
      expect(await ids(`wedd ${town}`)).toEqual([b.id]);
      expect(await ids(`havna ${town}`)).toEqual([b.id]);
      expect(await ids(`${town}, nagar`)).toEqual([a.id]);
      expect(await ids(`${town} nowhere`)).toEqual([]);
    });

    it('finds Devanagari and Kannada text typed in those scripts', async () => {
      const tag = token();
      const hindi = await makeCreator(app, {
        name: 'सुनीता शर्मा',
        location: `पुणे ${tag}`,
        skills: ['फोटोग्राफी'],
      });
      const kannada = await makeCreator(app, {
        name: 'ಕಾವ್ಯ',
        location: `ಹುಬ್ಬಳ್ಳಿ ${tag}`,
        skills: ['ವಿಡಿಯೋಗ್ರಫಿ'],
      });

      const ids = async (q: string) =>
        (await get(`/api/creators?q=${encodeURIComponent(q)}`)).json().items.map((c: { id: string }) => c.id);
      expect(await ids(`फोटो ${tag}`)).toEqual([hindi.id]);
      expect(await ids(`सुनीता ${tag}`)).toEqual([hindi.id]);
      expect(await ids(`पुणे ${tag}`)).toEqual([hindi.id]);
      expect(await ids(`ಹುಬ್ಬಳ್ಳಿ ${tag}`)).toEqual([kannada.id]);
      expect(await ids(`ವಿಡಿಯೋ ${tag}`)).toEqual([kannada.id]);
    });

    it('takes search operators and wildcards literally', async () => {
      const tag = token();
      const meena = await makeCreator(app, { name: `Meena${tag}` });
      const ids = async (q: string) =>
        (await get(`/api/creators?q=${encodeURIComponent(q)}`)).json().items.map((c: { id: string }) => c.id);
      expect(await ids(`Meena${tag}`)).toEqual([meena.id]);
      expect(await ids(`eena${tag}`)).toEqual([meena.id]);
      // "_" and "%" separate words like any punctuation (decision 271): they never reach LIKE as wildcards.
      expect(await ids(`Mee_x${tag}`)).toEqual([]);
      expect(await ids(`M%x${tag}`)).toEqual([]);
      for (const nasty of [`${tag} & !x`, `${tag}:*`, `'${tag}`, `${tag}\\`, `(${tag}) |`]) {
        const response = await get(`/api/creators?q=${encodeURIComponent(nasty)}`);
        expect(response.statusCode).toBe(200);
      }
      expect(await ids(`Meena${tag} ,`)).toEqual([meena.id]);
    });

    it('filters by availability, minimum rating (as shown, to one decimal) and skill', async () => {
      const tag = token();
      const busy = await makeCreator(app, { location: tag, available: false, skills: ['animation'] });
      const top = await makeCreator(app, { location: tag, skills: ['photography', 'animation'] });
      const good = await makeCreator(app, { location: tag, skills: ['photo-editing'] });
      const unrated = await makeCreator(app, { location: tag, skills: ['photography'] });
      await setRating(top.id, 4.46, 3);
      await setRating(good.id, 3.5, 2);
      await setRating(busy.id, 4.8, 5);
      const ids = async (params: string) =>
        (await get(`/api/creators?q=${tag}&${params}`)).json().items.map((c: { id: string }) => c.id);

      expect(await ids('available=true')).not.toContain(busy.id);
      expect((await ids('available=true')).sort()).toEqual([top.id, good.id, unrated.id].sort());
      expect(await ids('minRating=4.5')).toEqual([busy.id, top.id]);
      expect(await ids('minRating=4')).toEqual([busy.id, top.id]);
      expect(await ids('minRating=3')).toEqual([busy.id, top.id, good.id]);
      expect(await ids('minRating=0')).toHaveLength(4);
      expect((await ids('skill=animation')).sort()).toEqual([busy.id, top.id].sort());
      // A name or a synonym filters by the taxonomy's skill (decision 215).
      expect(await ids('skill=Photo%20Editing')).toEqual([good.id]);
      expect(await ids('skill=retouching')).toEqual([good.id]);
      expect(await ids('skill=Animation&available=true&minRating=4')).toEqual([top.id]);
    });

    it('refuses filters outside the offered options', async () => {
      expect((await get('/api/creators?minRating=2')).statusCode).toBe(400);
      expect((await get('/api/creators?page=0')).statusCode).toBe(400);
      expect((await get('/api/creators?available=yes')).statusCode).toBe(400);
      expect((await get('/api/creators?skill=Pottery')).statusCode).toBe(400);
    });

    it('pages through results with a total', async () => {
      const tag = token();
      for (let i = 0; i < 14; i++) await makeCreator(app, { location: tag });
      const first = (await get(`/api/creators?q=${tag}`)).json();
      const second = (await get(`/api/creators?q=${tag}&page=2`)).json();
      expect(first).toMatchObject({ total: 14, page: 1, pageSize: 12 });
      expect(first.items).toHaveLength(12);
      expect(second.items).toHaveLength(2);
      const all = [...first.items, ...second.items].map((c: { id: string }) => c.id);
      expect(new Set(all).size).toBe(14);
    });

    it('lists verified creators first, then by rating', async () => {
      const tag = token();
      const plain = await makeCreator(app, { location: tag });
      const rated = await makeCreator(app, { location: tag });
      const verified = await makeCreator(app, { location: tag, isVerified: true });
      await setRating(rated.id, 4, 1);
      const items = (await get(`/api/creators?q=${tag}`)).json().items;
      expect(items.map((c: { id: string }) => c.id)).toEqual([verified.id, rated.id, plain.id]);
      expect(items[0].isVerified).toBe(true);
    });
  });

  describe('public creator profile', () => {
    it('shows the public fields and never e-mail, phone or address', async () => {
      const creator = await makeCreator(app, {
        bio: 'Weaver reels',
        phone: '+919845012345',
        address: '12 Secret Lane',
        portfolioUrl: 'https://kavya.example',
        skills: ['Videography'],
      });
      await setRating(creator.id, 4.25, 4);
      const response = await get(`/api/creators/${creator.id}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        id: creator.id,
        name: creator.name,
        bio: 'Weaver reels',
        skills: ['Videography'],
        available: true,
        isVerified: false,
        ratingAverage: 4.3,
        ratingCount: 4,
        portfolioUrl: 'https://kavya.example',
        portfolio: [],
      });
      for (const key of ['email', 'phone', 'address', 'role', 'interests', 'search'])
        expect(body).not.toHaveProperty(key);
      expect(response.body).not.toContain(creator.email);
      expect(response.body).not.toContain('9845012345');
      expect(response.body).not.toContain('Secret Lane');

      const directory = await get(`/api/creators?q=${encodeURIComponent(creator.name)}`);
      expect(directory.body).not.toContain(creator.email);
      expect(directory.body).not.toContain('9845012345');
    });

    it.each([
      ['an unknown id', () => randomUUID()],
      ['a malformed id', () => 'not-a-uuid'],
      ['an enterprise', () => actors.enterprise.id],
      ['an admin', () => actors.admin.id],
    ])('answers 404 for %s', async (_label, id) => {
      const response = await get(`/api/creators/${id()}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Profile not found');
    });
  });

  describe('enterprise directory and profile', () => {
    it('searches company name, industry and location, and filters by industry', async () => {
      const tag = token();
      const dairy = await makeEnterprise(app, {
        companyName: `Amrit ${tag} Dairy`,
        industry: 'dairy',
        location: 'Anand, Gujarat',
      });
      const fish = await makeEnterprise(app, {
        companyName: `Coastal ${tag}`,
        industry: 'fisheries',
        location: 'Udupi, Karnataka',
      });
      const ids = async (params: string) =>
        (await get(`/api/enterprises?${params}`)).json().items.map((e: { id: string }) => e.id);
      expect((await ids(`q=${tag}`)).sort()).toEqual([dairy.id, fish.id].sort());
      expect(await ids(`q=${tag}%20udupi`)).toEqual([fish.id]);
      expect(await ids(`q=${tag}%20fisheries`)).toEqual([fish.id]);
      expect(await ids(`q=${tag}&industry=dairy`)).toEqual([dairy.id]);
      expect((await get('/api/enterprises?industry=technology')).statusCode).toBe(400);
    });

    it('falls back to the contact name when no company name is stored, and counts open jobs', async () => {
      const tag = token();
      const enterprise = await makeEnterprise(app, { name: `Meera ${tag}`, companyName: null });
      await makeJob(app, enterprise.id);
      await makeJob(app, enterprise.id);
      await makeJob(app, enterprise.id, { status: 'completed' });
      const [card] = (await get(`/api/enterprises?q=${tag}`)).json().items;
      expect(card).toMatchObject({ id: enterprise.id, companyName: `Meera ${tag}`, openJobCount: 2 });
    });

    it('shows company details without private fields, and 404 for anything else', async () => {
      const enterprise = await makeEnterprise(app, {
        companyName: 'Sahyadri Farms',
        description: 'Organic grapes',
        website: 'https://sahyadri.example',
        phone: '+919876543210',
        address: 'Dindori Road',
        turnover: 'more_than_5_crores',
      });
      const response = await get(`/api/enterprises/${enterprise.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        companyName: 'Sahyadri Farms',
        description: 'Organic grapes',
        website: 'https://sahyadri.example',
        industry: 'handicrafts',
        district: 'Dharwad',
      });
      for (const secret of [enterprise.email, '9876543210', 'Dindori', 'more_than_5_crores'])
        expect(response.body).not.toContain(secret);
      expect((await get(`/api/enterprises/${actors.creator.id}`)).statusCode).toBe(404);
      expect((await get(`/api/enterprises/${randomUUID()}`)).statusCode).toBe(404);
      expect((await get('/api/enterprises/nope')).statusCode).toBe(404);
    });

    it("lists only the enterprise's open jobs", async () => {
      const enterprise = await makeEnterprise(app);
      const open = await makeJob(app, enterprise.id);
      await makeJob(app, enterprise.id, { status: 'assigned' });
      await makeJob(app, actors.otherEnterprise.id);
      const response = await get(`/api/enterprises/${enterprise.id}/jobs`);
      expect(response.statusCode).toBe(200);
      expect(response.json().items.map((j: { id: number }) => j.id)).toEqual([open.id]);
      expect((await get(`/api/enterprises/${actors.creator.id}/jobs`)).statusCode).toBe(404);
    });
  });

  it('lists creators and enterprises with the start of a long bio or description; the profile has it all', async () => {
    const tag = token();
    const long = `${'हम हल्दी, मिर्च और गुड़ के पैकेट बनाते हैं।\n'.repeat(120)}अंत।`;
    const creator = await makeCreator(app, { location: tag, bio: long });
    const enterprise = await makeEnterprise(app, {
      location: tag,
      description: null,
      productsServices: long,
    });
    const cards = [
      (await get(`/api/creators?q=${tag}`)).json().items[0].bio,
      (await get(`/api/enterprises?q=${tag}`)).json().items[0].description,
    ];
    for (const card of cards) {
      expect([...card].length).toBeLessThanOrEqual(CARD_TEXT_MAX_LENGTH);
      expect(card).toMatch(/^हम हल्दी, मिर्च और गुड़ के पैकेट बनाते हैं। हम .*…$/u);
    }
    expect((await get(`/api/creators/${creator.id}`)).json().bio).toBe(long);
    expect((await get(`/api/enterprises/${enterprise.id}`)).json()).toMatchObject({
      description: long,
      productsServices: long,
    });
  });

  describe('editing a profile', () => {
    const creatorEdit = {
      name: 'Kavya H',
      location: 'Dharwad',
      bio: 'Short films',
      portfolioUrl: 'https://kavya.example',
      skills: 'Videography, Reels',
      available: false,
    };
    const patch = (who: Parameters<typeof injectAs>[1], id: string, payload: object) =>
      injectAs(app, who, { method: 'PATCH', url: `/api/profiles/${id}`, payload });

    it('lets a creator edit every field of their own profile', async () => {
      const creator = await makeCreator(app);
      const response = await patch(creator, creator.id, creatorEdit);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Kavya H',
        location: 'Dharwad',
        bio: 'Short films',
        portfolioUrl: 'https://kavya.example',
        skills: ['videography', 'content-creation'],
        available: false,
      });
      // The session's user record follows the profile name.
      const [user] = await app.db.select({ name: users.name }).from(users).where(eq(users.id, creator.id));
      expect(user?.name).toBe('Kavya H');
      const cleared = await patch(creator, creator.id, { bio: '', portfolioUrl: '' });
      expect(cleared.json()).toMatchObject({ bio: null, portfolioUrl: null, name: 'Kavya H' });
    });

    it('never lets anyone set role, verification or rating through it', async () => {
      const creator = await makeCreator(app);
      const response = await patch(creator, creator.id, {
        name: 'Still a creator',
        role: 'admin',
        isVerified: true,
        ratingAverage: 5,
        ratingCount: 99,
      });
      expect(response.statusCode).toBe(200);
      const [row] = await app.db.select().from(profiles).where(eq(profiles.id, creator.id));
      expect(row).toMatchObject({ role: 'creator', isVerified: false, ratingAverage: 0, ratingCount: 0 });
      expect(row?.name).toBe('Still a creator');
    });

    it.each([
      ['anonymous', 401],
      ['otherCreator', 403],
      ['enterprise', 403],
      ['otherEnterprise', 403],
    ] as const)("refuses %s editing a creator's profile (%i) and changes nothing", async (who, status) => {
      const target = await makeCreator(app, { name: 'Original' });
      const response = await patch(actors[who], target.id, creatorEdit);
      expect(response.statusCode).toBe(status);
      const [row] = await app.db.select().from(profiles).where(eq(profiles.id, target.id));
      expect(row?.name).toBe('Original');
    });

    it("refuses another enterprise editing a company's details", async () => {
      const target = await makeEnterprise(app, { companyName: 'Original Co' });
      const response = await patch(actors.otherEnterprise, target.id, { companyName: 'Hijacked' });
      expect(response.statusCode).toBe(403);
      expect((await get(`/api/enterprises/${target.id}`)).json().companyName).toBe('Original Co');
    });

    it('lets an admin edit any profile', async () => {
      const admin = await makeAdmin(app);
      const creator = await makeCreator(app);
      const enterprise = await makeEnterprise(app);
      expect((await patch(admin, creator.id, { bio: 'Edited by admin' })).json().bio).toBe('Edited by admin');
      const response = await patch(admin, enterprise.id, { companyName: 'Renamed Co', industry: 'dairy' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ companyName: 'Renamed Co', industry: 'dairy' });
    });

    it('edits company details and keeps creator-only fields off enterprises', async () => {
      const enterprise = await makeEnterprise(app);
      const response = await patch(enterprise, enterprise.id, {
        name: 'Rohini Patil',
        companyName: 'Sahyadri Organic',
        industry: 'agriculture',
        description: 'Grapes and vegetables',
        location: 'Nashik, Maharashtra',
        website: 'https://sahyadri.example',
        skills: ['Photography'],
        bio: 'not for enterprises',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Rohini Patil',
        companyName: 'Sahyadri Organic',
        industry: 'agriculture',
        description: 'Grapes and vegetables',
        location: 'Nashik, Maharashtra',
        website: 'https://sahyadri.example',
      });
      const [row] = await app.db.select().from(profiles).where(eq(profiles.id, enterprise.id));
      expect(row?.skills).toEqual([]);
      expect(row?.bio).toBeNull();
    });

    it('refuses invalid values with translated field messages, writing nothing', async () => {
      const creator = await makeCreator(app, { name: 'Unchanged' });
      const response = await injectAs(app, creator, {
        method: 'PATCH',
        url: `/api/profiles/${creator.id}`,
        headers: { 'accept-language': 'hi' },
        payload: { name: ' ', portfolioUrl: 'javascript:alert(1)' },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields).sort()).toEqual(['name', 'portfolioUrl']);
      expect(response.json().error.fields.name).toBe('यह फ़ील्ड आवश्यक है');
      const [row] = await app.db.select().from(profiles).where(eq(profiles.id, creator.id));
      expect(row?.name).toBe('Unchanged');
      const enterprise = await makeEnterprise(app);
      expect((await patch(enterprise, enterprise.id, { industry: 'technology' })).statusCode).toBe(400);
      expect((await patch(enterprise, enterprise.id, { website: 'ftp://x.in' })).statusCode).toBe(400);
    });

    it('answers 404 for profiles that do not exist or are not public', async () => {
      const admin = await makeAdmin(app);
      expect((await patch(admin, randomUUID(), { name: 'x' })).statusCode).toBe(404);
      expect((await patch(admin, actors.admin.id, { name: 'x' })).statusCode).toBe(404);
    });
  });

  describe('enterprise logo', () => {
    const upload = (
      who: Parameters<typeof injectAs>[1],
      id: string,
      content: Buffer,
      filename = 'logo.png',
    ) =>
      injectAs(app, who, {
        method: 'POST',
        url: `/api/profiles/${id}/logo`,
        ...multipart({ filename, content }),
      });

    it('stores a re-encoded logo for the owner and replaces the previous file', async () => {
      const enterprise = await makeEnterprise(app);
      const first = await upload(enterprise, enterprise.id, await png());
      expect(first.statusCode).toBe(200);
      const { logoUrl } = first.json();
      expect(logoUrl).toMatch(/^\/uploads\/logos\/[a-f0-9]{32}\.webp$/);
      const file = await app.inject({ method: 'GET', url: logoUrl });
      expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
      expect((await get(`/api/enterprises/${enterprise.id}`)).json().logoUrl).toBe(logoUrl);

      const second = await upload(enterprise, enterprise.id, await png(300, 300));
      expect(second.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
    });

    it('refuses other users, creators and bad files', async () => {
      const enterprise = await makeEnterprise(app);
      expect((await upload(actors.otherEnterprise, enterprise.id, await png())).statusCode).toBe(403);
      expect((await upload(actors.creator, enterprise.id, await png())).statusCode).toBe(403);
      expect((await upload(null, enterprise.id, await png())).statusCode).toBe(401);
      expect((await upload(actors.creator, actors.creator.id, await png())).statusCode).toBe(404);
      const text = await upload(enterprise, enterprise.id, Buffer.from('not an image'));
      expect(text.statusCode).toBe(415);
      expect((await upload(enterprise, enterprise.id, await png(), 'logo.svg')).statusCode).toBe(415);
      expect((await get(`/api/enterprises/${enterprise.id}`)).json().logoUrl).toBeNull();
    });
  });

  describe('link previews', () => {
    it('serves Open Graph tags for a creator profile page', async () => {
      const webDir = path.join(tmpdir(), `kalasetu-web-${randomUUID()}`);
      await mkdir(webDir, { recursive: true });
      await writeFile(
        path.join(webDir, 'index.html'),
        '<!doctype html><html><head><title>KalaSetu</title></head><body></body></html>',
      );
      const web = await buildTestApp({ webDistDir: webDir });
      try {
        const creator = await makeCreator(web, { name: 'Arjun <Deshpande>', bio: 'Farm & food photography' });
        const page = await web.inject({ method: 'GET', url: `/creators/${creator.id}` });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<meta property="og:title" content="Arjun &lt;Deshpande&gt;">');
        expect(page.body).toContain('<meta property="og:description" content="Farm &amp; food photography">');
        expect(page.body).not.toContain(creator.email);
        const enterprise = await makeEnterprise(web, { companyName: 'Blue Pottery Works' });
        const company = await web.inject({ method: 'GET', url: `/enterprises/${enterprise.id}` });
        expect(company.body).toContain('<meta property="og:title" content="Blue Pottery Works">');
        const missing = await web.inject({ method: 'GET', url: `/creators/${randomUUID()}` });
        expect(missing.statusCode).toBe(200);
        expect(missing.body).not.toContain('og:title');
      } finally {
        await web.close();
      }
    });
  });
});
