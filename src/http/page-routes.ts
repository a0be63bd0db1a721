import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { methodNotAllowed } from '../errors.js';
import type { Query } from '../pages/page.js';
import { buildPayload, resolvePage, type ResolvedPage } from '../render/page-payload.js';
import type { PageServices } from '../render/page-services.js';
import { documentAssets } from '../render/document.js';
import { renderDocument } from '../render/render.js';
import { LOCALES } from '../shared/locales.js';
import { payloadPath } from '../shared/payload-url.js';
import { localizePath } from '../shared/route-paths.js';
import { routes, type Route } from '../shared/routes.js';
import { isPublicRoute } from '../pages/page-paths.js';
import { redirectRootByLanguage } from './locale-redirect.js';
import { sendCached } from './cached-response.js';
import { redirectToTidyLibraryUrl } from './tidy-library-url.js';
import { vary } from './vary.js';

/**
 * Registers every route of the table in both languages, each as a page and
 * as its `_payload.json` (in production, only the public ones). GET answers (HEAD comes with it); any other method
 * is refused before a body is read. The root alone first asks whether the
 * visitor wants the other language (src/http/locale-redirect.ts); the library page first
 * tidies its query (src/http/tidy-library-url.ts).
 *
 * A page or payload asked for twice costs what sending its bytes costs: each is made once per
 * key — the build, the page's canonical path and query (Page.canonicalQuery) and, for pages,
 * the saved theme — and kept, with its compressed variants, in the response cache
 * (src/http/response-cache.ts); concurrent requests for one key share one render. Every answer
 * carries an ETag of its bytes and revalidates to 304.
 */
const OTHER_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export function registerPageRoutes(app: FastifyInstance, services: PageServices): void {
  const tidyLibraryUrl = redirectToTidyLibraryUrl(services.catalogue);
  for (const route of routes) {
    if (services.production && !isPublicRoute(route)) continue;
    for (const locale of LOCALES) {
      const url = localizePath(route.path, locale);
      const onRequest = url === '/' ? [redirectRootByLanguage] : route.name === 'library' ? [tidyLibraryUrl] : [];
      app.get(url, { onRequest }, (request, reply) => servePage(request, reply, route, services));
      app.get(payloadPath(url), (request, reply) => servePayload(request, reply, route, services));
      for (const path of [url, payloadPath(url)]) {
        app.route({
          method: [...OTHER_METHODS],
          url: path,
          onRequest: async (request, reply) => {
            reply.header('allow', 'GET, HEAD');
            throw methodNotAllowed(request.method);
          },
          handler: async () => undefined,
        });
      }
    }
  }
}

async function servePage(request: FastifyRequest, reply: FastifyReply, route: Route, services: PageServices) {
  const { visit } = request;
  // The page's <html data-theme> comes from the theme cookie.
  vary(reply, 'Cookie');
  const page = resolvePage(pageRequest(request, route), services);
  const key = `page ${services.manifest.buildId} ${page.path}${page.search} ${visit.theme ?? ''}`;
  const entry = (await services.cache.getOrProduce(key, async () => ({
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: await renderDocument({
      payload: buildPayload(page, services),
      view: services.modules.views[route.view],
      assets: documentAssets(services.manifest, route.view, visit),
      timeoutMs: services.renderTimeoutMs,
    }),
  })))!;
  return sendCached(request, reply, services.cache, key, entry, 'no-cache');
}

async function servePayload(request: FastifyRequest, reply: FastifyReply, route: Route, services: PageServices) {
  const page: ResolvedPage = resolvePage(pageRequest(request, route), services);
  const key = `payload ${services.manifest.buildId} ${page.path}${page.search}`;
  const entry = (await services.cache.getOrProduce(key, async () => ({
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: Buffer.from(JSON.stringify(buildPayload(page, services))),
  })))!;
  return sendCached(request, reply, services.cache, key, entry, 'no-cache');
}

function pageRequest(request: FastifyRequest, route: Route) {
  return { route, params: request.params as Record<string, string>, query: request.query as Query, visit: request.visit };
}
