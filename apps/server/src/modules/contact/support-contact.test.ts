import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp } from '../../test/build-test-app';

describe('the contact page numbers (GET /api/contact/details)', () => {
  let bare: FastifyInstance;
  let configured: FastifyInstance;
  beforeAll(async () => {
    bare = await buildTestApp();
    const { support } = loadConfig({ SUPPORT_PHONE: '+91 98765 43210', SUPPORT_WHATSAPP: '9876543211' });
    configured = await buildTestApp({ support });
  });
  afterAll(async () => {
    await Promise.all([bare.close(), configured.close()]);
  });

  it('offers nothing when the operator has set no number', async () => {
    const response = await bare.inject({ method: 'GET', url: '/api/contact/details' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ phone: null, whatsapp: null });
  });

  it('offers the configured numbers with their digits for tel: and wa.me links', async () => {
    const response = await configured.inject({ method: 'GET', url: '/api/contact/details' });
    expect(response.json()).toEqual({
      phone: { display: '+91 98765 43210', digits: '919876543210' },
      // Ten digits without a country code are an Indian number.
      whatsapp: { display: '9876543211', digits: '919876543211' },
    });
  });

  it('refuses to start with a number that is not one', () => {
    expect(() => loadConfig({ SUPPORT_PHONE: 'call us' })).toThrow(/SUPPORT_PHONE/);
    expect(() => loadConfig({ SUPPORT_WHATSAPP: '+91 123' })).toThrow(/SUPPORT_WHATSAPP/);
    expect(loadConfig({ SUPPORT_PHONE: '  ' }).support.phone).toBeNull();
  });
});
