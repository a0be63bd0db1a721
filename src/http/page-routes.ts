import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { methodNotAllowed } from '../errors.js';
import type { Query } from '../pages/page.js';
import { buildPayload } from '../render/page-payload.js';
import type { PageServices } from '../render/page-services.js';
import { documentAssets } from '../render/document.js';
import { renderPage } from '../render/render.js';
import { LOCALES } from '../shared/locales.js';
import { payloadPath } from '../shared/payload-url.js';
import { localizePath } from '../shared/route-paths.js';
import { routes, type Route } from '../shared/routes.js';
import { isPublicRoute } from '../pages/page-paths.js';
import { redirectRootByLanguage } from './locale-redirect.js';
import { redirectToTidyLibraryUrl } from './tidy-library-url.js';
import { vary } from './vary.js';

/**
 * Registers every route of the table in both languages, each as a page and
 * as its `_payload.json` (in production, only the public ones). GET answers (HEAD comes with it); any other method
 * is refused before a body is read. The root alone first asks whether the
 * visitor wants the other language (src/http/locale-redirect.ts); the library page first
 * tidies its query (src/http/tidy-library-url.ts).
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
      app.get(payloadPath(url), async (request, reply) => {
        const payload = buildPayload(pageRequest(request, route), services);
        return reply.header('cache-control', 'no-cache').send(payload);
      });
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
  const payload = buildPayload(pageRequest(request, route), services);
  await renderPage(reply, {
    payload,
    view: services.modules.views[route.view],
    assets: documentAssets(services.manifest, route.view, visit),
    status: 200,
    bot: visit.bot,
    timeoutMs: services.renderTimeoutMs,
  });
  return reply;
}

function pageRequest(request: FastifyRequest, route: Route) {
  return { route, params: request.params as Record<string, string>, query: request.query as Query, visit: request.visit };
}
