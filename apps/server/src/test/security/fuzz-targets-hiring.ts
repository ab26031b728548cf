import { declineRecommendationSchema, inviteCreatorSchema } from '@kalasetu/shared/hiring';
import type { FuzzTarget } from './fuzz-targets';

/** The hiring loop's write routes, fuzzed like every other. */
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
    // No invitation has this id: the path is what is fuzzed (the matrix and invitations.test.ts cover the rest).
    route: 'DELETE /api/invitations/:id',
    actor: 'enterprise',
    url: (_f, p) => `/api/invitations/${p ?? '2147483647'}`,
    valid: () => ({}),
  },
];
