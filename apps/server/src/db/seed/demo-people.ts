import { STATE_NAMES } from '@kalasetu/shared/options';
import type { DbOrTx } from '../client';
import { createAccount } from '../../modules/accounts/accounts.service';

export const DAY = 24 * 60 * 60 * 1000;

/** The demo marketplace's people: one admin, five enterprises across four states, six creators. */
const PASSWORD = 'Demo@1234';

const ENTERPRISES = [
  {
    key: 'sahyadri',
    name: 'Rohini Patil',
    email: 'sahyadri.farms@kalasetu.demo',
    companyName: 'Sahyadri Organic Farms',
    industry: 'agriculture',
    state: 'maharashtra',
    district: 'Nashik',
    turnover: 'range_50_lakhs_to_1_crore',
    productsServices: 'Organic grapes, vegetables and farm-fresh produce boxes',
    scale: 'regional',
  },
  {
    key: 'dharwad',
    name: 'Mahesh Kulkarni',
    email: 'dharwad.handloom@kalasetu.demo',
    companyName: 'Dharwad Handloom Collective',
    industry: 'textiles',
    state: 'karnataka',
    district: 'Dharwad',
    turnover: 'range_10_to_50_lakhs',
    productsServices: 'Handwoven Ilkal and Dharwad cotton sarees',
    scale: 'statewide',
  },
  {
    key: 'coastal',
    name: 'Shabana Shaikh',
    email: 'coastal.catch@kalasetu.demo',
    companyName: 'Coastal Catch Fisheries',
    industry: 'fisheries',
    state: 'karnataka',
    district: 'Udupi',
    turnover: 'range_1_to_5_crores',
    productsServices: 'Fresh and dried fish for markets across Karnataka',
    scale: 'regional',
  },
  {
    key: 'amrit',
    name: 'Kiran Patel',
    email: 'amrit.dairy@kalasetu.demo',
    companyName: 'Amrit Dairy Cooperative',
    industry: 'dairy',
    state: 'gujarat',
    district: 'Anand',
    turnover: 'more_than_5_crores',
    productsServices: 'Milk, ghee, paneer and buttermilk',
    scale: 'national',
  },
  {
    key: 'jaipur',
    name: 'Meera Sharma',
    email: 'blue.pottery@kalasetu.demo',
    companyName: 'Jaipur Blue Pottery Works',
    industry: 'handicrafts',
    state: 'rajasthan',
    district: 'Jaipur',
    turnover: 'less_than_10_lakhs',
    productsServices: 'Hand-painted blue pottery tiles, vases and tableware',
    scale: 'international',
  },
] as const;

const CREATORS = [
  {
    key: 'arjun',
    name: 'Arjun Deshpande',
    email: 'arjun.photo@kalasetu.demo',
    location: 'Pune, Maharashtra',
    skills: ['photography', 'drone-operation', 'photo-editing'],
    interests: ['Agriculture', 'Travel'],
    bio: 'Product and farm photographer. Ten years of shooting for Maharashtra’s food brands.',
    verified: true,
    available: true,
  },
  {
    key: 'kavya',
    name: 'Kavya Hegde',
    email: 'kavya.films@kalasetu.demo',
    location: 'Hubballi, Karnataka',
    skills: ['videography', 'video-editing', 'social-media', 'content-creation'],
    interests: ['Textiles', 'Culture'],
    bio: 'I make short films and reels for weavers and craftspeople in north Karnataka.',
    verified: true,
    available: true,
  },
  {
    key: 'imran',
    name: 'Imran Qureshi',
    email: 'imran.design@kalasetu.demo',
    location: 'Hyderabad, Telangana',
    skills: ['graphic-design', 'animation', 'motion-graphics'],
    interests: ['Packaging', 'Branding'],
    bio: 'Packaging, logos and explainer animations for small brands.',
    verified: false,
    available: true,
  },
  {
    key: 'priya',
    name: 'Priya Nair',
    email: 'priya.social@kalasetu.demo',
    location: 'Kochi, Kerala',
    skills: ['social-media', 'content-creation', 'photography'],
    interests: ['Food', 'Fisheries'],
    bio: 'Social media for seafood and spice businesses, in Malayalam, English and Hindi.',
    verified: false,
    available: false,
  },
  {
    key: 'sandeep',
    name: 'Sandeep Jadhav',
    email: 'sandeep.lens@kalasetu.demo',
    location: 'Nashik, Maharashtra',
    skills: ['photography', 'lighting', 'camera-operation'],
    interests: ['Wine', 'Farming'],
    bio: 'Vineyard and studio photography around Nashik.',
    verified: false,
    available: true,
  },
  {
    key: 'lakshmi',
    name: 'Lakshmi Reddy',
    email: 'lakshmi.motion@kalasetu.demo',
    location: 'Visakhapatnam, Andhra Pradesh',
    skills: ['videography', 'motion-graphics', 'sound-design'],
    interests: ['Documentary'],
    bio: 'Documentary videographer with a soft spot for coastal communities.',
    verified: true,
    available: true,
  },
] as const;

const ADMIN = { name: 'KalaSetu Admin', email: 'admin@kalasetu.demo' };

export type EnterpriseKey = (typeof ENTERPRISES)[number]['key'];

export const DEMO_ACCOUNTS = {
  password: PASSWORD,
  list: [
    { role: 'admin', email: ADMIN.email },
    ...ENTERPRISES.map((e) => ({ role: 'enterprise', email: e.email })),
    ...CREATORS.map((c) => ({ role: 'creator', email: c.email })),
  ],
};

/** Creates every demo account (sign-in ready) and returns the ids by key. */
export async function createDemoPeople(db: DbOrTx, now: number) {
  await createAccount(db, {
    name: ADMIN.name,
    email: ADMIN.email,
    password: PASSWORD,
    profile: { role: 'admin', isVerified: true },
  });
  const enterpriseIds = {} as Record<EnterpriseKey, string>;
  for (const e of ENTERPRISES) {
    enterpriseIds[e.key] = await createAccount(db, {
      name: e.name,
      email: e.email,
      password: PASSWORD,
      profile: {
        role: 'enterprise',
        companyName: e.companyName,
        industry: e.industry,
        state: e.state,
        district: e.district,
        location: `${e.district}, ${STATE_NAMES[e.state]}`,
        turnover: e.turnover,
        productsServices: e.productsServices,
        description: e.productsServices,
        operationalScale: e.scale,
        phone: '+919876543210',
        address: `${e.district}`,
        establishedDate: '2012-06-01',
        isVerified: e.key !== 'jaipur',
        onboardedAt: new Date(now - 30 * DAY),
      },
    });
  }
  const creatorIds: Record<string, string> = {};
  for (const c of CREATORS) {
    creatorIds[c.key] = await createAccount(db, {
      name: c.name,
      email: c.email,
      password: PASSWORD,
      profile: {
        role: 'creator',
        location: c.location,
        bio: c.bio,
        skills: [...c.skills],
        interests: [...c.interests],
        available: c.available,
        isVerified: c.verified,
        phone: '+919812345678',
        address: c.location,
        onboardedAt: new Date(now - 20 * DAY),
      },
    });
  }
  return { enterpriseIds, creatorIds };
}
