import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ChannelName, OutboundChannel, Recipient, RenderedMessage } from './channel';

/**
 * A channel without its provider's keys: every message is written to DATA_DIR/outbox as a file (as mail is without
 * SMTP), showing the template and values the provider would be sent and the text the person would read.
 */
export function createOutboxChannel(options: {
  name: ChannelName;
  outboxDir: string;
  log: FastifyBaseLogger;
  reaches: (recipient: Recipient) => boolean;
  /** The address line (`To:`) and the text the person would read. */
  format: (recipient: Recipient, message: RenderedMessage) => { to: string; text: string };
}): OutboundChannel {
  return {
    name: options.name,
    needsOptIn: true,
    reaches: options.reaches,
    async send(recipient, message) {
      const { to, text } = options.format(recipient, message);
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(
        options.outboxDir,
        `${stamp}-${options.name}-${Math.random().toString(36).slice(2, 8)}.txt`,
      );
      const values = message.variables.map((v) => `${v.name}=${v.value}`).join('\n');
      const body = `Channel: ${options.name}\nTo: ${to}\nTemplate: ${message.template}\nLanguage: ${message.lang}\n${values}\n\n${text}\n`;
      await writeFile(file, body, 'utf8');
      options.log.info({ to, template: message.template, file }, `${options.name} message written to outbox`);
      return { status: 'delivered' };
    },
  };
}
