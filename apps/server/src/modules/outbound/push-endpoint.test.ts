import { describe, expect, it } from 'vitest';
import { loadPushConfig } from '../../config-channels';
import { pushEndpointAllowed } from './push.service';

const HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
  '127.0.0.1',
];
const env = (more: Record<string, string> = {}) => ({
  WHATSAPP_API_URL: 'x',
  WHATSAPP_API_VERSION: 'v21.0',
  WHATSAPP_TEMPLATE_PREFIX: 'k_',
  MSG91_API_URL: 'x',
  PUSH_SERVICE_HOSTS: 'fcm.googleapis.com, Push.Apple.com',
  MAIL_FROM: 'KalaSetu <no-reply@kalasetu.in>',
  ...more,
});

describe('browser push settings and endpoints', () => {
  it('takes both VAPID keys or neither, and a subject push services can reach', () => {
    expect(loadPushConfig(env())).toEqual({
      vapid: null,
      subject: 'mailto:no-reply@kalasetu.in',
      serviceHosts: ['fcm.googleapis.com', 'push.apple.com'],
    });
    expect(loadPushConfig(env({ PUBLIC_URL: 'https://kalasetu.in' })).subject).toBe('https://kalasetu.in');
    expect(() => loadPushConfig(env({ VAPID_PUBLIC_KEY: 'abc' }))).toThrow(/come together/);
    expect(() => loadPushConfig(env({ VAPID_SUBJECT: 'kalasetu.in' }))).toThrow(/mailto/);
    expect(loadPushConfig(env({ VAPID_PUBLIC_KEY: 'p', VAPID_PRIVATE_KEY: 's' })).vapid).toEqual({
      publicKey: 'p',
      privateKey: 's',
    });
  });

  it('posts only to the listed push services over HTTPS (HTTP only to a listed loopback stand-in)', () => {
    const allowed = [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-bn3p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/abc',
      'http://127.0.0.1:4000/push/abc',
    ];
    const refused = [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.in/fcm/send/abc',
      'https://evilfcm.googleapis.com.in/abc',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/push',
      'http://127.0.0.2/push',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'ftp://fcm.googleapis.com/abc',
      'not a url',
    ];
    for (const endpoint of allowed) expect(pushEndpointAllowed(endpoint, HOSTS), endpoint).toBe(true);
    for (const endpoint of refused) expect(pushEndpointAllowed(endpoint, HOSTS), endpoint).toBe(false);
  });
});
