import type { IncomingMessage, Server } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyHttpOptions, FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@kalasetu/shared/limits';
import { pickLanguage, translate } from '@kalasetu/shared/messages';
import { securityHeaders } from './security-headers';

/** How much one client may send, how slowly, and how many connections the process holds (decision 085). */
export interface ServerLimits {
  /** Largest JSON (or any non-multipart) body; multipart uploads are bounded per route by their file limit. */
  jsonBodyBytes: number;
  /** Time to receive the headers of a request: what a slow-headers ("slowloris") client gets. */
  headersTimeoutMs: number;
  /** Time to receive a whole request, headers and body; an upload's body has the two limits below instead. */
  requestTimeoutMs: number;
  /**
   * Longest time to receive an upload (a route that `consumes` multipart/form-data): a phone on a slow link sending
   * a 50 MB video or a 25 MB delivery needs minutes, not the 30 s a JSON request gets (decision 258).
   */
  uploadTimeoutMs: number;
  /**
   * Slowest an upload may arrive, measured over each `requestTimeoutMs`: a client that sends less than this is
   * answered 408, so a trickle cannot hold a connection for the whole `uploadTimeoutMs`.
   */
  uploadMinBytesPerSecond: number;
  /** A socket with no traffic either way is closed after this long (realtime streams send a heartbeat). */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is kept this long; longer than a load balancer's own idle timeout. */
  keepAliveTimeoutMs: number;
  /** Open connections the process accepts; more are closed at once. */
  maxConnections: number;
  /** Requests served on one keep-alive connection before the server asks the client to reconnect. */
  maxRequestsPerSocket: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  jsonBodyBytes: 256 * 1024,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  uploadTimeoutMs: 15 * 60_000,
  uploadMinBytesPerSecond: 4 * 1024,
  idleTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
  maxConnections: 4096,
  maxRequestsPerSocket: 1000,
};

/** Room for multipart boundaries, part headers and the few text fields around an upload's file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const STATUS: Record<string, { status: number; text: string; code: string; key: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    text: 'Request Timeout',
    code: 'request_timeout',
    key: 'errors.requestTimeout',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    text: 'Request Header Fields Too Large',
    code: 'payload_too_large',
    key: 'errors.payloadTooLarge',
  },
};
const BAD_REQUEST = { status: 400, text: 'Bad Request', code: 'bad_request', key: 'errors.validation' };

/** Node's parser for the socket; `incoming` is the request whose headers it finished reading, if any. */
type ParsedSocket = Socket & { parser?: { incoming?: IncomingMessage | null } | null };

/**
 * The reader's language for an answer given before Fastify saw the request. A request that stalled in its body has
 * its headers parsed already; a malformed or oversized head comes with the bytes Node was parsing (`rawPacket`).
 * Headers that stalled half-way stay inside Node's native parser, out of reach, so those answers are in English.
 */
function languageOfPartialRequest(error: { rawPacket?: unknown }, socket: Socket): Language {
  const parsed = (socket as ParsedSocket).parser?.incoming?.headers['accept-language'];
  if (parsed) return pickLanguage(parsed);
  // Fastify types rawPacket as a serialised Buffer; Node passes the Buffer itself.
  const head = (Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined)
    ?.toString('latin1')
    .split('\r\n\r\n')[0];
  const line = head?.match(/^accept-language:[ \t]*([^\r\n]*)/im);
  return pickLanguage(line?.[1]);
}

/** Writes an answer in the API's error shape straight to the socket and hangs up (no request, or one given up on). */
function rawAnswer(publicUrl: string) {
  const headerLines = Object.entries(securityHeaders(null, publicUrl))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (socket: Socket, answer: (typeof STATUS)[string], language: Language) => {
    const body = JSON.stringify({ error: { code: answer.code, message: translate(language, answer.key) } });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${answer.status} ${answer.text}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `${headerLines}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}

/**
 * Errors before a request exists (timeouts while headers arrive, oversized or malformed headers) answer in the
 * API's error shape, with the security headers every other answer carries.
 */
function clientErrorHandler(publicUrl: string) {
  const answerRaw = rawAnswer(publicUrl);
  return (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const answer = STATUS[error.code ?? ''] ?? BAD_REQUEST;
    answerRaw(socket, answer, languageOfPartialRequest(error, socket));
  };
}

const isUpload = (request: FastifyRequest) =>
  ((request.routeOptions.schema as { consumes?: readonly string[] } | undefined)?.consumes ?? []).includes(
    'multipart/form-data',
  );

/**
 * The time a request's body may take. Node's own request timeout is set to the longest an upload may take; this
 * hook gives every other body `requestTimeoutMs`, as before, and an upload as long as it keeps arriving at
 * `uploadMinBytesPerSecond` or faster (counted on the socket, so the body stream is left to the route). A request
 * without a body needs no timer.
 */
export function registerBodyDeadlines(app: FastifyInstance, limits: ServerLimits, publicUrl: string) {
  const answerRaw = rawAnswer(publicUrl);
  const timeout = STATUS.ERR_HTTP_REQUEST_TIMEOUT!;
  const minBytesPerWindow = (limits.uploadMinBytesPerSecond * limits.requestTimeoutMs) / 1000;
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const hasBody =
      raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'] !== undefined;
    const socket = raw.socket;
    // Requests made with inject() have no connection to time out.
    if (!hasBody || raw.complete || !(socket instanceof Socket)) return done();
    const upload = isUpload(request);
    let bytesBefore = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return clearInterval(timer);
      const arrived = socket.bytesRead - bytesBefore;
      bytesBefore = socket.bytesRead;
      if (upload && arrived >= minBytesPerWindow) return;
      clearInterval(timer);
      request.log.info({ upload, arrived }, 'request body too slow: answered 408');
      if (reply.raw.headersSent) socket.destroy();
      else answerRaw(socket, timeout, pickLanguage(raw.headers['accept-language']));
    }, limits.requestTimeoutMs);
    timer.unref();
    // A reply sent before its body was read (a refused upload) still holds the rest of the body to the deadline.
    reply.raw.once('close', () => {
      if (raw.complete || socket.destroyed) clearInterval(timer);
    });
    done();
  });
}

/** The Fastify constructor options that carry the limits; maxConnections is set on the server by buildApp. */
export function serverLimitOptions(limits: ServerLimits, publicUrl: string): FastifyHttpOptions<Server> {
  return {
    bodyLimit: limits.jsonBodyBytes,
    // The longest any request may take; registerBodyDeadlines holds all but uploads to requestTimeoutMs.
    requestTimeout: Math.max(limits.requestTimeoutMs, limits.uploadTimeoutMs),
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      requestTimeout: Math.max(limits.requestTimeoutMs, limits.uploadTimeoutMs),
      // Node checks these timeouts on a timer (30 s by default), which would let a stalled client stay far longer.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
    },
    clientErrorHandler: clientErrorHandler(publicUrl),
  };
}
