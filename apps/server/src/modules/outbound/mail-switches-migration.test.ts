import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { buildTestApp } from '../../test/build-test-app';
import { makeCreator, makeEnterprise } from '../../test/factories';

/** The hand-written statement of the migration that carries the e-mail switches over as choices per topic. */
async function carryOverStatement(): Promise<string> {
  const file = (await readdir(MIGRATIONS_DIR)).find((name) => name.endsWith('_channels_and_deliveries.sql'));
  const text = await readFile(path.join(MIGRATIONS_DIR, file!), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .find((statement) => statement.startsWith('-- hand-written:'))!;
}

class Rollback extends Error {}

describe('the e-mail switches people had, migrated', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('become their choices per topic: what was switched off stays off, nothing else is stored', async () => {
    const [creator, enterprise, untouched] = await Promise.all([
      makeCreator(app),
      makeEnterprise(app),
      makeCreator(app),
    ]);
    let carried: { user_id: string; topic: string; channel: string; enabled: boolean }[] = [];
    // Back to the table as it was before, for one transaction that is then rolled back.
    await app.db
      .transaction(async (tx) => {
        for (const column of [
          'mail_assigned',
          'mail_recommendation',
          'mail_invitation',
          'mail_unread_message',
        ])
          await tx.execute(
            sql.raw(`alter table mail_settings add column ${column} boolean not null default true`),
          );
        await tx.execute(sql`
          insert into mail_settings (user_id, mail_assigned, mail_invitation, mail_unread_message)
          values (${creator.id}, false, false, true)`);
        await tx.execute(sql`
          insert into mail_settings (user_id, mail_recommendation, mail_unread_message)
          values (${enterprise.id}, false, false)`);
        await tx.execute(sql`insert into mail_settings (user_id) values (${untouched.id})`);
        await tx.execute(sql.raw(await carryOverStatement()));
        carried = await queryRows(
          tx,
          sql`select user_id, topic, channel, enabled from notice_choices
              where user_id in (${creator.id}, ${enterprise.id}, ${untouched.id})`,
        );
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });

    const of = (userId: string) =>
      carried
        .filter((row) => row.user_id === userId)
        .map((row) => `${row.topic}.${row.channel}.${row.enabled}`)
        .sort();
    expect(of(creator.id)).toEqual(['hire.email.false', 'invitation.email.false']);
    expect(of(enterprise.id)).toEqual(['hire.email.false', 'unread_message.email.false']);
    expect(of(untouched.id)).toEqual([]);
  });
});
