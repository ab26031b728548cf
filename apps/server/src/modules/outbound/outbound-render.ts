// A notice worded for its reader when it is sent: the same shared texts and `translate` the app uses for the
// notification itself (decision 180), in the reader's language of that moment.
import { DELIVERY_GROUP_LINES, type Language } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { formatPaise } from '@kalasetu/shared/money';
import {
  GROUPED_VARIABLES,
  OUTBOUND_KINDS,
  isTextKind,
  noticeTextKey,
  type NoticeVariable,
} from '@kalasetu/shared/notices';
import type { NotificationParams } from '@kalasetu/shared/notifications';
import type { Role } from '@kalasetu/shared/roles';
import type { RenderedMessage } from '../../lib/channels/channel';

export interface NoticeItem {
  kind: string;
  params: NotificationParams;
  link: string;
}

/** Where a reader sees all their notifications: a grouped message leads there when its notices lead apart. */
const NOTIFICATIONS_PAGE: Record<Role, string> = {
  creator: '/dashboard?tab=notifications',
  enterprise: '/enterprise-dashboard?tab=notifications',
  admin: '/admin?tab=notifications',
};

/** The values a notice's texts name, as its reader reads them (money in ₹ with Indian grouping). */
function noticeValues(params: NotificationParams): Record<Exclude<NoticeVariable, 'url'>, string> {
  return {
    name: params.name ?? '',
    title: params.title ?? '',
    enterprise: params.enterpriseName ?? '',
    reason: params.reason ?? '',
    amount: params.amountPaise === undefined ? '' : formatPaise(params.amountPaise),
    count: String(params.files ?? 0),
  };
}

function sentence(lang: Language, item: NoticeItem): string | null {
  if (!isTextKind(item.kind)) return null;
  return translate(lang, noticeTextKey(item.kind, item.params), noticeValues(item.params));
}

export interface RenderContext {
  lang: Language;
  role: Role;
  publicUrl: string;
  unsubscribeUrl: string;
}

/**
 * One message for one or several notices of a topic. A single notice keeps its own subject, sentence and template;
 * several become one `grouped` message that lists them (at most DELIVERY_GROUP_LINES) and says how many. Null when
 * no notice of `items` is one that is sent outside the app.
 */
export function renderMessage(context: RenderContext, items: NoticeItem[]): RenderedMessage | null {
  const { lang, publicUrl } = context;
  const known = items.filter((item) => OUTBOUND_KINDS[item.kind as keyof typeof OUTBOUND_KINDS]);
  const first = known[0];
  if (!first) return null;
  const settingsUrl = `${publicUrl}/settings?tab=preferences`;
  const base = { lang, unsubscribeUrl: context.unsubscribeUrl, settingsUrl };
  if (known.length === 1) {
    const spec = OUTBOUND_KINDS[first.kind as keyof typeof OUTBOUND_KINDS]!;
    const values = noticeValues(first.params);
    const url = `${publicUrl}${first.link}`;
    return {
      ...base,
      template: first.kind,
      subject: translate(lang, spec.subject, values),
      lines: [sentence(lang, first) ?? ''],
      url,
      variables: [
        ...spec.variables.map((name) => ({ name, value: name === 'url' ? url : values[name] })),
        { name: 'url', value: url },
      ],
    };
  }
  const count = known.length;
  const shown = known.slice(-DELIVERY_GROUP_LINES).map((item) => `• ${sentence(lang, item) ?? ''}`);
  const lines =
    count > DELIVERY_GROUP_LINES
      ? [...shown, translate(lang, 'notice.grouped.more', { count: count - DELIVERY_GROUP_LINES })]
      : shown;
  const links = new Set(known.map((item) => item.link));
  const url = `${publicUrl}${links.size === 1 ? first.link : NOTIFICATIONS_PAGE[context.role]}`;
  return {
    ...base,
    template: 'grouped',
    subject: translate(lang, 'notice.grouped.subject', { count }),
    lines,
    url,
    variables: [
      ...GROUPED_VARIABLES.map((name) => ({ name, value: String(count) })),
      { name: 'url', value: url },
    ],
  };
}
