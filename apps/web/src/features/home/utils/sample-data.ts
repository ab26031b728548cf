import type { CreatorSummary, HomeResponse, JobSummary, ShowcaseItem } from '@kalasetu/shared/home';
import { HOME_CREATORS_LIMIT, HOME_JOBS_LIMIT, HOME_SHOWCASE_LIMIT } from '@kalasetu/shared/limits';

/**
 * Built-in sample records shown when the home data cannot be loaded (spec 01 §4: "falls back to built-in
 * sample data, first 3 of each kind"). They are content, like the demo seed, so they stay in one language.
 */
const at = '2025-01-15T10:00:00.000Z';

const SAMPLE_JOBS: JobSummary[] = [
  {
    id: 1,
    title: 'Product photography for organic vegetable boxes',
    description: 'Clean, bright photographs of weekly vegetable boxes for a website and WhatsApp catalogue.',
    status: 'open',
    location: 'Nashik, Maharashtra',
    budgetMin: 15000,
    budgetMax: 30000,
    budgetCurrency: 'INR',
    skills: ['Photography', 'Photo Editing'],
    deadline: null,
    createdAt: at,
    enterpriseId: 'sample-enterprise-1',
    enterpriseName: 'Sahyadri Organic Farms',
    applicantCount: 0,
  },
  {
    id: 2,
    title: 'Handloom saree catalogue shoot',
    description: 'Catalogue photographs of 60 handwoven sarees for an online store and exhibitions.',
    status: 'open',
    location: 'Dharwad, Karnataka',
    budgetMin: 20000,
    budgetMax: 40000,
    budgetCurrency: 'INR',
    skills: ['Photography', 'Lighting'],
    deadline: null,
    createdAt: at,
    enterpriseId: 'sample-enterprise-2',
    enterpriseName: 'Dharwad Handloom Collective',
    applicantCount: 0,
  },
  {
    id: 3,
    title: 'Instagram reels for a fish market',
    description: 'Ten short reels a month showing the morning catch and recipes.',
    status: 'open',
    location: 'Udupi, Karnataka',
    budgetMin: 8000,
    budgetMax: 12000,
    budgetCurrency: 'INR',
    skills: ['Social Media', 'Video Editing'],
    deadline: null,
    createdAt: at,
    enterpriseId: 'sample-enterprise-3',
    enterpriseName: 'Coastal Catch Fisheries',
    applicantCount: 0,
  },
  {
    id: 4,
    title: 'Explainer animation for a dairy cooperative',
    description: 'A one-minute animation about how milk travels from farmers to the dairy.',
    status: 'open',
    location: 'Anand, Gujarat',
    budgetMin: 25000,
    budgetMax: 50000,
    budgetCurrency: 'INR',
    skills: ['Animation'],
    deadline: null,
    createdAt: at,
    enterpriseId: 'sample-enterprise-4',
    enterpriseName: 'Amrit Dairy Cooperative',
    applicantCount: 0,
  },
];

const creator = (
  id: string,
  name: string,
  location: string,
  skills: string[],
  bio: string,
): CreatorSummary => ({
  id,
  name,
  avatarUrl: null,
  location,
  bio,
  skills,
  available: true,
  isVerified: true,
  ratingAverage: 0,
  ratingCount: 0,
  createdAt: at,
});

const SAMPLE_CREATORS: CreatorSummary[] = [
  creator(
    'sample-creator-1',
    'Arjun Deshpande',
    'Pune, Maharashtra',
    ['Photography', 'Drone Operation', 'Photo Editing'],
    'Product and farm photographer for food brands.',
  ),
  creator(
    'sample-creator-2',
    'Kavya Hegde',
    'Hubballi, Karnataka',
    ['Videography', 'Video Editing', 'Social Media'],
    'Short films and reels for weavers and craftspeople.',
  ),
  creator(
    'sample-creator-3',
    'Imran Qureshi',
    'Hyderabad, Telangana',
    ['Graphic Design', 'Animation', 'Motion Graphics'],
    'Packaging, logos and explainer animations for small brands.',
  ),
  creator(
    'sample-creator-4',
    'Priya Nair',
    'Kochi, Kerala',
    ['Social Media Marketing', 'Content Creation'],
    'Social media for seafood and spice businesses.',
  ),
];

const showcase = (
  id: number,
  title: string,
  description: string,
  category: string,
  image: string,
): ShowcaseItem => ({
  id,
  title,
  description,
  imageUrl: `/demo/${image}.webp`,
  link: null,
  category,
  featured: false,
  createdAt: at,
  updatedAt: at,
});

/** The five demonstration items the specification names (Branding, Print Design, Logo Design, Digital Marketing, Photography). */
const SAMPLE_SHOWCASE: ShowcaseItem[] = [
  showcase(
    1,
    'Spice Route Brand Identity',
    'Colours, logo and shop signage for a family spice business.',
    'Branding',
    'showcase-branding',
  ),
  showcase(
    2,
    'Handloom Festival Brochure',
    'A folded print brochure for a weavers’ cooperative sale.',
    'Print Design',
    'showcase-print',
  ),
  showcase(
    3,
    'Green Valley Dairy Logo',
    'A simple, memorable mark for a village dairy’s packs.',
    'Logo Design',
    'showcase-logo',
  ),
  showcase(
    4,
    'Mango Season Campaign',
    'Instagram and WhatsApp posts for a Ratnagiri orchard.',
    'Digital Marketing',
    'showcase-marketing',
  ),
  showcase(
    5,
    'Blue Pottery Product Shoot',
    'Catalogue photographs of hand-painted Jaipur pottery.',
    'Photography',
    'showcase-photography',
  ),
];

const SAMPLE_SIZE = 3;

/** What the home page shows when loading fails: the first three of each kind, within the page's limits. */
export const SAMPLE_HOME: HomeResponse = {
  jobs: SAMPLE_JOBS.slice(0, Math.min(SAMPLE_SIZE, HOME_JOBS_LIMIT)),
  creators: SAMPLE_CREATORS.slice(0, Math.min(SAMPLE_SIZE, HOME_CREATORS_LIMIT)),
  showcase: SAMPLE_SHOWCASE.slice(0, Math.min(SAMPLE_SIZE, HOME_SHOWCASE_LIMIT)),
  counts: { creators: 0, enterprises: 0, jobs: 0, showcase: 0 },
};
