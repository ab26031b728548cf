import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@kalasetu/shared/messages';
import { buildTestApp, TEST_ORIGIN } from '../test/build-test-app';
import { injectAs, makeCreator, type TestUser } from '../test/factories';
import { multipart, png } from '../modules/portfolio/portfolio.fixtures';
import { expectStrictHeaders, rawHeaders } from '../test/strict-headers';
import { DEFAULT_SERVER_LIMITS, type ServerLimits } from './server-limits';

/** Opens a raw connection, sends `request`, and collects everything the server writes until it closes. */
function rawConnection(port: number, request: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(received));
    socket.on('error', () => {});
  });
  const opened = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  void opened.then(() => request && socket.write(request));
  return { socket, opened, closed, received: () => received };
}

async function listening(limits: Partial<ServerLimits>) {
  const app = await buildTestApp({ serverLimits: { ...DEFAULT_SERVER_LIMITS, ...limits } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

describe('body size limits', () => {
  let app: FastifyInstance;
  let small: FastifyInstance;
  let creator: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    small = await buildTestApp({ serverLimits: { ...DEFAULT_SERVER_LIMITS, jsonBodyBytes: 2048 } });
    creator = await makeCreator(app);
  });
  afterAll(async () => {
    await Promise.all([app.close(), small.close()]);
  });

  it('refuses a JSON body over the limit with 413, in the reader’s language', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: TEST_ORIGIN, 'accept-language': 'hi', 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'A', email: 'a@example.test', message: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'payload_too_large',
      message: translate('hi', 'errors.payloadTooLarge'),
    });
  });

  it('takes the JSON limit from the configuration', async () => {
    const send = (size: number) =>
      small.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'A', email: 'a@example.test', message: 'x'.repeat(size) }),
      });
    expect((await send(4096)).statusCode).toBe(413);
    expect((await send(100)).statusCode).not.toBe(413);
  });

  it('refuses a multipart body that declares more than the file limit allows, before reading it', async () => {
    // Junk before the first part, no file at all: only the declared size can refuse this.
    const form = multipart(null);
    const payload = Buffer.concat([Buffer.alloc(3 * 1024 * 1024, 0x20), form.payload]);
    const response = await injectAs(app, creator, {
      method: 'POST',
      url: '/api/me/avatar',
      payload,
      headers: { ...form.headers, 'accept-language': 'kn' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(translate('kn', 'validation.imageSize'));
  });

  it('still takes an upload within its limit', async () => {
    const response = await injectAs(app, creator, {
      method: 'POST',
      url: '/api/me/avatar',
      ...multipart({ filename: 'me.png', content: await png(100, 100) }),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('slow clients and connection limits on a listening server', () => {
  let server: { app: FastifyInstance; port: number };
  beforeAll(async () => {
    server = await listening({ headersTimeoutMs: 500, requestTimeoutMs: 1000, maxRequestsPerSocket: 2 });
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('answers 408 and hangs up on a client that sends part of its headers and stalls', async () => {
    // Half-received headers stay inside Node's native parser, so even a client that named its language gets English.
    const client = rawConnection(
      server.port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nAccept-Language: hi\r\nX-Slow: ',
    );
    const received = await client.closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(received.split('\r\n\r\n')[1]!)).toEqual({
      error: { code: 'request_timeout', message: translate('en', 'errors.requestTimeout') },
    });
    expectStrictHeaders(rawHeaders(received), '408 before a request exists');
  });

  it('answers a client that stalls its body in the language its headers asked for', async () => {
    const client = rawConnection(
      server.port,
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nAccept-Language: hi\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"name":',
    );
    const received = await client.closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(received.split('\r\n\r\n')[1]!).error.message).toBe(
      translate('hi', 'errors.requestTimeout'),
    );
    expectStrictHeaders(rawHeaders(received), '408 in the body');
  });

  it('answers malformed headers with 400 in the language the client asked for', async () => {
    const client = rawConnection(
      server.port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nAccept-Language: kn-IN, en;q=0.5\r\nBad Header\r\n\r\n',
    );
    const received = await client.closed;
    expect(received).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(received.split('\r\n\r\n')[1]!)).toEqual({
      error: { code: 'bad_request', message: translate('kn', 'errors.validation') },
    });
    expectStrictHeaders(rawHeaders(received), '400 for malformed headers');
    expect(rawHeaders(received)['strict-transport-security'], 'plain http').toBeUndefined();
  });

  it('serves a well-behaved client on the same server', async () => {
    const client = rawConnection(
      server.port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(await client.closed).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('asks a keep-alive client to reconnect after the configured number of requests', async () => {
    const request = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const client = rawConnection(server.port, request);
    await client.opened;
    const answers = () => client.received().match(/HTTP\/1\.1 \d{3}/g) ?? [];
    await expect.poll(() => answers().length).toBe(1);
    client.socket.write(request);
    await expect.poll(() => answers().length).toBe(2);
    const second = client.received().split(/(?=HTTP\/1\.1 )/)[1]!;
    expect(second).toMatch(/^HTTP\/1\.1 200 /);
    expect(second.toLowerCase()).toContain('connection: close');
    // A client that ignores the request to reconnect is served no more on this connection.
    client.socket.write(request);
    await expect.poll(() => answers().length).toBe(3);
    expect(answers()[2]).toBe('HTTP/1.1 503');
    client.socket.destroy();
  });
});

describe('connection limit', () => {
  let server: { app: FastifyInstance; port: number };
  beforeAll(async () => {
    server = await listening({ maxConnections: 2 });
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('closes connections beyond the limit and keeps serving the ones it holds', async () => {
    const first = rawConnection(server.port, '');
    const second = rawConnection(server.port, '');
    await Promise.all([first.opened, second.opened]);
    await expect.poll(() => countConnections(server.app)).toBe(2);
    const third = rawConnection(server.port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await third.closed).toBe('');
    first.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await first.closed).toMatch(/^HTTP\/1\.1 200 /);
    second.socket.destroy();
  });
});

function countConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

describe('uploads on a slow link', () => {
  // One window is a second: a JSON body must be whole within it, an upload must bring 256 bytes in each.
  let server: { app: FastifyInstance; port: number };
  let creator: TestUser;
  beforeAll(async () => {
    server = await listening({
      requestTimeoutMs: 1000,
      uploadTimeoutMs: 60_000,
      uploadMinBytesPerSecond: 256,
    });
    creator = await makeCreator(server.app);
  });
  afterAll(async () => {
    await server.app.close();
  });

  /** Sends `body` in `parts` pieces, one every 100 ms: the pace of the client is what is being tested. */
  async function sendSlowly(head: string, body: Buffer, parts: number) {
    const client = rawConnection(server.port, head);
    await client.opened;
    const size = Math.ceil(body.length / parts);
    for (let offset = 0; offset < body.length && !client.socket.destroyed; offset += size) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      client.socket.write(body.subarray(offset, offset + size));
    }
    return client;
  }

  const uploadHead = (headers: Record<string, string>, length: number, language = 'en') =>
    'POST /api/me/avatar HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n' +
    `Origin: ${TEST_ORIGIN}\r\nCookie: ${creator.cookie}\r\nAccept-Language: ${language}\r\n` +
    `Content-Type: ${headers['content-type']}\r\nContent-Length: ${length}\r\n\r\n`;

  it('takes an upload that keeps arriving for longer than a JSON body may take', async () => {
    const form = multipart({ filename: 'me.png', content: await png(100, 100) });
    const payload = Buffer.from(form.payload as Buffer);
    // 25 pieces 100 ms apart: at least 2.5 s, over two windows, each bringing far more than 256 bytes.
    expect(payload.length).toBeGreaterThan((25 * 256) / 10);
    const client = await sendSlowly(uploadHead(form.headers, payload.length), payload, 25);
    expect(await client.closed).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('answers 408, in the language asked for, to an upload that trickles slower than the minimum', async () => {
    const form = multipart({ filename: 'me.png', content: await png(100, 100) });
    const payload = Buffer.from(form.payload as Buffer);
    // The head and the form's first bytes, then nothing more: well under 256 bytes a second.
    const client = rawConnection(
      server.port,
      uploadHead(form.headers, payload.length, 'mr') + payload.subarray(0, 64).toString('latin1'),
    );
    const received = await client.closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(received.split('\r\n\r\n')[1]!).error).toEqual({
      code: 'request_timeout',
      message: translate('mr', 'errors.requestTimeout'),
    });
    expectStrictHeaders(rawHeaders(received), '408 to a slow upload');
  });

  it('still gives a JSON body one window, however steadily it arrives', async () => {
    const body = Buffer.from(
      JSON.stringify({ name: 'A', email: 'a@example.test', message: 'x'.repeat(3000) }),
    );
    const head =
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n' +
      `Origin: ${TEST_ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    // 30 pieces 100 ms apart (at least 3 s) at about 1 kB a second: fast enough for an upload, too slow for JSON.
    const client = await sendSlowly(head, body, 30);
    expect(await client.closed).toMatch(/^HTTP\/1\.1 408 /);
  });
});
