import type { TFunction } from 'i18next';
import type { CreatorSummary, HomeResponse, JobSummary, ShowcaseItem } from '@kalasetu/shared/home';

/**
 * Built-in sample records shown when the home data cannot be loaded, the first 3 of each kind, as the
 * specification asks (docs/product/home.md). Their titles, descriptions and bios are in the reader's language
 * (locales/<lang>/homeSamples.json, loaded with the rest of the texts after the first page); names and places are
 * proper names.
 */
const at = '2025-01-15T10:00:00.000Z';

const job = (
  id: 1 | 2 | 3,
  t: TFunction,
  fields: Pick<JobSummary, 'location' | 'budgetMin' | 'budgetMax' | 'skills' | 'enterpriseName'>,
): JobSummary => ({
  id,
  title: t(`homeSamples.job${id}Title`),
  description: t(`homeSamples.job${id}Description`),
  status: 'open',
  budgetCurrency: 'INR',
  deadline: null,
  createdAt: at,
  enterpriseId: `sample-enterprise-${id}`,
  enterpriseVerified: false,
  applicantCount: 0,
  ...fields,
});

const creator = (
  id: 1 | 2 | 3,
  t: TFunction,
  name: string,
  location: string,
  skills: string[],
): CreatorSummary => ({
  id: `sample-creator-${id}`,
  name,
  // The demo creators' illustrated portraits ship with the app (public/demo/avatars).
  avatarUrl: `/demo/avatars/${name.split(' ')[0]!.toLowerCase()}.webp`,
  location,
  bio: t(`homeSamples.creator${id}Bio`),
  skills,
  available: true,
  isVerified: true,
  checks: { phone: true, email: true, evidence: 'identity' },
  ratingAverage: 0,
  ratingCount: 0,
  createdAt: at,
  startingPrice: null,
  workLanguages: [],
  work: [],
});

const showcase = (id: 1 | 2 | 3, t: TFunction, category: string, image: string): ShowcaseItem => ({
  id,
  title: t(`homeSamples.showcase${id}Title`),
  description: t(`homeSamples.showcase${id}Description`),
  imageUrl: `/demo/${image}.webp`,
  link: null,
  category,
  featured: false,
  createdAt: at,
  updatedAt: at,
});

/** What the home page shows when loading fails: three of each kind, in the reader's language. */
export function sampleHome(t: TFunction): HomeResponse {
  return {
    jobs: [
      job(1, t, {
        location: 'Nashik, Maharashtra',
        budgetMin: 15000,
        budgetMax: 30000,
        skills: ['Photography', 'Photo Editing'],
        enterpriseName: 'Sahyadri Organic Farms',
      }),
      job(2, t, {
        location: 'Dharwad, Karnataka',
        budgetMin: 20000,
        budgetMax: 40000,
        skills: ['Photography', 'Lighting'],
        enterpriseName: 'Dharwad Handloom Collective',
      }),
      job(3, t, {
        location: 'Udupi, Karnataka',
        budgetMin: 8000,
        budgetMax: 12000,
        skills: ['Social Media', 'Video Editing'],
        enterpriseName: 'Coastal Catch Fisheries',
      }),
    ],
    creators: [
      creator(1, t, 'Arjun Deshpande', 'Pune, Maharashtra', [
        'Photography',
        'Drone Operation',
        'Photo Editing',
      ]),
      creator(2, t, 'Kavya Hegde', 'Hubballi, Karnataka', ['Videography', 'Video Editing', 'Social Media']),
      creator(3, t, 'Imran Qureshi', 'Hyderabad, Telangana', [
        'Graphic Design',
        'Animation',
        'Motion Graphics',
      ]),
    ],
    // Three of the five demonstration items the specification names (Branding, Print Design, Logo Design, …).
    showcase: [
      showcase(1, t, 'Branding', 'showcase-branding'),
      showcase(2, t, 'Print Design', 'showcase-print'),
      showcase(3, t, 'Logo Design', 'showcase-logo'),
    ],
    counts: { creators: 0, enterprises: 0, jobs: 0, showcase: 0 },
  };
}
