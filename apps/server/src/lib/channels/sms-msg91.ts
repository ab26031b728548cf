import { translate } from '@kalasetu/shared/messages';
import type { SmsConfig } from '../../config';
import type { OutboundChannel, RenderedMessage } from './channel';

/** India's DLT rules allow at most 30 characters in one template variable; links are shortened by the gateway. */
const DLT_VARIABLE_MAX = 30;
const SEND_TIMEOUT_MS = 10_000;

/** DLT refuses an empty variable; a value longer than it allows is cut (by characters, not bytes). */
const shortened = (value: string) => {
  const characters = [...value.trim()];
  if (characters.length === 0) return '-';
  return characters.length <= DLT_VARIABLE_MAX
    ? value.trim()
    : `${characters.slice(0, DLT_VARIABLE_MAX - 1).join('')}…`;
};

/** What the person reads, as our texts word it: the DLT template must say the same, with ##name## where values go. */
export function smsText(message: RenderedMessage): string {
  // A one-time code is a transactional SMS: no link, nothing to stop.
  if (message.template === 'phone_code') return message.lines.join(' ');
  const lines = message.template === 'grouped' ? [message.subject] : message.lines;
  const stop = translate(message.lang, 'notice.stop.sms', { url: message.settingsUrl });
  return `${lines.join(' ')} ${message.url}\n${stop}`;
}

/** The values of an SMS template: the message's, cut to DLT's length, the links whole, and where to stop. */
export function smsVariables(message: RenderedMessage): Record<string, string> {
  const values: Record<string, string> = {};
  for (const v of message.variables) values[v.name] = v.name === 'url' ? v.value : shortened(v.value);
  if (message.template !== 'phone_code') values.stop = message.settingsUrl;
  return values;
}

/**
 * SMS through MSG91's flow API (`POST /api/v5/flow` with the `authkey` header): a DLT-registered template per notice
 * kind and language, its variables by name, the number as E.164 digits without the plus. A kind or language without
 * a template id is recorded as undeliverable rather than sent in another language.
 */
export function createMsg91Channel(config: SmsConfig): OutboundChannel {
  return {
    name: 'sms',
    needsOptIn: true,
    reaches: (recipient) => recipient.phone !== null,
    async send(recipient, message) {
      const templateId = config.templates[message.template]?.[message.lang];
      if (!templateId)
        return { status: 'gone', reason: `no SMS template for ${message.template}/${message.lang}` };
      const payload = {
        template_id: templateId,
        short_url: '1',
        ...(config.sender ? { sender: config.sender } : {}),
        recipients: [{ mobiles: recipient.phone!.replace(/^\+/, ''), ...smsVariables(message) }],
      };
      let response: Response;
      try {
        response = await fetch(`${config.apiUrl}/api/v5/flow`, {
          method: 'POST',
          headers: {
            authkey: config.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        return { status: 'retry', reason: error instanceof Error ? error.message : String(error) };
      }
      const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
      const reason = `${response.status} ${body.message ?? ''}`.trim();
      if (response.ok && body.type === 'success') return { status: 'delivered', reference: body.message };
      if (
        response.status === 429 ||
        response.status >= 500 ||
        response.status === 401 ||
        response.status === 403
      )
        return { status: 'retry', reason };
      return { status: 'gone', reason };
    },
  };
}
