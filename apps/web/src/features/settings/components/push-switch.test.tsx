/** @vitest-environment happy-dom */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getNoticePreferences, getPushKey, subscribePush } from '@kalasetu/shared/api/notices';
import type { NoticePreferences as Preferences } from '@kalasetu/shared/notices';
import { mockOperation, useMockApi } from '../../../testing/mock-api';
import { aCreator } from '../../../testing/people';
import { loadEnglish, renderWithApp } from '../../../testing/render';
import { NoticePreferences } from './notice-preferences';

const preferences = (pushOn: boolean): Preferences => ({
  channels: [
    { channel: 'email', optedIn: true, optedInAt: null, address: 'asha@example.in', needs: null },
    {
      channel: 'push',
      optedIn: pushOn,
      optedInAt: pushOn ? '2026-11-27T10:00:00.000Z' : null,
      address: null,
      needs: null,
    },
  ],
  topics: ['payment'],
  choices: { payment: { email: true, push: true } },
});

/** A browser that can take push: a service worker registration whose push manager subscribes once asked. */
function pushCapableBrowser(permission: NotificationPermission) {
  let subscription: { endpoint: string; toJSON: () => object } | null = null;
  const subscribe = vi.fn(async () => {
    subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      toJSON: () => ({
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        keys: { p256dh: 'P'.repeat(87), auth: 'A'.repeat(22) },
      }),
    };
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => registration,
      ready: Promise.resolve(registration),
      register: vi.fn(),
    },
  });
  return { subscribe, requestPermission };
}

const toggle = () => screen.getByRole('switch', { name: /^Show browser notifications/ });

describe('Settings → browser notifications', () => {
  useMockApi();
  beforeAll(loadEnglish);
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('asks the browser, subscribes with the server’s key and keeps the subscription on the server', async () => {
    const browser = pushCapableBrowser('granted');
    mockOperation(getNoticePreferences, { preferences: preferences(false) });
    mockOperation(getPushKey, { publicKey: 'BAAA' });
    const kept = mockOperation(subscribePush, { preferences: preferences(true) });
    const { user } = renderWithApp(<NoticePreferences />, { user: aCreator() });
    await waitFor(() => expect(toggle()).toHaveProperty('disabled', false));
    await user.click(toggle());
    await waitFor(() => expect(kept).toHaveLength(1));
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, 0, 0]),
    });
    expect(kept[0]!.body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: 'P'.repeat(87), auth: 'A'.repeat(22) },
    });
    await waitFor(() => expect(toggle()).toHaveProperty('checked', true));
    expect(screen.getByText(/^In this browser · on since/)).toBeTruthy();
  });

  it('subscribes nothing when the person refuses the browser’s prompt, and says how to allow it', async () => {
    const browser = pushCapableBrowser('denied');
    mockOperation(getNoticePreferences, { preferences: preferences(false) });
    mockOperation(getPushKey, { publicKey: 'BAAA' });
    const kept = mockOperation(subscribePush, { preferences: preferences(true) });
    const { user } = renderWithApp(<NoticePreferences />, { user: aCreator() });
    await waitFor(() => expect(toggle()).toHaveProperty('disabled', false));
    await user.click(toggle());
    expect(
      await screen.findAllByText(/Notifications are blocked for KalaSetu in this browser/),
    ).not.toHaveLength(0);
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(kept).toHaveLength(0);
    expect(toggle()).toHaveProperty('checked', false);
  });

  it('offers nothing to turn on in a browser without push', async () => {
    mockOperation(getNoticePreferences, { preferences: preferences(false) });
    renderWithApp(<NoticePreferences />, { user: aCreator() });
    expect(await screen.findByText('This browser cannot show notifications from KalaSetu.')).toBeTruthy();
    expect(toggle()).toHaveProperty('disabled', true);
  });
});
