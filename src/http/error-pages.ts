import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Catalogue } from '../catalogue/catalogue.js';
import { pageNotFound, SERVER_ERRORS, statusOf } from '../errors.js';
import { documentAssets } from '../render/document.js';
import type { PageServices } from '../render/page-services.js';
import { fallbackPage, renderDocument } from '../render/render.js';
import { translate } from '../messages.js';
import { errorPagePayload } from '../shared/error-payload.js';
import { MAX_SEARCH_LENGTH } from '../shared/library-query.js';
import { serializePayload, type ErrorData } from '../shared/payload.js';
import { LOCALE_PREFIX, otherLocale, type Locale } from '../shared/locales.js';
import { localizePath, matchPath } from '../shared/route-paths.js';
import { sendMade } from './cached-response.js';
import { readVisit } from './request-context.js';
import { vary } from './vary.js';

/**
 * What a failing request gets: a 404 or 5xx page in the language of its
 * path, a JSON body for `_payload.json`, and for crawlers the status with an
 * empty body and `X-Robots-Tag: noindex`, so no error page is ever indexed.
 * Every error is logged with the request's context; a 5xx message is shown
 * only outside production, and no stack trace is ever sent. A 404 is no dead
 * end: it offers the processors nearest what the path asked for and a search
 * field, in the page's language; the English message stays for logs and the
 * JSON body. Error pages are rendered whole, like every page, but never kept.
 */
const SUGGESTED = 5;
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
    if (visit.bot) {
      if (visit.viaPayload) return reply.status(statusCode).send({ statusCode, message: message || translate('en', 'serverErrorTitle') });
      vary(reply, 'Accept-Encoding');
      return reply.status(statusCode).header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send('');
    }
    const data: ErrorData = {
      statusCode,
      message: message || (visit.viaPayload ? translate('en', 'serverErrorTitle') : ''),
      path: visit.pagePath,
      otherLanguagePath: localizePath(visit.locale === 'en' ? visit.pagePath.slice(LOCALE_PREFIX.en.length) || '/' : visit.pagePath, otherLocale(visit.locale)),
      ...(statusCode === 404 ? notFoundHelp(visit.pagePath, services.catalogue) : {}),
    };
    // JSON only, with <, > and & escaped: the suggestions' query is read from the path.
    if (visit.viaPayload)
      return sendMade(
        request,
        reply,
        { status: statusCode, contentType: 'application/json; charset=utf-8', body: Buffer.from(serializePayload(data)) },
        'no-store',
      );
    return sendErrorPage(request, reply, services, data);
  });
}

/**
 * What a 404 offers: the processors nearest the path's last segment read as a query
 * ("/cpu/amd/ryzen-7-7800x3" → "ryzen 7 7800x3"), and that query for its search field. Under
 * /cpu/ the path named a processor, so the nearest are shown even when no word matches exactly.
 */
function notFoundHelp(path: string, catalogue: Catalogue): Pick<ErrorData, 'suggestions' | 'query'> {
  let segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    segment = decodeURIComponent(segment);
  } catch {
    // malformed percent-encoding: read as it is
  }
  const query = segment
    .replace(/[-_+.]+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_LENGTH);
  if (!query) return {};
  const processorPath = /^(\/en)?\/cpu\//i.test(path);
  const nearest = processorPath ? catalogue.search.closest(query, SUGGESTED) : catalogue.search.suggest(query, SUGGESTED);
  if (!processorPath && !nearest.length) return {};
  return { query, suggestions: nearest.map(({ vendor, id, name }) => ({ vendor, id, name })) };
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
  const page = await errorDocument(
    renderDocument({
      payload,
      view: services.modules.views.error,
      assets: documentAssets(services.manifest, 'error', visit),
      timeoutMs: services.renderTimeoutMs,
    }),
    error.statusCode,
    visit.locale,
    (renderError) => request.log.error({ err: renderError }, 'the error page failed to render'),
  );
  return sendMade(request, reply, { status: page.status, body: page.body, contentType: 'text/html; charset=utf-8' }, page.fallback ? 'no-store' : 'no-cache');
}

/** The error page's document; when even it fails to render, a minimal 500 page that needs nothing from React. */
export async function errorDocument(render: Promise<Buffer>, status: number, locale: Locale, onFailure: (error: unknown) => void) {
  try {
    return { status, body: await render, fallback: false };
  } catch (renderError) {
    onFailure(renderError);
    return { status: SERVER_ERRORS.ATLAS_ERROR_PAGE_FAILED, body: Buffer.from(fallbackPage(locale)), fallback: true };
  }
}
