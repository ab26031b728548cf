import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LANGUAGES } from '@kalasetu/shared/limits';
import { GROUPED_VARIABLES, OUTBOUND_KINDS } from '@kalasetu/shared/notices';
import type { WhatsAppConfig } from '../config';

/*
 * A local stand-in for the WhatsApp Business Cloud API's `POST /{version}/{phone-number-id}/messages`, for tests only
 * (never imported by production code). Like Meta it checks the bearer token, that the number is E.164 and that the
 * template exists in that language with that many body parameters (as if every template of docs/deployment.md were
 * approved), refuses parameters with line breaks, and answers with Graph API errors.
 */

export interface StandInWhatsAppMessage {
  to: string;
  template: string;
  language: string;
  parameters: string[];
}

interface Failure {
  status: number;
  code: number;
  message: string;
  to?: string;
}

const E164 = /^\+[1-9]\d{7,14}$/;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const graphError = (response: ServerResponse, status: number, code: number, message: string) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({ error: { message, type: 'OAuthException', code, fbtrace_id: randomUUID() } }),
  );
};

/** Every approved template, by name: how many body parameters it takes (its values and the link). */
function approvedTemplates(prefix: string): Map<string, number> {
  const templates = new Map<string, number>();
  for (const [kind, spec] of Object.entries(OUTBOUND_KINDS))
    templates.set(`${prefix}${kind}`, spec.variables.length + 1);
  templates.set(`${prefix}grouped`, GROUPED_VARIABLES.length + 1);
  return templates;
}

export async function startWhatsAppStandIn() {
  const token = `EAAG${randomBytes(24).toString('hex')}`;
  const phoneNumberId = String(100000000000000 + Math.floor(Math.random() * 1e14));
  const apiVersion = 'v21.0';
  const templatePrefix = 'kalasetu_';
  const templates = approvedTemplates(templatePrefix);
  const messages: StandInWhatsAppMessage[] = [];
  /**
   * Answers the next requests (to `to`, when given) with these failures, in order (an outage, a throttle), before
   * accepting again.
   */
  const failures: Failure[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== `/${apiVersion}/${phoneNumberId}/messages`)
        return graphError(response, 404, 100, 'Unknown path components');
      if (request.headers.authorization !== `Bearer ${token}`)
        return graphError(response, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      } catch {
        return graphError(response, 400, 100, 'Invalid parameter');
      }
      const failing = failures.findIndex((f) => f.to === undefined || f.to === body.to);
      if (failing >= 0) {
        const [failure] = failures.splice(failing, 1);
        return graphError(response, failure!.status, failure!.code, failure!.message);
      }
      const template = body.template as
        | {
            name?: string;
            language?: { code?: string };
            components?: { type?: string; parameters?: { type?: string; text?: string }[] }[];
          }
        | undefined;
      if (body.messaging_product !== 'whatsapp' || body.type !== 'template' || !template)
        return graphError(response, 400, 100, 'Invalid parameter');
      if (typeof body.to !== 'string' || !E164.test(body.to))
        return graphError(response, 400, 131026, 'Message Undeliverable');
      const expected = templates.get(template.name ?? '');
      const language = template.language?.code ?? '';
      if (expected === undefined || !(LANGUAGES as readonly string[]).includes(language))
        return graphError(response, 404, 132001, 'Template name does not exist in the translation');
      const parameters = template.components?.find((c) => c.type === 'body')?.parameters ?? [];
      if (
        parameters.length !== expected ||
        parameters.some((p) => p.type !== 'text' || typeof p.text !== 'string')
      )
        return graphError(
          response,
          400,
          132000,
          'Number of parameters does not match the expected number of params',
        );
      const texts = parameters.map((p) => p.text!);
      if (texts.some((text) => /[\n\t]| {5,}/.test(text) || text === ''))
        return graphError(response, 400, 132018, 'There was an issue with the parameters in your template.');
      messages.push({ to: body.to, template: template.name!, language, parameters: texts });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to.slice(1) }],
          messages: [{ id: `wamid.${randomBytes(16).toString('hex')}` }],
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const config: WhatsAppConfig = {
    token,
    phoneNumberId,
    apiUrl: `http://127.0.0.1:${port}`,
    apiVersion,
    templatePrefix,
  };
  return {
    config,
    messages,
    failNext: (...next: Failure[]) => failures.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WhatsAppStandIn = Awaited<ReturnType<typeof startWhatsAppStandIn>>;
