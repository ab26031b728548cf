import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('resolves a relative DATA_DIR against the directory npm was run from', () => {
    const config = loadConfig({ DATA_DIR: 'my-data', INIT_CWD: '/srv/kalasetu' });
    expect(config.dataDir).toBe(path.resolve('/srv/kalasetu/my-data'));
    expect(config.outboxDir).toBe(path.resolve('/srv/kalasetu/my-data/outbox'));
    expect(config.pgliteDataDir).toBe(path.resolve('/srv/kalasetu/my-data/pglite'));
    expect(loadConfig({ DATA_DIR: '/var/lib/kalasetu', INIT_CWD: '/srv' }).dataDir).toBe('/var/lib/kalasetu');
  });

  it('enables Google only with both the client id and the secret', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      discoveryUrl: undefined,
    });
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together to bootstrap an admin', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'a@b.in' }).bootstrapAdmin).toBeNull();
    expect(loadConfig({ ADMIN_EMAIL: 'a@b.in', ADMIN_PASSWORD: 'S3cure!pass' }).bootstrapAdmin).toEqual({
      email: 'a@b.in',
      password: 'S3cure!pass',
      name: 'KalaSetu Admin',
    });
  });

  it('enables WhatsApp and SMS by their keys, which come together; without them messages go to the outbox', () => {
    const none = loadConfig({});
    expect([none.whatsapp, none.sms]).toEqual([null, null]);
    expect(() => loadConfig({ WHATSAPP_TOKEN: 'EAAG' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(loadConfig({ WHATSAPP_TOKEN: 'EAAG', WHATSAPP_PHONE_NUMBER_ID: '1065' }).whatsapp).toEqual({
      token: 'EAAG',
      phoneNumberId: '1065',
      apiUrl: 'https://graph.facebook.com',
      apiVersion: 'v21.0',
      templatePrefix: 'kalasetu_',
    });
    expect(() => loadConfig({ MSG91_AUTH_KEY: 'key' })).toThrow(/MSG91_TEMPLATES/);
    expect(() => loadConfig({ MSG91_AUTH_KEY: 'key', MSG91_TEMPLATES: '{not json' })).toThrow(/JSON/);
    expect(() => loadConfig({ MSG91_AUTH_KEY: 'key', MSG91_TEMPLATES: '{"grouped":{"xx":"1"}}' })).toThrow(
      /JSON/,
    );
    const sms = loadConfig({
      MSG91_AUTH_KEY: 'key',
      MSG91_TEMPLATES: '{"payment_recorded":{"hi":"6512a0"},"grouped":{"en":"6512a1"}}',
      SMS_HOURLY_CAP: '50',
    });
    expect(sms.sms).toMatchObject({ provider: 'msg91', sender: null, apiUrl: 'https://control.msg91.com' });
    expect(sms.sms!.templates).toEqual({ payment_recorded: { hi: '6512a0' }, grouped: { en: '6512a1' } });
    expect(sms.deliveryCaps.sms).toBe(50);
  });

  it('refuses to run in production on PostgreSQL without a real AUTH_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/kalasetu' })).toThrow(
      /AUTH_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow();
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }).authSecret).toBe(
      'x'.repeat(32),
    );
  });

  it('makes the embedded default a secret of its own on first start in production and keeps it', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kalasetu-secret-'));
    try {
      const first = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }).authSecret;
      expect(first).toMatch(/^[\w-]{43}$/);
      expect(statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
      expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }).authSecret).toBe(first);
      const other = mkdtempSync(path.join(os.tmpdir(), 'kalasetu-secret-'));
      expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: other }).authSecret).not.toBe(first);
      rmSync(other, { recursive: true });
    } finally {
      rmSync(dataDir, { recursive: true });
    }
  });

  it('trusts the public URL and its loopback twin, plus TRUSTED_ORIGINS', () => {
    const config = loadConfig({
      PORT: '3102',
      TRUSTED_ORIGINS: 'https://kalasetu.in, https://www.kalasetu.in',
    });
    expect(config.publicUrl).toBe('http://localhost:3102');
    expect(config.trustedOrigins).toEqual([
      'http://localhost:3102',
      'http://127.0.0.1:3102',
      'https://kalasetu.in',
      'https://www.kalasetu.in',
    ]);
  });

  it('uses local storage by default and needs a bucket and keys for S3', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 'gcs' })).toThrow();
    expect(() =>
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_PUBLIC_URL: 'cdn',
      }),
    ).toThrow();
  });

  it('derives the S3 bucket URL from region or endpoint, and lets a CDN URL replace it', () => {
    const keys = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'kala',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    };
    expect(loadConfig({ ...keys, S3_REGION: 'ap-south-1' }).storage).toMatchObject({
      endpoint: 'https://s3.ap-south-1.amazonaws.com',
      region: 'ap-south-1',
      forcePathStyle: false,
      publicUrl: 'https://kala.s3.ap-south-1.amazonaws.com',
    });
    expect(
      loadConfig({ ...keys, S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: 'true' }).storage,
    ).toMatchObject({ endpoint: 'http://127.0.0.1:9000', publicUrl: 'http://127.0.0.1:9000/kala' });
    expect(loadConfig({ ...keys, S3_PUBLIC_URL: 'https://cdn.kalasetu.in/' }).storage).toMatchObject({
      publicUrl: 'https://cdn.kalasetu.in',
    });
  });

  it('uses DATABASE_DIRECT_URL for LISTEN and migrations only beside a DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://pooler:6432/k' }).databaseDirectUrl).toBeNull();
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://pooler:6432/k',
        DATABASE_DIRECT_URL: 'postgres://primary:5432/k',
      }).databaseDirectUrl,
    ).toBe('postgres://primary:5432/k');
    expect(loadConfig({ DATABASE_DIRECT_URL: 'postgres://primary:5432/k' }).databaseDirectUrl).toBeNull();
  });
});
