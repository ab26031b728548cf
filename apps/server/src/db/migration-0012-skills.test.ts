import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSkillId } from '@kalasetu/shared/skills';
import { buildTestApp } from '../test/build-test-app';
import { queryRows } from './client';

const MIGRATION = path.join(import.meta.dirname, 'migrations/0012_skills_taxonomy.sql');

class Rollback extends Error {}

/**
 * Runs every statement of migration 0012 against temporary tables that shadow the real ones (pg_temp comes first
 * in the search path), inside a transaction that is rolled back: nothing any other test can see is touched.
 */
describe('migration 0012: skills become the taxonomy’s ids (decision 215)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('maps jobs, profiles, new-job notices and showcase tags; keeps text outside the taxonomy', async () => {
    const statements = (await readFile(MIGRATION, 'utf8'))
      .split('--> statement-breakpoint')
      .map((part) => part.trim())
      .filter(Boolean);
    await app.db
      .transaction(async (tx) => {
        for (const ddl of [
          `create temp table jobs (id int, skills text[] not null default '{}') on commit drop`,
          `create temp table profiles (id int, skills text[] not null default '{}') on commit drop`,
          `create temp table notifications (id int, params jsonb not null default '{}') on commit drop`,
          `create temp table showcase_items (id int, category text not null default '') on commit drop`,
        ])
          await tx.execute(sql.raw(ddl));
        for (const insert of [
          `insert into jobs values (1, array['Social Media', 'Video Editing']),
            (2, array['Social Media Marketing', 'social media', 'Kite Flying']), (3, array['photography']),
            (4, '{}'), (5, array['GRAPHIC-DESIGN', 'Logo'])`,
          `insert into profiles values (1, array['Photography', 'Drone Operation', 'Photo Editing']),
            (2, array['Pottery', 'content writing'])`,
          `insert into notifications values
            (1, '{"title": "Reels", "skills": ["Social Media Marketing", "Pottery"]}'),
            (2, '{"text": "legacy words"}')`,
          `insert into showcase_items values (1, 'Print Design'), (2, 'Festival'), (3, '')`,
        ])
          await tx.execute(sql.raw(insert));

        for (const statement of statements) await tx.execute(sql.raw(statement));

        const rows = <T extends Record<string, unknown>>(query: string) => queryRows<T>(tx, sql.raw(query));
        expect(await rows('select id, skills from jobs order by id')).toEqual([
          { id: 1, skills: ['social-media', 'video-editing'] },
          { id: 2, skills: ['social-media', 'Kite Flying'] },
          { id: 3, skills: ['photography'] },
          { id: 4, skills: [] },
          { id: 5, skills: ['graphic-design', 'logo-design'] },
        ]);
        expect(await rows('select id, skills from profiles order by id')).toEqual([
          { id: 1, skills: ['photography', 'drone-operation', 'photo-editing'] },
          { id: 2, skills: ['Pottery', 'content-creation'] },
        ]);
        expect(await rows('select id, params from notifications order by id')).toEqual([
          { id: 1, params: { title: 'Reels', skills: ['social-media', 'Pottery'] } },
          { id: 2, params: { text: 'legacy words' } },
        ]);
        expect(await rows('select id, category from showcase_items order by id')).toEqual([
          { id: 1, category: 'print-design' },
          { id: 2, category: 'Festival' },
          { id: 3, category: '' },
        ]);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  });

  it('names only skills the taxonomy still has', async () => {
    const text = await readFile(MIGRATION, 'utf8');
    const ids = [...text.matchAll(/\('[^']*', '([a-z-]+)'\)/g)].map((match) => match[1] ?? '');
    expect(ids.length).toBeGreaterThan(17);
    expect(ids.filter((id) => !isSkillId(id))).toEqual([]);
  });
});
