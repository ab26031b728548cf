import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';
import { uniqueEmail } from '../../test/factories';

const STRONG = 'Str0ng!pass';
const enterprise = (place: { state: string; district: string }) => ({
  role: 'enterprise',
  name: 'Sunita Kadam',
  companyName: 'Konkan Kaju',
  industry: 'food_processing',
  ...place,
  turnover: 'less_than_10_lakhs',
  productsServices: 'Cashew and kokum from the Konkan coast',
  phone: '+91 98220 12345',
  establishedDate: '2012-06-01',
  address: 'Maruti Mandir Road',
  email: uniqueEmail('signup-place'),
  password: STRONG,
  confirmPassword: STRONG,
});

describe('locations', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const lookUp = (pin: string, lang = 'en') =>
    app.inject({ method: 'GET', url: `/api/locations/pincode/${pin}`, headers: { 'accept-language': lang } });

  describe('GET /api/locations/pincode/:pin', () => {
    it.each([
      ['415612', 'maharashtra', 'Ratnagiri'],
      ['226001', 'uttar_pradesh', 'Lucknow'],
      ['500001', 'telangana', 'Hyderabad'],
      // Ladakh has been a union territory since 2019; the data set still files Leh under Jammu and Kashmir.
      ['194101', 'ladakh', 'Leh'],
      // Renamed in 2018; the data set has the old name.
      ['211001', 'uttar_pradesh', 'Prayagraj'],
      ['396210', 'dadra_and_nagar_haveli_and_daman_and_diu', 'Daman'],
    ])('%s is in %s, %s', async (pin, state, district) => {
      const response = await lookUp(pin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ pin, state, district });
    });

    it('answers a translated 404 for a PIN code it does not know', async () => {
      const response = await lookUp('999999', 'hi');
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('यह पिन कोड हमें ज्ञात नहीं है; कृपया राज्य और ज़िला चुनें');
    });

    it.each(['12345', '0123456', '012345', 'abcdef', '5600011'])('refuses %s as a PIN code', async (pin) => {
      expect((await lookUp(pin)).statusCode).toBe(400);
    });
  });

  describe('sign-up validates the state and district against the full list', () => {
    const signUp = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/accounts/signup', headers: { origin: TEST_ORIGIN }, payload });

    it('accepts any district of any state or union territory', async () => {
      for (const place of [
        { state: 'maharashtra', district: 'Ratnagiri' },
        { state: 'uttar_pradesh', district: 'Lucknow' },
        { state: 'ladakh', district: 'Kargil' },
      ]) {
        const response = await signUp(enterprise(place));
        expect(response.statusCode, JSON.stringify(place)).toBe(201);
      }
    });

    it('stores the place as "District, State"', async () => {
      const body = enterprise({ state: 'west_bengal', district: 'Darjeeling' });
      const response = await signUp(body);
      const cookie = response.headers['set-cookie'];
      const me = await app.inject({
        method: 'GET',
        url: '/api/me',
        headers: {
          cookie: (Array.isArray(cookie) ? cookie : [cookie ?? '']).map((c) => c.split(';')[0]).join('; '),
        },
      });
      expect(me.json().user).toMatchObject({
        state: 'west_bengal',
        district: 'Darjeeling',
        location: 'Darjeeling, West Bengal',
      });
    });

    it('still accepts a district spelled as the first list spelled it', async () => {
      expect((await signUp(enterprise({ state: 'maharashtra', district: 'Mumbai' }))).statusCode).toBe(201);
    });

    it('refuses a district of another state, or a state that is not one', async () => {
      const wrong = await signUp(enterprise({ state: 'bihar', district: 'Ratnagiri' }));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toHaveProperty('district');
      const unknown = await signUp(enterprise({ state: 'atlantis', district: 'Ratnagiri' }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.fields).toHaveProperty('state');
    });
  });
});
