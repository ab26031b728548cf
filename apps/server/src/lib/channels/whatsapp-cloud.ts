import type { Language } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import type { WhatsAppConfig } from '../../config';
import type { OutboundChannel, RenderedMessage } from './channel';

/** WhatsApp's code for each of our languages (its template languages). */
const TEMPLATE_LANGUAGE: Record<Language, string> = { en: 'en', hi: 'hi', kn: 'kn', mr: 'mr' };
/** Meta refuses a body parameter with a newline, a tab or more than four spaces in a row (error 132018). */
const parameterText = (value: string) =>
  value
    .replace(/[\n\t\r]+/g, ' ')
    .replace(/ {4,}/g, '   ')
    .trim()
    .slice(0, 500) || '-';

const SEND_TIMEOUT_MS = 10_000;

/** What the person reads, as our texts word it: the registered template must say the same (docs/deployment.md). */
export function whatsAppText(message: RenderedMessage): string {
  // A grouped template carries only how many and the link: its parameters cannot hold line breaks.
  const lines = message.template === 'grouped' ? [message.subject] : message.lines;
  return [...lines, message.url, '', translate(message.lang, 'notice.stop.whatsapp')].join('\n');
}

/** The Cloud API's request body for one template message. */
export function whatsAppRequest(config: WhatsAppConfig, to: string, message: RenderedMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: `${config.templatePrefix}${message.template}`,
      language: { code: TEMPLATE_LANGUAGE[message.lang] },
      components: [
        {
          type: 'body',
          parameters: message.variables.map((v) => ({ type: 'text', text: parameterText(v.value) })),
        },
      ],
    },
  };
}

interface GraphError {
  error?: { code?: number; message?: string };
}

/**
 * Template messages through the WhatsApp Business Cloud API: `POST /{version}/{phone-number-id}/messages` with the
 * system user's bearer token. Throttling (429), Meta's own failures (5xx) and a refused token are tried again; a
 * request Meta refuses for good (a number not on WhatsApp, a template it does not hold) is not.
 */
export function createWhatsAppCloudChannel(config: WhatsAppConfig): OutboundChannel {
  const url = `${config.apiUrl}/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp',
    needsOptIn: true,
    reaches: (recipient) => recipient.phone !== null,
    async send(recipient, message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(whatsAppRequest(config, recipient.phone!, message)),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        return { status: 'retry', reason: error instanceof Error ? error.message : String(error) };
      }
      const body = (await response.json().catch(() => ({}))) as GraphError & { messages?: { id?: string }[] };
      if (response.ok) return { status: 'delivered', reference: body.messages?.[0]?.id };
      const reason = `${response.status} ${body.error?.code ?? ''} ${body.error?.message ?? ''}`.trim();
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
