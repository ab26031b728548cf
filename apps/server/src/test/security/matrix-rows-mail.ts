import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailSettings } from '../../db/schema/mail-settings';
import { unsubscribeUrl } from '../../modules/mail/mail-runs';
import { everyone, signedIn, type MatrixContext, type MatrixRow } from './matrix-fixtures';

const ALL_ON = { assigned: true, recommendation: true, invitation: true, unread_message: true };
const ANYWHERE = { area: 'anywhere', state: null, district: null, dailyLimit: null, delivery: 'in_app' };

/** The unsubscribe link of `creator` for invitation mails, as its path. */
const creatorsLink = (ctx: MatrixContext) => {
  const url = new URL(unsubscribeUrl(ctx.app, ctx.a.creator.id, 'invitation'));
  return url.pathname + url.search;
};

/** Mail switches (each person their own) and unsubscribe links (the token, not a session, decides; decision 210). */
export const MAIL_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/me/mail-settings',
    expected: signedIn(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/me/mail-settings' } }),
  },
  {
    route: 'PUT /api/me/mail-settings',
    case: 'saves only the caller’s own switches',
    expected: signedIn(200),
    prepare: (ctx) => ({
      request: {
        method: 'PUT',
        url: '/api/me/mail-settings',
        payload: { mail: { ...ALL_ON, assigned: false }, jobAlerts: ANYWHERE },
      },
      check: async (response) => {
        if (response.statusCode !== 200) return;
        const self = ctx.a[ctx.actor];
        const rows = await ctx.app.db.select().from(mailSettings).where(eq(mailSettings.userId, self!.id));
        expect(rows.map((row) => row.mailAssigned)).toEqual([false]);
      },
    }),
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
        const [row] = await ctx.app.db
          .select()
          .from(mailSettings)
          .where(eq(mailSettings.userId, ctx.a.creator.id));
        expect(row?.mailInvitation).toBe(false);
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
