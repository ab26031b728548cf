import type { SkillId } from '@kalasetu/shared/skills';
import type { DbOrTx } from '../client';
import { jobs } from '../schema/jobs';
import { DAY, type EnterpriseKey } from './demo-people';

/** The demo jobs; ages and deadlines are in days from the moment of seeding. */
const JOBS: Array<{
  enterprise: EnterpriseKey;
  title: string;
  description: string;
  location: string;
  category: string;
  min: number;
  max: number;
  skills: SkillId[];
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
    skills: ['photography', 'photo-editing'],
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
    skills: ['photography'],
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
    skills: ['photography', 'lighting'],
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
    skills: ['social-media', 'video-editing'],
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
    skills: ['drone-operation', 'videography'],
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
    skills: ['social-media', 'content-creation'],
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
    skills: ['graphic-design'],
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
    skills: ['videography', 'sound-design'],
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
    skills: ['photography'],
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
    skills: ['animation', 'motion-graphics'],
    ageDays: 15,
    deadlineDays: 45,
  },
];

/** Inserts the demo jobs and returns their ids in the order of JOBS. */
export async function insertDemoJobs(
  db: DbOrTx,
  enterpriseIds: Record<EnterpriseKey, string>,
  now: number,
): Promise<number[]> {
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
  return insertedJobs.map((job) => job.id);
}
