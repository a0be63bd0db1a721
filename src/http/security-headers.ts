import type { FastifyInstance } from 'fastify';

/**
 * Headers that tell the browser what a page of ours may do. Everything the site loads comes
 * from itself, and no executable script is ever inline (the page data and the asset map are
 * JSON elements), so scripts are limited to our own files; an injected `<script>` would not run.
 * Styles allow inline `style` attributes: widgets set their colours and timings through them.
 */
const CONTENT_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Powerful browser features a specification database never needs, refused for the page and
 * anything it might embed, and the ad-interest APIs (FLoC's `interest-cohort`, the Topics API's
 * `browsing-topics`) refused so that a visit here never feeds a profile. Only names Chromium
 * knows: an unknown one (`bluetooth`, say) is a console warning on every page.
 */
const PERMISSIONS_POLICY = [
  'accelerometer', 'browsing-topics', 'camera', 'display-capture', 'geolocation',
  'gyroscope', 'hid', 'interest-cohort', 'magnetometer', 'microphone', 'midi', 'payment',
  'serial', 'usb', 'xr-spatial-tracking',
].map((feature) => `${feature}=()`).join(', ');

/**
 * A year: once a browser has seen the site over https it never tries http again. No
 * `includeSubDomains`: other hosts under the same domain are not ours to decide for.
 */
const STRICT_TRANSPORT = 'max-age=31536000';

export interface SecurityHeaderOptions {
  /** the public origin is https (config.httpsOnly): send Strict-Transport-Security */
  httpsOnly: boolean;
}

export function registerSecurityHeaders(app: FastifyInstance, { httpsOnly }: SecurityHeaderOptions): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (httpsOnly) reply.header('strict-transport-security', STRICT_TRANSPORT);
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', CONTENT_POLICY);
    }
    return payload;
  });
}
