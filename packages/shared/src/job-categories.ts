/**
 * Job categories, on their own: the home page labels them, and importing them from options.ts would bring every
 * state's districts into the first page's JavaScript. options.ts re-exports them.
 */
export const JOB_CATEGORIES = [
  'photography',
  'videography',
  'social-media',
  'content-creation',
  'animation',
  'design',
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];
