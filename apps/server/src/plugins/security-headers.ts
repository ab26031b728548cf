import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** No inline script anywhere; styles may be inline because Radix positions popovers with style attributes. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "media-src 'self' https:",
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export default fp(async function securityHeaders(app: FastifyInstance) {
  const publicUrlIsHttps = app.config.publicUrl.startsWith('https://');
  app.addHook('onSend', async (request, reply) => {
    // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY=true; plain http never gets HSTS.
    const behindTls = publicUrlIsHttps || request.protocol === 'https';
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (behindTls) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
});
