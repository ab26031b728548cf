import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../client';

/** Every synthetic account shares this password, so load tests can sign in as any of them. */
export const SCALE_PASSWORD = 'Scale@1234';
// Small enough that one statement stays well inside the pool's 10 s query timeout on a busy 2-core machine.
const CHUNK = 10_000;

const TITLE_WORDS = [
  'Product photography',
  'Festival video',
  'Instagram reels',
  'Catalogue shoot',
  'Drone footage',
  'Logo design',
  'Packaging design',
  'Brand film',
  'WhatsApp catalogue',
  'Social media campaign',
  'उत्पाद फोटोग्राफी',
  'त्योहार वीडियो',
  'ಉತ್ಪನ್ನ ಛಾಯಾಗ್ರಹಣ',
  'ಪ್ರಚಾರ ವಿಡಿಯೋ',
  'उत्पादन छायाचित्रण',
  'Explainer animation',
];
const SUBJECTS = [
  'organic mangoes',
  'handloom sarees',
  'dairy products',
  'pottery',
  'spices',
  'fish market',
  'coir mats',
  'silk',
  'jaggery',
  'bamboo crafts',
  'cashews',
  'tea estate',
];
const LOCATIONS = [
  'Hubballi, Karnataka',
  'Nashik, Maharashtra',
  'Mysuru, Karnataka',
  'Pune, Maharashtra',
  'Jaipur, Rajasthan',
  'Anand, Gujarat',
  'Kochi, Kerala',
  'Madurai, Tamil Nadu',
  'Warangal, Telangana',
  'Guntur, Andhra Pradesh',
  'Remote',
];
const SKILLS = [
  'Photography',
  'Videography',
  'Video Editing',
  'Social Media',
  'Content Creation',
  'Graphic Design',
  'Animation',
  'Drone Operation',
  'Photo Editing',
  'Motion Graphics',
];
const CATEGORIES = ['photography', 'videography', 'social-media', 'content-creation', 'animation'];

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * N synthetic open jobs with one enterprise per 20 jobs, one creator per 10 jobs and about two applications
 * per job, generated inside the database with generate_series (one statement per 10 000 rows).
 */
export async function seedScale(db: Database, jobCount: number) {
  const run = randomBytes(4).toString('hex');
  const enterpriseCount = Math.max(1, Math.ceil(jobCount / 20));
  const creatorCount = Math.max(2, Math.ceil(jobCount / 10));
  const passwordHash = await hashPassword(SCALE_PASSWORD);

  const makeUsers = async (role: 'enterprise' | 'creator', count: number) => {
    for (let start = 1; start <= count; start += CHUNK) {
      const end = Math.min(count, start + CHUNK - 1);
      await db.execute(sql`
        with new_users as (
          insert into users (id, name, email)
          select gen_random_uuid(), ${role === 'enterprise' ? 'Scale Enterprise ' : 'Scale Creator '} || g, ${`scale-${role}-${run}-`} || g || '@kalasetu.scale'
          from generate_series(${start}::int, ${end}::int) g
          returning id, name
        ), new_accounts as (
          insert into accounts (id, account_id, provider_id, user_id, password)
          select gen_random_uuid(), id::text, 'credential', id, ${passwordHash} from new_users
        )
        insert into profiles (id, role, name, company_name, industry, location, skills, available, bio)
        select id, ${role}, name,
          case when ${role} = 'enterprise' then name || ' Pvt' end,
          case when ${role} = 'enterprise' then (array['agriculture','handicrafts','retail','food_processing','textiles','fisheries','dairy','manufacturing'])[1 + (abs(hashtext(id::text)) % 8)] end,
          (${textArray(LOCATIONS)})[1 + (abs(hashtext(id::text)) % ${LOCATIONS.length})],
          case when ${role} = 'creator' then array[(${textArray(SKILLS)})[1 + (abs(hashtext(id::text)) % ${SKILLS.length})], (${textArray(SKILLS)})[1 + (abs(hashtext(name)) % ${SKILLS.length})]] else '{}'::text[] end,
          true,
          case when ${role} = 'creator' then 'Synthetic creator for benchmarks' end
        from new_users`);
    }
  };
  await makeUsers('enterprise', enterpriseCount);
  await makeUsers('creator', creatorCount);

  const enterprises = sql`(select array_agg(p.id) as ids, count(*)::int as n from profiles p join users u on u.id = p.id where u.email like ${`scale-enterprise-${run}-%`})`;
  for (let start = 1; start <= jobCount; start += CHUNK) {
    const end = Math.min(jobCount, start + CHUNK - 1);
    await db.execute(sql`
      insert into jobs (enterprise_id, title, description, location, category, budget_min, budget_max, skills, deadline, created_at)
      select e.ids[1 + (g % e.n)],
        (${textArray(TITLE_WORDS)})[1 + (g % ${TITLE_WORDS.length})] || ' for ' || (${textArray(SUBJECTS)})[1 + ((g / 7) % ${SUBJECTS.length})] || ' #' || g,
        'We are a small business looking for help with ' || (${textArray(SUBJECTS)})[1 + ((g / 3) % ${SUBJECTS.length})] || '. Shoot on location, deliver edited files within two weeks.',
        (${textArray(LOCATIONS)})[1 + ((g / 5) % ${LOCATIONS.length})],
        (${textArray(CATEGORIES)})[1 + (g % ${CATEGORIES.length})],
        5000 * (1 + g % 10),
        5000 * (1 + g % 10) + 5000 * (1 + (g / 11) % 10),
        array[(${textArray(SKILLS)})[1 + (g % ${SKILLS.length})], (${textArray(SKILLS)})[1 + ((g / 13) % ${SKILLS.length})]],
        now() + ((g % 60) - 5) * interval '1 day',
        now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute'
      from generate_series(${start}::int, ${end}::int) g, ${enterprises} e`);
  }

  const creators = sql`(select array_agg(p.id) as ids, count(*)::int as n from profiles p join users u on u.id = p.id where u.email like ${`scale-creator-${run}-%`})`;
  // In slices of job ids: one statement for every application outlasts the pool's 10 s query timeout.
  const [range] = await queryRows<{ low: number | null; high: number | null }>(
    db,
    sql`select min(j.id) as low, max(j.id) as high from jobs j join users u on u.id = j.enterprise_id where u.email like ${`scale-enterprise-${run}-%`}`,
  );
  let applicationCount = 0;
  for (
    let low = Number(range?.low ?? 1);
    range?.high != null && low <= Number(range.high);
    low += CHUNK / 2
  ) {
    const high = low + CHUNK / 2 - 1;
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`
      with mine as (select j.id from jobs j join users u on u.id = j.enterprise_id where u.email like ${`scale-enterprise-${run}-%`} and j.id between ${low} and ${high}),
      inserted as (
        insert into applications (job_id, creator_id, proposed_price, cover_letter, status)
        select mine.id, c.ids[1 + ((mine.id * 2 + k) % c.n)], 10000 + (mine.id % 20) * 1000, 'Synthetic application', 'pending'
        from mine, generate_series(0, 1) k, ${creators} c
        on conflict do nothing
        returning 1
      )
      select count(*)::int as n from inserted`,
    );
    applicationCount += Number(row?.n ?? 0);
  }
  await db.execute(sql`analyze jobs`);
  await db.execute(sql`analyze applications`);
  await db.execute(sql`analyze profiles`);
  return {
    jobs: jobCount,
    enterprises: enterpriseCount,
    creators: creatorCount,
    applications: applicationCount,
  };
}
