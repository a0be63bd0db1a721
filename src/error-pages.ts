import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import ErrorPage from '../views/error-page.js';
import { errorPagePayload } from './error-payload.js';
import type { ErrorData } from './payload.js';
import { pageNotFound, statusOf } from './errors.js';
import { translate } from './server-messages.js';
import { localeOfPath } from './locales.js';
import { pageAssets, type PageServices } from './page-routes.js';
import { renderPage } from './render.js';
import { matchPath } from './route-paths.js';

/**
 * What a failing request gets (DESIGN §6): a 404 or 5xx page in the language
 * of its path, a JSON body for `_payload.json`, an empty body for bots.
 * Every error is logged with the request's context; a 5xx message is shown
 * only outside production, and no stack trace is ever sent.
 */
export function registerErrorPages(app: FastifyInstance, services: PageServices, production: boolean): void {
  app.setNotFoundHandler(async (request, reply) => {
    const [path = '/', query] = request.url.split(/\?(.*)/s, 2);
    // Canonical form has no trailing slash: '/lib/' → 301 '/lib', query kept.
    if (path.length > 1 && path.endsWith('/') && (request.method === 'GET' || request.method === 'HEAD')) {
      const bare = path.replace(/\/+$/, '') || '/';
      if (matchPath(bare)) return reply.redirect(bare + (query ? `?${query}` : ''), 301);
    }
    throw pageNotFound(request.url);
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const statusCode = statusOf(error);
    const level = statusCode >= 500 ? 'error' : 'info';
    request.log[level]({ err: error, url: request.url, method: request.method, statusCode }, error.message);

    const message = statusCode < 500 || !production ? error.message : '';
    reply.header('cache-control', 'no-store');
    if (request.url.split('?')[0]!.endsWith('/_payload.json')) {
      return reply.status(statusCode).send({ statusCode, message: message || translate('en', 'serverErrorTitle') });
    }
    if (isbot(request.headers['user-agent'] ?? '')) {
      return reply.status(statusCode).header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send('');
    }
    return sendErrorPage(request, reply, services, { statusCode, message });
  });
}

async function sendErrorPage(request: FastifyRequest, reply: FastifyReply, services: PageServices, error: ErrorData) {
  const locale = localeOfPath(request.url.split('?')[0]!);
  // The theme cookie shapes <html data-theme>; a page route may already have said so.
  if (!reply.hasHeader('vary')) reply.header('vary', 'Cookie');
  const payload = errorPagePayload(error, {
    buildId: services.manifest.buildId,
    locale,
    synthetic: services.catalogue.synthetic,
  });
  await renderPage(reply, {
    payload,
    view: { default: ErrorPage },
    assets: pageAssets(services.manifest, 'error', locale, request),
    status: error.statusCode,
    bot: false,
    timeoutMs: services.renderTimeoutMs,
  });
  return reply;
}
