import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageNotFound, statusOf } from '../errors.js';
import { documentAssets } from '../render/document.js';
import type { PageServices } from '../render/page-services.js';
import { renderPage } from '../render/render.js';
import { translate } from '../render/server-messages.js';
import { errorPagePayload } from '../shared/error-payload.js';
import type { ErrorData } from '../shared/payload.js';
import { matchPath } from '../shared/route-paths.js';
import { readVisit } from './request-context.js';
import { vary } from './vary.js';

/**
 * What a failing request gets: a 404 or 5xx page in the language of its
 * path, a JSON body for `_payload.json`, and for crawlers the status with an
 * empty body and `X-Robots-Tag: noindex`, so no error page is ever indexed.
 * Every error is logged with the request's context; a 5xx message is shown
 * only outside production, and no stack trace is ever sent.
 */
export function registerErrorPages(app: FastifyInstance, services: PageServices, production: boolean): void {
  app.setNotFoundHandler(async (request, reply) => {
    const { path, rawQuery } = request.visit;
    // Canonical form has no trailing slash: '/lib/' → 301 '/lib', query kept.
    if (path.length > 1 && path.endsWith('/') && (request.method === 'GET' || request.method === 'HEAD')) {
      const bare = path.replace(/\/+$/, '') || '/';
      if (matchPath(bare)) return reply.redirect(bare + (rawQuery ? `?${rawQuery}` : ''), 301);
    }
    throw pageNotFound(request.url);
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const statusCode = statusOf(error);
    const level = statusCode >= 500 ? 'error' : 'info';
    request.log[level]({ err: error, url: request.url, method: request.method, statusCode }, error.message);

    const message = statusCode < 500 || !production ? error.message : '';
    reply.header('cache-control', 'no-store');
    // An error in a hook that runs before the request context is read still gets its page.
    const visit = (request.visit ??= readVisit(request));
    if (visit.viaPayload) {
      return reply.status(statusCode).send({ statusCode, message: message || translate('en', 'serverErrorTitle') });
    }
    if (visit.bot) {
      return reply.status(statusCode).header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send('');
    }
    return sendErrorPage(request, reply, services, { statusCode, message });
  });
}

async function sendErrorPage(request: FastifyRequest, reply: FastifyReply, services: PageServices, error: ErrorData) {
  const { visit } = request;
  // The theme cookie shapes <html data-theme>.
  vary(reply, 'Cookie');
  const payload = errorPagePayload(error, {
    buildId: services.manifest.buildId,
    locale: visit.locale,
    synthetic: services.catalogue.synthetic,
  });
  await renderPage(reply, {
    payload,
    view: services.modules.views.error,
    assets: documentAssets(services.manifest, 'error', visit),
    status: error.statusCode,
    bot: false,
    timeoutMs: services.renderTimeoutMs,
  });
  return reply;
}
