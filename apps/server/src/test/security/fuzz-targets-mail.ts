import { mailSettingsSchema } from '@kalasetu/shared/mail-settings';
import type { FuzzTarget } from './fuzz-targets';

/** The mail settings and the unsubscribe link (decision 210), fuzzed like every other write route. */
export const MAIL_WRITE_TARGETS: FuzzTarget[] = [
  {
    route: 'PUT /api/me/mail-settings',
    actor: 'creator',
    url: () => '/api/me/mail-settings',
    valid: () => ({
      mail: { assigned: true, recommendation: false, invitation: true, unread_message: true },
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
    route: 'POST /api/mail/unsubscribe',
    actor: 'anonymous',
    // A token nobody signed: whatever the body, nothing is switched off.
    url: (f) => `/api/mail/unsubscribe?token=${f.a.creator.id}.invitation.bm90LWEtc2lnbmF0dXJl`,
    valid: () => ({}),
    alwaysRefused: true,
  },
];
