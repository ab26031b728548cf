import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { buildTestApp } from '../../test/build-test-app';
import { makeCreator, makeEnterprise, makeJob } from '../../test/factories';

/** The hand-written migration that turns notifications stored as text into kinds (decision 180). */
async function textToKindStatements(): Promise<string[]> {
  const file = (await readdir(MIGRATIONS_DIR)).find((name) => name.endsWith('_notifications_from_text.sql'));
  const text = await readFile(path.join(MIGRATIONS_DIR, file!), 'utf8');
  return text.split('--> statement-breakpoint').map((statement) => statement.trim());
}

class Rollback extends Error {}

interface Migrated {
  id: number;
  kind: string;
  params: Record<string, unknown>;
  job_id: number | null;
  application_id: number | null;
  actor_id: string | null;
}

describe('notifications stored as text, migrated', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('become kinds with parameters and records where the record exists, in any of the four languages', async () => {
    const [enterprise, creator] = await Promise.all([makeEnterprise(app), makeCreator(app)]);
    const job = await makeJob(app, enterprise.id, { title: 'ರೇಷ್ಮೆ ಸೀರೆ', category: 'photography' });
    const [application] = await app.db
      .insert(applications)
      .values({ jobId: job.id, creatorId: creator.id, proposedPrice: 9000 })
      .returning();
    const old: Array<[string, string | null, string]> = [
      ['new_job', String(job.id), 'New job matching your skills: ರೇಷ್ಮೆ ಸೀರೆ'],
      ['new_message', enterprise.id, `New message from ${enterprise.name}`],
      [
        'application_status',
        String(application!.id),
        '"ರೇಷ್ಮೆ ಸೀರೆ" के लिए आपका आवेदन एडमिन की मंज़ूरी के लिए भेजा गया',
      ],
      ['application_status', String(application!.id), '"ರೇಷ್ಮೆ ಸೀರೆ" ಗಾಗಿ ನಿಮ್ಮ ಅರ್ಜಿ ಆಯ್ಕೆಯಾಗಿಲ್ಲ'],
      ['application_status', String(application!.id), 'तुमची "ರೇಷ್ಮೆ ಸೀರೆ" साठी नेमणूक झाली आहे'],
      ['application_status', String(application!.id), 'Something the templates never said'],
      ['new_job', '2147483000', 'New job matching your skills: A job since deleted'],
      ['new_message', 'not-a-uuid', 'New message from Nobody'],
      ['other', null, 'Welcome to KalaSetu'],
    ];
    let migrated: Migrated[] = [];
    // Back to the table as it was before the migration, for one transaction that is then rolled back.
    await app.db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table notifications drop constraint notifications_kind_valid`);
        await tx.execute(sql`alter table notifications alter column kind drop not null`);
        await tx.execute(sql`alter table notifications add column message text`);
        const ids: number[] = [];
        for (const [type, relatedId, message] of old) {
          const [row] = await queryRows<{ id: number }>(
            tx,
            sql`insert into notifications (user_id, type, related_id, message)
                values (${creator.id}, ${type}, ${relatedId}, ${message}) returning id`,
          );
          ids.push(row!.id);
        }
        for (const statement of await textToKindStatements()) await tx.execute(sql.raw(statement));
        const rows = await queryRows<Migrated>(
          tx,
          sql`select id, kind, params, job_id, application_id, actor_id from notifications
              where user_id = ${creator.id} order by id`,
        );
        migrated = ids.map((id) => rows.find((row) => row.id === id)!);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });

    expect(migrated.map((row) => row.kind)).toEqual([
      'new_job',
      'new_message',
      'application_recommended',
      'application_rejected',
      'assigned',
      'legacy',
      'legacy',
      'legacy',
      'legacy',
    ]);
    expect(migrated[0]).toMatchObject({
      job_id: job.id,
      params: { title: 'ರೇಷ್ಮೆ ಸೀರೆ', category: 'photography', skills: ['photography'] },
    });
    expect(migrated[1]).toMatchObject({ actor_id: enterprise.id, params: { name: enterprise.name } });
    expect(migrated[2]).toMatchObject({
      application_id: application!.id,
      job_id: job.id,
      params: { title: 'ರೇಷ್ಮೆ ಸೀರೆ' },
    });
    expect(migrated[5]!.params).toEqual({ text: 'Something the templates never said' });
    expect(migrated[8]!.params).toEqual({ text: 'Welcome to KalaSetu' });
    // Rolled back: the table is as the migrations left it.
    const columns = await queryRows<{ column_name: string }>(
      app.db,
      sql`select column_name from information_schema.columns where table_name = 'notifications'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('message');
  });
});
