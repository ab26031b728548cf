import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../lib/passwords';
import { sql } from 'drizzle-orm';
import type { SkillId } from '@kalasetu/shared/skills';
import { queryRows, type DbOrTx } from '../client';
import { textArray } from '../text-array';

/** Every synthetic account shares this password, so load tests can sign in as any of them. */
export const SCALE_PASSWORD = 'Scale@1234';
/** Rows per statement: small enough to stay well inside the client's 10 s query timeout on a busy machine. */
const USER_CHUNK = 50_000;
const JOB_CHUNK = 10_000;

export const TITLE_WORDS = [
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
const SKILLS: SkillId[] = [
  'photography',
  'videography',
  'video-editing',
  'social-media',
  'content-creation',
  'graphic-design',
  'animation',
  'drone-operation',
  'photo-editing',
  'motion-graphics',
];
const CATEGORIES = ['photography', 'videography', 'social-media', 'content-creation', 'animation'];
/**
 * Each trait of a generated job comes from its own hash of the job's number. Derived from the number itself
 * (g % 16 for the title, g % 90 for the day …) traits moved together: the newest 2 084 of 1 000 000 jobs all had
 * one title, and half the titles never met the top budgets, so search figures measured the generator.
 */
const JOB_TRAITS = [
  'title',
  'subject',
  'about',
  'place',
  'category',
  'budget',
  'span',
  'skill',
  'other_skill',
  'deadline',
  'posted',
] as const;

/**
 * N synthetic open jobs with one enterprise per 20 jobs, one creator per 10 jobs and two applications per job,
 * generated inside the database with generate_series, all in one transaction (nothing half-made on failure).
 * Jobs and their applications go in together, CHUNK jobs per statement. People are matched to jobs by their
 * number through a hash join; carrying an array of ids through the join copies it once per row and is
 * hundreds of times slower.
 */
export async function seedScale(db: DbOrTx, jobCount: number) {
  const run = randomBytes(4).toString('hex');
  const enterpriseCount = Math.max(1, Math.ceil(jobCount / 20));
  const creatorCount = Math.max(2, Math.ceil(jobCount / 10));
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  const emailPrefix = (role: 'enterprise' | 'creator') => `scale-${role}-${run}-`;
  /** The role's synthetic people numbered from 0, for joining on `number % count`. */
  const numbered = (role: 'enterprise' | 'creator') => sql`(
    select u.id, (substring(u.email from ${`^${emailPrefix(role)}(\\d+)@`})::int - 1) as n
    from users u where u.email like ${`${emailPrefix(role)}%`})`;

  let applications = 0;
  await db.transaction(async (tx) => {
    const makeUsers = async (role: 'enterprise' | 'creator', count: number) => {
      for (let start = 1; start <= count; start += USER_CHUNK) {
        const end = Math.min(count, start + USER_CHUNK - 1);
        await tx.execute(sql`
          with new_users as (
            insert into users (id, name, email)
            select gen_random_uuid(), ${role === 'enterprise' ? 'Scale Enterprise ' : 'Scale Creator '} || g, ${emailPrefix(role)} || g || '@kalasetu.scale'
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

    for (let start = 1; start <= jobCount; start += JOB_CHUNK) {
      const end = Math.min(jobCount, start + JOB_CHUNK - 1);
      const [row] = await queryRows<{ jobs: number; applications: number }>(
        tx,
        sql`
        with new_jobs as (
          insert into jobs (enterprise_id, title, description, location, category, budget_min, budget_max, skills, deadline, created_at)
          select e.id,
            (${textArray(TITLE_WORDS)})[1 + h.title % ${TITLE_WORDS.length}] || ' for ' || (${textArray(SUBJECTS)})[1 + h.subject % ${SUBJECTS.length}] || ' #' || g,
            'We are a small business looking for help with ' || (${textArray(SUBJECTS)})[1 + h.about % ${SUBJECTS.length}] || '. Shoot on location, deliver edited files within two weeks.',
            (${textArray(LOCATIONS)})[1 + h.place % ${LOCATIONS.length}],
            (${textArray(CATEGORIES)})[1 + h.category % ${CATEGORIES.length}],
            5000 * (1 + h.budget % 10),
            5000 * (1 + h.budget % 10) + 5000 * (1 + h.span % 10),
            array[(${textArray(SKILLS)})[1 + h.skill % ${SKILLS.length}], (${textArray(SKILLS)})[1 + h.other_skill % ${SKILLS.length}]],
            now() + (h.deadline % 60 - 5) * interval '1 day',
            now() - (h.posted % (90 * 1440)) * interval '1 minute'
          from generate_series(${start}::int, ${end}::int) g
          cross join lateral (select ${sql.raw(
            JOB_TRAITS.map((trait) => `abs(hashtext(g || ':${trait}')::bigint) as ${trait}`).join(', '),
          )}) h
          join ${numbered('enterprise')} e on e.n = g % ${enterpriseCount}
          returning id
        ), new_applications as (
          insert into applications (job_id, creator_id, proposed_price, cover_letter, status)
          select new_jobs.id, c.id, 10000 + (new_jobs.id % 20) * 1000, 'Synthetic application', 'pending'
          from new_jobs cross join generate_series(0, 1) k
          join ${numbered('creator')} c on c.n = (new_jobs.id * 2 + k) % ${creatorCount}
          returning 1
        )
        select (select count(*)::int from new_jobs) as jobs, (select count(*)::int from new_applications) as applications`,
      );
      if (Number(row?.jobs) !== end - start + 1)
        throw new Error(`scale seed made ${row?.jobs} of ${end - start + 1} jobs`);
      applications += Number(row?.applications ?? 0);
    }
  });
  for (const table of ['jobs', 'applications', 'profiles', 'users']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
  return {
    /** Part of every generated e-mail address (scale-creator-<run>-N@kalasetu.scale). */
    run,
    jobs: jobCount,
    enterprises: enterpriseCount,
    creators: creatorCount,
    applications,
  };
}

/**
 * After `seedScale`, outside any transaction: rewrites jobs in the order they were posted, as a live table holds
 * them (rows are appended as jobs are posted), and compacts it. The applicant-count trigger (decision 121) had
 * rewritten every generated job once, doubling the table, and the generated `created_at` values are spread at
 * random over the rows. On that table PostgreSQL walked the newest-first index for no filtered search: it chose a
 * bitmap plan of 37–320 ms for keyword + location + skills + budget instead of the 0.3 ms walk it picks on a table
 * in posting order (decision 121).
 */
export async function clusterScaleJobs(db: DbOrTx) {
  // CLUSTER cannot use the partial indexes; a temporary full one gives the order.
  await db.execute(sql.raw('create index jobs_scale_cluster_tmp on jobs (created_at desc, id desc)'));
  await db.execute(sql.raw('cluster jobs using jobs_scale_cluster_tmp'));
  await db.execute(sql.raw('drop index jobs_scale_cluster_tmp'));
  await db.execute(sql.raw('analyze jobs'));
}
