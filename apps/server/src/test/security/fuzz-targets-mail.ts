import { mailSettingsSchema } from '@kalasetu/shared/mail-settings';
import {
  channelConsentSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  saveNoticeChoicesSchema,
} from '@kalasetu/shared/notices';
import { browserSubscription } from './matrix-rows-push';
import type { FuzzTarget } from './fuzz-targets';

/** Job-alert choices, notice preferences and the unsubscribe link (decision 210), fuzzed like every write route. */
export const MAIL_WRITE_TARGETS: FuzzTarget[] = [
  {
    route: 'PUT /api/me/mail-settings',
    actor: 'creator',
    url: () => '/api/me/mail-settings',
    valid: () => ({
      jobAlerts: {
        area: 'district',
        state: 'karnataka',
        district: 'Mysuru',
        dailyLimit: 3,
        delivery: 'digest',
      },
    }),
    contract: mailSettingsSchema,
  },
  {
    route: 'PUT /api/me/notice-preferences/choices',
    actor: 'enterprise',
    url: () => '/api/me/notice-preferences/choices',
    valid: () => ({ choices: { application: { email: false, sms: true }, payment: { whatsapp: false } } }),
    contract: saveNoticeChoicesSchema,
  },
  {
    route: 'PUT /api/me/notice-preferences/channels/:channel',
    actor: 'creator',
    // Opting out needs nothing and is what a fuzzed body may reach; the channel in the path is fuzzed too.
    url: (_f, param) => `/api/me/notice-preferences/channels/${param ?? 'whatsapp'}`,
    valid: () => ({ optIn: false }),
    contract: channelConsentSchema,
  },
  {
    route: 'POST /api/me/push-subscriptions',
    actor: 'creator',
    valid: () => browserSubscription(),
    url: () => '/api/me/push-subscriptions',
    contract: pushSubscriptionSchema,
  },
  {
    route: 'POST /api/me/push-subscriptions/remove',
    actor: 'creator',
    url: () => '/api/me/push-subscriptions/remove',
    valid: () => ({ endpoint: browserSubscription().endpoint }),
    contract: pushUnsubscribeSchema,
  },
  {
    route: 'POST /api/mail/unsubscribe',
    actor: 'anonymous',
    // A token nobody signed: whatever the body, nothing is switched off.
    url: (f) => `/api/mail/unsubscribe?token=${f.a.creator.id}.invitation.bm90LWEtc2lnbmF0dXJl`,
    valid: () => ({}),
    alwaysRefused: true,
  },
];
