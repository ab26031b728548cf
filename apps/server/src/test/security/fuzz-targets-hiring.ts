import { declineRecommendationSchema, inviteCreatorSchema } from '@kalasetu/shared/hiring';
import { mailSettingsSchema } from '@kalasetu/shared/mail-settings';
import type { FuzzTarget } from './fuzz-targets';

/** The hiring loop's write routes and the mail settings (issue 20), fuzzed like every other. */
export const HIRING_WRITE_TARGETS: FuzzTarget[] = [
  {
    route: 'POST /api/admin/recommendations/:id/accept',
    actor: 'admin',
    url: (f, p) => `/api/admin/recommendations/${p ?? f.applicationId}/accept`,
    valid: () => ({}),
  },
  {
    route: 'POST /api/admin/recommendations/:id/decline',
    actor: 'admin',
    url: (f, p) => `/api/admin/recommendations/${p ?? f.applicationId}/decline`,
    valid: () => ({ reason: 'Not this time' }),
    contract: declineRecommendationSchema,
  },
  {
    route: 'POST /api/jobs/:id/invitations',
    actor: 'enterprise',
    url: (f, p) => `/api/jobs/${p ?? f.openJobId}/invitations`,
    valid: (f) => ({ creatorId: f.a.otherCreator.id, note: 'Would you apply?' }),
    contract: inviteCreatorSchema,
  },
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
