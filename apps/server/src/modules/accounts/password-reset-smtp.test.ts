import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';
import { makeCreator } from '../../test/factories';
import { recordMail } from '../../test/mailbox';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/**
 * The SMTP path (SMTP_URL set), against a real SMTP server on loopback: the same reset mail the outbox tests read,
 * delivered by nodemailer, in the requester's language.
 */
describe('password reset mail over SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let app: FastifyInstance;
  let mailbox: ReturnType<typeof recordMail>;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    mailbox = recordMail(app);
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  /** The mailer hands a mail over once the server accepted it, so by its hook the server holds it. */
  async function mailTo(email: string): Promise<Received> {
    await mailbox.to(email);
    const mail = received.find((item) => item.to.includes(email));
    expect(mail, `SMTP server got no mail to ${email}`).toBeDefined();
    return mail!;
  }

  it('delivers the reset link to the account, from the configured sender, in the request language', async () => {
    const user = await makeCreator(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN, 'accept-language': 'hi' },
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);

    const mail = await mailTo(user.email);
    expect(mail.from).toBe(app.config.mailFrom.replace(/^.*<|>$/g, ''));
    expect(mail.data).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail.data).toContain(`To: ${user.email}`);
    // The body is quoted-printable or base64 encoded; the link's token survives either way once decoded.
    const body = decodeBody(mail.data);
    expect(body).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]+/);
    expect(body).toMatch(/[\u0900-\u097F]/);
  });
});

function decodeBody(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
