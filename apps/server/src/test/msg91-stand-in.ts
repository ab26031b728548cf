import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LANGUAGES, type Language } from '@kalasetu/shared/limits';
import { GROUPED_VARIABLES, OUTBOUND_KINDS } from '@kalasetu/shared/notices';
import type { SmsConfig } from '../config';

/*
 * A local stand-in for MSG91's flow API (`POST /api/v5/flow`), for tests only (never imported by production code).
 * Like MSG91 it checks the `authkey` header and the template id, and like India's DLT rules it wants every variable
 * the registered template names, at most 30 characters each (links excepted: the gateway shortens them), and an
 * Indian mobile number as E.164 digits without the plus.
 */

export interface StandInSms {
  mobile: string;
  template: string;
  language: Language;
  variables: Record<string, string>;
}

const MOBILE = /^91[6-9]\d{9}$/;
const DLT_VARIABLE_MAX = 30;
const LINKS = new Set(['url', 'stop']);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const answer = (response: ServerResponse, status: number, type: 'success' | 'error', message: string) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ type, message }));
};

/** A template id per notice kind (and `grouped`) and language, as an operator would register them. */
function registeredTemplates() {
  const byId = new Map<string, { template: string; language: Language; variables: string[] }>();
  const ids: SmsConfig['templates'] = {};
  const entries: [string, readonly string[]][] = [
    ...Object.entries(OUTBOUND_KINDS).map(
      ([kind, spec]) => [kind, spec.variables] as [string, readonly string[]],
    ),
    ['grouped', GROUPED_VARIABLES],
  ];
  for (const [template, variables] of entries) {
    ids[template] = {};
    for (const language of LANGUAGES) {
      const id = randomBytes(12).toString('hex');
      ids[template][language] = id;
      byId.set(id, { template, language, variables: [...variables, 'url', 'stop'] });
    }
  }
  return { ids, byId };
}

export async function startMsg91StandIn() {
  const authKey = randomBytes(16).toString('hex');
  const { ids, byId } = registeredTemplates();
  const sent: StandInSms[] = [];
  /** Answers the next requests (to `mobile`, when given) with these failures, before accepting again. */
  const failures: { status: number; message: string; mobile?: string }[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/api/v5/flow')
        return answer(response, 404, 'error', 'Not found');
      if (request.headers.authkey !== authKey)
        return answer(response, 401, 'error', 'Authentication failure');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      } catch {
        return answer(response, 400, 'error', 'Invalid JSON');
      }
      const to = (body.recipients as { mobiles?: unknown }[] | undefined)?.[0]?.mobiles;
      const failing = failures.findIndex((f) => f.mobile === undefined || f.mobile === to);
      if (failing >= 0) {
        const [failure] = failures.splice(failing, 1);
        return answer(response, failure!.status, 'error', failure!.message);
      }
      const registered = byId.get(String(body.template_id));
      if (!registered) return answer(response, 400, 'error', 'Invalid template id');
      if (body.short_url !== '0' && body.short_url !== '1')
        return answer(response, 400, 'error', 'Invalid short_url');
      const recipients = body.recipients as Record<string, unknown>[] | undefined;
      if (!Array.isArray(recipients) || recipients.length !== 1)
        return answer(response, 400, 'error', 'Invalid recipients');
      const { mobiles, ...values } = recipients[0]!;
      if (typeof mobiles !== 'string' || !MOBILE.test(mobiles))
        return answer(response, 400, 'error', 'Invalid mobile number');
      for (const name of registered.variables) {
        const value = values[name];
        if (typeof value !== 'string' || value === '')
          return answer(response, 400, 'error', `Missing variable ${name}`);
        if (!LINKS.has(name) && [...value].length > DLT_VARIABLE_MAX)
          return answer(
            response,
            400,
            'error',
            `Variable ${name} is longer than ${DLT_VARIABLE_MAX} characters`,
          );
      }
      sent.push({
        mobile: mobiles,
        template: registered.template,
        language: registered.language,
        variables: values as Record<string, string>,
      });
      answer(response, 200, 'success', randomBytes(12).toString('hex'));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const config: SmsConfig = {
    provider: 'msg91',
    authKey,
    apiUrl: `http://127.0.0.1:${port}`,
    sender: null,
    templates: ids,
  };
  return {
    config,
    sent,
    failNext: (...next: { status: number; message: string; mobile?: string }[]) => failures.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Msg91StandIn = Awaited<ReturnType<typeof startMsg91StandIn>>;
