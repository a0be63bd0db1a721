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
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'interest-cohort',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

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
  // The same few headers on every response, set in one call: this runs for every request.
  const everyResponse: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(httpsOnly ? { 'strict-transport-security': STRICT_TRANSPORT } : {}),
  };
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(everyResponse);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) reply.header('content-security-policy', CONTENT_POLICY);
    done(null, payload);
  });
}
