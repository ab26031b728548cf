import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058) on mails a person can switch off. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Calls `listener` after each mail is handed over (the SMTP server accepted it, or its outbox file is written);
   * returns the unsubscribe. Tests await mail with it instead of polling the outbox.
   */
  onSent(listener: (message: MailMessage) => void): () => void;
}

/** Wraps a transport's `send` with the `onSent` notification. */
function observable(send: (message: MailMessage) => Promise<void>): Mailer {
  const listeners = new Set<(message: MailMessage) => void>();
  return {
    async send(message) {
      await send(message);
      for (const listener of listeners) listener(message);
    },
    onSent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** SMTP when SMTP_URL is set; otherwise every mail lands in DATA_DIR/outbox as a file and in the log. */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return observable(async (message) => {
      await transport.sendMail({ from: options.from, ...message });
    });
  }
  return observable(async (message) => {
    await mkdir(options.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(options.outboxDir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.txt`);
    const extra = Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}\n`);
    const body = `From: ${options.from}\nTo: ${message.to}\nSubject: ${message.subject}\n${extra.join('')}\n${message.text}\n`;
    await writeFile(file, body, 'utf8');
    options.log.info(
      { to: message.to, subject: message.subject, file },
      'mail written to outbox (SMTP_URL not set)',
    );
  });
}
