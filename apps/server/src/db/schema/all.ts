// The one aggregate of all tables, for drizzle's typed client and drizzle-kit. Features import single tables directly.
export { users } from './users';
export { sessions } from './sessions';
export { accounts } from './accounts';
export { verifications } from './verifications';
export { rateLimits } from './rate-limits';
export { profiles } from './profiles';
export { jobs } from './jobs';
export { applications } from './applications';
export { messages } from './messages';
export { notifications } from './notifications';
export { jobComments } from './job-comments';
export { ratings } from './ratings';
export { showcaseItems } from './showcase-items';
export { portfolioItems } from './portfolio-items';
export { contactMessages } from './contact-messages';
export { realtimeEvents } from './realtime-events';
export { jobInvitations } from './job-invitations';
