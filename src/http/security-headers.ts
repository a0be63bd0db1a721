import type { FastifyInstance } from 'fastify';

/**
 * Headers that tell the browser what a page of ours may do. Everything the site loads comes
 * from itself, and no executable script is ever inline (the page data and the asset map are
 * JSON elements), so scripts are limited to our own files; an injected `<script>` would not run.
 * Styles allow inline `style` attributes: widgets set their colours and timings through them.
 */
const POLICY = [
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

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', POLICY);
    }
    return payload;
  });
}
