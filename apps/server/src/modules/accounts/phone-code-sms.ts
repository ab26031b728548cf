// The SMS that carries a one-time code, through the same channel interface as every other SMS (decision 325).
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import type { ChannelRegistry, RenderedMessage } from '../../lib/channels/channel';

/** The template a code is sent with; MSG91_TEMPLATES names its DLT template id per language. */
export const PHONE_CODE_TEMPLATE = 'phone_code';

/**
 * Sends `code` to `phoneNumber` in `lang`. Never logs the code: the channel logs the number and the template only,
 * and the outbox (without the gateway's keys) holds the message as the person would read it.
 */
export async function sendPhoneCodeSms(options: {
  channels: ChannelRegistry;
  publicUrl: string;
  log: FastifyBaseLogger;
  phoneNumber: string;
  code: string;
  lang: Language;
}): Promise<void> {
  const { channels, publicUrl, log, phoneNumber, code, lang } = options;
  const sms = channels.get('sms');
  if (!sms) return;
  const text = translate(lang, 'phoneCode.sms', { code });
  const settingsUrl = new URL('/settings', publicUrl).toString();
  const message: RenderedMessage = {
    template: PHONE_CODE_TEMPLATE,
    lang,
    subject: text,
    lines: [text],
    url: publicUrl,
    variables: [{ name: 'code', value: code }],
    unsubscribeUrl: settingsUrl,
    settingsUrl,
  };
  // A code is not a notice: no opt-in, no quiet hours; the person is waiting for it on the page.
  const recipient = { userId: '', name: '', role: 'creator' as const, lang, email: '', phone: phoneNumber };
  const outcome = await sms.send(recipient, message);
  if (outcome.status !== 'delivered') log.warn({ status: outcome.status }, 'phone code SMS not delivered');
}
