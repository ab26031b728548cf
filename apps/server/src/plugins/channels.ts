import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createChannelRegistry } from '../lib/channels/channel';
import { createEmailChannel } from '../lib/channels/email';
import { createMsg91Channel, smsText } from '../lib/channels/sms-msg91';
import { createOutboxChannel } from '../lib/channels/outbox';
import { createWhatsAppCloudChannel, whatsAppText } from '../lib/channels/whatsapp-cloud';

/**
 * The outbound channels, each enabled by its keys: e-mail always (SMTP or the outbox), WhatsApp through the Cloud API
 * and SMS through MSG91 when configured, to the outbox otherwise. Browser push registers itself the same way
 * (`app.channels.register`) where its keys are.
 */
export default fp(async function channels(app: FastifyInstance) {
  const registry = createChannelRegistry();
  const outbox = { outboxDir: app.config.outboxDir, log: app.log };
  const hasPhone = (recipient: { phone: string | null }) => recipient.phone !== null;
  registry.register(createEmailChannel(app.mailer));
  registry.register(
    app.config.whatsapp
      ? createWhatsAppCloudChannel(app.config.whatsapp)
      : createOutboxChannel({
          ...outbox,
          name: 'whatsapp',
          reaches: hasPhone,
          format: (recipient, message) => ({ to: recipient.phone ?? '', text: whatsAppText(message) }),
        }),
  );
  registry.register(
    app.config.sms
      ? createMsg91Channel(app.config.sms)
      : createOutboxChannel({
          ...outbox,
          name: 'sms',
          reaches: hasPhone,
          format: (recipient, message) => ({ to: recipient.phone ?? '', text: smsText(message) }),
        }),
  );
  app.decorate('channels', registry);
});
