import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { applications } from '../schema/applications';
import { jobs } from '../schema/jobs';
import { messages } from '../schema/messages';
import { notifications } from '../schema/notifications';
import { profiles } from '../schema/profiles';
import { ratings } from '../schema/ratings';
import { showcaseItems } from '../schema/showcase-items';
import { users } from '../schema/users';
import { createAccount } from '../../modules/accounts/accounts.service';
import { DEMO_SHOWCASE_ITEMS, demoShowcaseImageUrl } from './showcase-demo';

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
    skills: ['Photography', 'Drone Operation', 'Photo Editing'],
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
    skills: ['Videography', 'Video Editing', 'Social Media', 'Content Creation'],
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
    skills: ['Graphic Design', 'Animation', 'Motion Graphics'],
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
    skills: ['Social Media Marketing', 'Content Creation', 'Photography'],
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
    skills: ['Photography', 'Lighting', 'Camera Operation'],
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
    skills: ['Videography', 'Motion Graphics', 'Sound Design'],
    interests: ['Documentary'],
    bio: 'Documentary videographer with a soft spot for coastal communities.',
    verified: true,
    available: true,
  },
] as const;

const ADMIN = { name: 'KalaSetu Admin', email: 'admin@kalasetu.demo' };

type EnterpriseKey = (typeof ENTERPRISES)[number]['key'];
const DAY = 24 * 60 * 60 * 1000;

const JOBS: Array<{
  enterprise: EnterpriseKey;
  title: string;
  description: string;
  location: string;
  category: string;
  min: number;
  max: number;
  skills: string[];
  ageDays: number;
  deadlineDays: number | null;
}> = [
  {
    enterprise: 'sahyadri',
    title: 'Product photography for organic vegetable boxes',
    description:
      'We need clean, bright photographs of our weekly vegetable boxes for our website and WhatsApp catalogue. About 40 products, shot at our farm near Nashik.',
    location: 'Nashik, Maharashtra',
    category: 'photography',
    min: 15000,
    max: 30000,
    skills: ['Photography', 'Photo Editing'],
    ageDays: 0.5,
    deadlineDays: 20,
  },
  {
    enterprise: 'sahyadri',
    title: 'द्राक्ष बागेचे फोटोशूट',
    description: 'आमच्या नाशिकमधील द्राक्ष बागेचे आणि काढणीचे फोटो हवे आहेत. सोशल मीडिया आणि माहितीपत्रकासाठी.',
    location: 'Nashik, Maharashtra',
    category: 'photography',
    min: 15000,
    max: 25000,
    skills: ['Photography'],
    ageDays: 1,
    deadlineDays: 5,
  },
  {
    enterprise: 'dharwad',
    title: 'Handloom saree catalogue shoot',
    description:
      'Catalogue photographs of 60 handwoven sarees with models, for our online store and exhibitions.',
    location: 'Dharwad, Karnataka',
    category: 'photography',
    min: 20000,
    max: 40000,
    skills: ['Photography', 'Lighting'],
    ageDays: 3,
    deadlineDays: 30,
  },
  {
    enterprise: 'dharwad',
    title: 'ಕೈಮಗ್ಗ ಸೀರೆಗಳ ಇನ್‌ಸ್ಟಾಗ್ರಾಮ್ ರೀಲ್ಸ್',
    description: 'ನಮ್ಮ ನೇಕಾರರ ಕೆಲಸವನ್ನು ತೋರಿಸುವ ಹತ್ತು ಚಿಕ್ಕ ರೀಲ್ಸ್ ಬೇಕು. ಕನ್ನಡ ಮತ್ತು ಇಂಗ್ಲಿಷ್ ಶೀರ್ಷಿಕೆಗಳೊಂದಿಗೆ.',
    location: 'Hubballi, Karnataka',
    category: 'social-media',
    min: 8000,
    max: 15000,
    skills: ['Social Media', 'Video Editing'],
    ageDays: 2,
    deadlineDays: 14,
  },
  {
    enterprise: 'coastal',
    title: 'Drone video of our fishing harbour',
    description:
      'A two-minute aerial film of the Malpe harbour at sunrise showing our boats and catch, for buyers and investors.',
    location: 'Udupi, Karnataka',
    category: 'videography',
    min: 30000,
    max: 60000,
    skills: ['Drone Operation', 'Videography'],
    ageDays: 5,
    deadlineDays: 25,
  },
  {
    enterprise: 'amrit',
    title: 'डेयरी उत्पादों के लिए सोशल मीडिया अभियान',
    description: 'हमारे घी, पनीर और छाछ के लिए एक महीने का इंस्टाग्राम और व्हाट्सऐप अभियान। गुजराती और हिंदी में पोस्ट।',
    location: 'Anand, Gujarat',
    category: 'social-media',
    min: 20000,
    max: 45000,
    skills: ['Social Media', 'Content Creation'],
    ageDays: 4,
    deadlineDays: 21,
  },
  {
    enterprise: 'amrit',
    title: 'Logo and packaging design for ghee jars',
    description:
      'A fresh label design for our 500 ml and 1 litre ghee jars, print-ready for our Anand plant.',
    location: 'Remote',
    category: 'content-creation',
    min: 10000,
    max: 25000,
    skills: ['Graphic Design'],
    ageDays: 9,
    deadlineDays: 10,
  },
  {
    enterprise: 'jaipur',
    title: 'ब्लू पॉटरी कारीगरों पर लघु वृत्तचित्र',
    description: 'जयपुर के ब्लू पॉटरी कारीगरों पर पाँच मिनट की फ़िल्म, प्रदर्शनी और वेबसाइट के लिए।',
    location: 'Jaipur, Rajasthan',
    category: 'videography',
    min: 40000,
    max: 80000,
    skills: ['Videography', 'Sound Design'],
    ageDays: 6,
    deadlineDays: 40,
  },
  {
    enterprise: 'jaipur',
    title: 'Website photos for pottery workshop',
    description: 'Photographs of our workshop, artisans and bestselling pieces for a new website.',
    location: 'Jaipur, Rajasthan',
    category: 'photography',
    min: 12000,
    max: 20000,
    skills: ['Photography'],
    ageDays: 12,
    deadlineDays: 3,
  },
  {
    enterprise: 'coastal',
    title: 'Explainer animation on sustainable fishing',
    description: 'A 60-second animation explaining how our fishing practices protect the coast.',
    location: 'Remote',
    category: 'animation',
    min: 25000,
    max: 50000,
    skills: ['Animation', 'Motion Graphics'],
    ageDays: 15,
    deadlineDays: 45,
  },
];

export const DEMO_ACCOUNTS = {
  password: PASSWORD,
  list: [
    { role: 'admin', email: ADMIN.email },
    ...ENTERPRISES.map((e) => ({ role: 'enterprise', email: e.email })),
    ...CREATORS.map((c) => ({ role: 'creator', email: c.email })),
  ],
};

/**
 * Loads the demo marketplace once, in one transaction (a failure leaves nothing half-loaded); a second run finds
 * the demo accounts and changes nothing.
 */
export async function seedDemo(db: DbOrTx): Promise<boolean> {
  return db.transaction((tx) => loadDemo(tx));
}

async function loadDemo(db: DbOrTx): Promise<boolean> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.list.map((a) => a.email),
      ),
    )
    .limit(1);
  if (existing.length > 0) return false;

  const now = Date.now();
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
        location: `${e.district}, ${e.state === 'maharashtra' ? 'Maharashtra' : e.state === 'karnataka' ? 'Karnataka' : e.state === 'gujarat' ? 'Gujarat' : 'Rajasthan'}`,
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

  const insertedJobs = await db
    .insert(jobs)
    .values(
      JOBS.map((job) => ({
        enterpriseId: enterpriseIds[job.enterprise],
        title: job.title,
        description: job.description,
        location: job.location,
        category: job.category,
        budgetMin: job.min,
        budgetMax: job.max,
        skills: job.skills,
        createdAt: new Date(now - job.ageDays * DAY),
        deadline: job.deadlineDays === null ? null : new Date(now + job.deadlineDays * DAY),
      })),
    )
    .returning({ id: jobs.id, title: jobs.title });
  const jobId = (index: number) => insertedJobs[index]!.id;

  // One job already assigned, so dashboards, messaging and statistics have something real to show.
  const arjun = creatorIds.arjun!;
  await db
    .update(jobs)
    .set({ status: 'assigned', selectedApplicantId: arjun, assignedAt: new Date(now - 2 * DAY) })
    .where(sql`${jobs.id} = ${jobId(2)}`);
  await db.insert(applications).values([
    {
      jobId: jobId(2),
      creatorId: arjun,
      proposedPrice: 32000,
      coverLetter: 'I have shot catalogues for two handloom brands in Karnataka.',
      status: 'accepted',
      createdAt: new Date(now - 3 * DAY),
    },
    {
      jobId: jobId(0),
      creatorId: creatorIds.sandeep!,
      proposedPrice: 18000,
      coverLetter: 'I live in Nashik and can shoot at your farm this week.',
      status: 'pending',
    },
    {
      jobId: jobId(0),
      creatorId: arjun,
      proposedPrice: 25000,
      coverLetter: 'Bright, natural-light product photography is my speciality.',
      status: 'recommended',
    },
    {
      jobId: jobId(3),
      creatorId: creatorIds.kavya!,
      proposedPrice: 12000,
      coverLetter: 'ನಾನು ಹುಬ್ಬಳ್ಳಿಯವಳು; ನೇಕಾರರ ರೀಲ್ಸ್ ಮಾಡಿದ ಅನುಭವವಿದೆ.',
      status: 'pending',
    },
    {
      jobId: jobId(4),
      creatorId: creatorIds.lakshmi!,
      proposedPrice: 55000,
      coverLetter: 'Licensed drone pilot; coastal shoots are my favourite.',
      status: 'rejected',
    },
  ]);
  await db.insert(messages).values([
    {
      senderId: enterpriseIds.dharwad,
      receiverId: arjun,
      content: 'Welcome aboard! Can you come to our Dharwad unit on Monday?',
      read: true,
      createdAt: new Date(now - 2 * DAY),
    },
    {
      senderId: arjun,
      receiverId: enterpriseIds.dharwad,
      content: 'Yes, Monday 10 am works. I will bring lights and a backdrop.',
      read: false,
      createdAt: new Date(now - 1.9 * DAY),
    },
  ]);
  await db.insert(notifications).values([
    {
      userId: arjun,
      type: 'application_status',
      kind: 'assigned',
      params: { title: 'Handloom saree catalogue shoot' },
      jobId: jobId(2),
      actorId: enterpriseIds.dharwad,
      relatedId: String(jobId(2)),
      link: `/jobs/${jobId(2)}`,
      read: false,
    },
    {
      userId: enterpriseIds.dharwad,
      type: 'new_message',
      kind: 'new_message',
      params: { name: 'Arjun Deshpande' },
      actorId: arjun,
      relatedId: arjun,
      link: '/enterprise-dashboard?tab=messages',
      read: false,
    },
  ]);
  const ratingRows = [
    {
      raterId: enterpriseIds.dharwad,
      ratedId: arjun,
      value: 5,
      comment: 'Punctual and the photographs were beautiful.',
    },
    { raterId: enterpriseIds.sahyadri, ratedId: arjun, value: 4, comment: 'Good work, quick delivery.' },
    {
      raterId: enterpriseIds.dharwad,
      ratedId: creatorIds.kavya!,
      value: 5,
      comment: 'Our reels reached thousands of new buyers.',
    },
    { raterId: enterpriseIds.coastal, ratedId: creatorIds.lakshmi!, value: 4, comment: null },
  ];
  await db.insert(ratings).values(ratingRows);
  await db.execute(sql`
    update profiles p set rating_average = coalesce(r.avg, 0), rating_count = coalesce(r.n, 0)
    from (select rated_id, round(avg(value)::numeric, 2) as avg, count(*)::int as n from ratings group by rated_id) r
    where r.rated_id = p.id`);
  await db.insert(showcaseItems).values(
    DEMO_SHOWCASE_ITEMS.map((item, index) => ({
      title: item.title,
      description: item.description,
      category: item.category,
      imageUrl: demoShowcaseImageUrl(item.image),
      link: item.link,
      featured: item.featured,
      createdAt: new Date(now - (index + 1) * DAY),
      updatedAt: new Date(now - (index + 1) * DAY),
    })),
  );
  return true;
}

export async function seedDemoIfEmpty(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(profiles);
  if ((row?.count ?? 0) > 0) return false;
  return seedDemo(db);
}
