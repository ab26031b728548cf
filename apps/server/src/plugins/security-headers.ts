import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RAZORPAY_FRAME_ORIGINS, RAZORPAY_SCRIPT_ORIGINS } from '@kalasetu/shared/payments-gateway';

/** No inline script anywhere; styles may be inline because Radix positions popovers with style attributes. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  // blob: lets the portfolio editor preview a chosen video (and pick its poster frame) before uploading it.
  "media-src 'self' blob: https:",
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The policy with the payment gateway's checkout allowed (decision 246): its script's origin, the frames it opens
 * and the calls it makes. Only when the server has gateway keys; the page loads the script only on "Pay online".
 */
export const CHECKOUT_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.split('; ')
  .map((directive) => {
    if (directive.startsWith('script-src ')) return `${directive} ${RAZORPAY_SCRIPT_ORIGINS.join(' ')}`;
    if (directive.startsWith('frame-src ')) return `${directive} ${RAZORPAY_FRAME_ORIGINS.join(' ')}`;
    if (directive.startsWith('connect-src ')) return `${directive} ${RAZORPAY_FRAME_ORIGINS.join(' ')}`;
    return directive;
  })
  .join('; ');

/**
 * A private file's download (decision 256): nothing in it may load, run or be framed, should a browser ever render
 * it instead of saving it. The only policy a route may set in place of the one above, which it tightens.
 */
export const DOWNLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'";

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers every answer carries. Answers written outside Fastify's reply path (the realtime stream writes its
 * own head on the raw response, so onSend never runs) spread this into their head instead of keeping a copy.
 */
export function securityHeaders(
  request: Pick<FastifyRequest, 'protocol'> | null,
  publicUrl: string,
  options: { checkout?: boolean } = {},
): Record<string, string> {
  // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY=true; plain http never gets HSTS. Answers given
  // before a request was parsed (pass null) go by the public address alone.
  const behindTls = publicUrl.startsWith('https://') || request?.protocol === 'https';
  return {
    'content-security-policy': options.checkout ? CHECKOUT_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    ...(behindTls ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

export default fp(async function securityHeadersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    const download = reply.getHeader('content-security-policy') === DOWNLOAD_CONTENT_SECURITY_POLICY;
    reply.headers(
      securityHeaders(request, app.config.publicUrl, { checkout: app.config.paymentsGateway !== null }),
    );
    if (download) reply.header('content-security-policy', DOWNLOAD_CONTENT_SECURITY_POLICY);
  });
});
