import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { channelConsents, noticeChoices } from '../../db/schema/notice-choices';
import { mailSettings } from '../../db/schema/mail-settings';
import { unsubscribeUrl } from '../../modules/outbound/outbound.service';
import { givePhone } from '../factories';
import { everyone, signedIn, type MatrixContext, type MatrixRow } from './matrix-fixtures';

const ANYWHERE = { area: 'anywhere', state: null, district: null, dailyLimit: null, delivery: 'in_app' };

/** The unsubscribe link of `creator` for invitation mails, as its path. */
const creatorsLink = (ctx: MatrixContext) => {
  const url = new URL(unsubscribeUrl(ctx.app, ctx.a.creator.id, 'invitation'));
  return url.pathname + url.search;
};

const choicesOf = (ctx: MatrixContext, userId: string) =>
  ctx.app.db.select().from(noticeChoices).where(eq(noticeChoices.userId, userId));

/**
 * Job-alert choices and notice preferences (each person their own), and unsubscribe links (the token, not a
 * session, decides; decision 210).
 */
export const MAIL_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/me/mail-settings',
    expected: signedIn(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/me/mail-settings' } }),
  },
  {
    route: 'PUT /api/me/mail-settings',
    case: 'saves only the caller’s own choices',
    expected: signedIn(200),
    prepare: (ctx) => ({
      request: { method: 'PUT', url: '/api/me/mail-settings', payload: { jobAlerts: ANYWHERE } },
      check: async (response) => {
        if (response.statusCode !== 200) return;
        const self = ctx.a[ctx.actor];
        const rows = await ctx.app.db.select().from(mailSettings).where(eq(mailSettings.userId, self!.id));
        expect(rows).toHaveLength(1);
      },
    }),
  },
  {
    route: 'GET /api/me/notice-preferences',
    expected: signedIn(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/me/notice-preferences' } }),
  },
  {
    route: 'PUT /api/me/notice-preferences/choices',
    case: 'stores only the caller’s own choices, for topics of their role',
    expected: signedIn(200),
    prepare: (ctx) => ({
      request: {
        method: 'PUT',
        url: '/api/me/notice-preferences/choices',
        payload: { choices: { unread_message: { email: false }, application: { sms: false } } },
      },
      check: async (response) => {
        if (response.statusCode !== 200) return;
        const self = ctx.a[ctx.actor]!;
        const rows = await choicesOf(ctx, self.id);
        const stored = rows.map((row) => `${row.topic}.${row.channel}.${row.enabled}`).sort();
        // New applications are an enterprise's topic: nobody else stores a choice for it.
        const expected =
          self.role === 'enterprise'
            ? ['application.sms.false', 'unread_message.email.false']
            : ['unread_message.email.false'];
        expect(stored).toEqual(expect.arrayContaining(expected));
        if (self.role !== 'enterprise') expect(stored.some((s) => s.startsWith('application.'))).toBe(false);
      },
    }),
  },
  {
    route: 'PUT /api/me/notice-preferences/channels/:channel',
    case: 'opting in to SMS needs the caller’s own confirmed phone',
    expected: signedIn(409),
    prepare: async (ctx) => {
      const self = ctx.a[ctx.actor];
      if (self) await givePhone(ctx.app, self, { verified: false });
      return {
        request: { method: 'PUT', url: '/api/me/notice-preferences/channels/sms', payload: { optIn: true } },
      };
    },
  },
  {
    route: 'PUT /api/me/notice-preferences/channels/:channel',
    case: 'an opt-in is recorded for the caller alone, with its time',
    expected: signedIn(200),
    prepare: async (ctx) => {
      const self = ctx.a[ctx.actor];
      if (self) await givePhone(ctx.app, self);
      return {
        request: {
          method: 'PUT',
          url: '/api/me/notice-preferences/channels/whatsapp',
          payload: { optIn: true },
        },
        check: async (response) => {
          if (response.statusCode !== 200) return;
          const rows = await ctx.app.db
            .select()
            .from(channelConsents)
            .where(and(eq(channelConsents.userId, self!.id), eq(channelConsents.channel, 'whatsapp')));
          expect(rows).toHaveLength(1);
          expect(rows[0]!.revokedAt).toBeNull();
        },
      };
    },
  },
  {
    route: 'GET /api/mail/unsubscribe',
    case: 'the confirm page, whoever opens the link',
    expected: everyone(200),
    prepare: (ctx) => ({ request: { method: 'GET', url: creatorsLink(ctx) } }),
  },
  {
    route: 'POST /api/mail/unsubscribe',
    case: 'switches off the mail of the person the token names, never the caller’s',
    expected: everyone(200),
    prepare: (ctx) => ({
      request: { method: 'POST', url: creatorsLink(ctx) },
      check: async () => {
        const rows = await choicesOf(ctx, ctx.a.creator.id);
        expect(rows.find((row) => row.topic === 'invitation' && row.channel === 'email')?.enabled).toBe(
          false,
        );
      },
    }),
  },
  {
    route: 'POST /api/mail/unsubscribe',
    case: 'a token signed for someone else is refused',
    expected: everyone(404),
    prepare: (ctx) => {
      const token = new URL(unsubscribeUrl(ctx.app, ctx.a.creator.id, 'invitation')).searchParams.get(
        'token',
      )!;
      const forged = token.replace(ctx.a.creator.id, ctx.a.otherCreator.id);
      return {
        request: { method: 'POST', url: `/api/mail/unsubscribe?token=${encodeURIComponent(forged)}` },
      };
    },
  },
];
