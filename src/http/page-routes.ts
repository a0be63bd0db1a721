import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { methodNotAllowed } from '../errors.js';
import type { PageServices } from '../render/page-services.js';
import { LOCALES } from '../shared/locales.js';
import { payloadPath } from '../shared/payload-url.js';
import { localizePath, type RawQuery } from '../shared/route-paths.js';
import { isPublicRoute, routes, type Route } from '../shared/routes.js';
import { redirectRootByLanguage } from './locale-redirect.js';
import { sendCached } from './cached-response.js';
import { answerPage } from './page-answer.js';
import type { ResponseCache } from './response-cache.js';
import { vary } from './vary.js';

/**
 * Registers every route of the table in both languages, each as a page and as its
 * `_payload.json` (in production, only the public ones). GET answers (HEAD comes with it); any
 * other method is refused before a body is read. The root alone first asks whether the visitor
 * wants the other language (src/http/locale-redirect.ts).
 *
 * A request's answer (src/http/page-answer.ts) is a redirect the page asks for, or bytes kept in
 * the response cache, which render makes on a miss from what the page's loader returns; every
 * answer carries an ETag of its bytes and revalidates to 304 (src/http/cached-response.ts).
 */
const OTHER_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export function registerPageRoutes(app: FastifyInstance, services: PageServices, cache: ResponseCache): void {
  for (const route of routes) {
    if (services.production && !isPublicRoute(route)) continue;
    for (const locale of LOCALES) {
      const url = localizePath(route.path, locale);
      const onRequest = url === '/' ? [redirectRootByLanguage] : [];
      const handler = (request: FastifyRequest, reply: FastifyReply) => servePage(request, reply, route, services, cache);
      app.get(url, { onRequest }, handler);
      app.get(payloadPath(url), handler);
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

async function servePage(request: FastifyRequest, reply: FastifyReply, route: Route, services: PageServices, cache: ResponseCache) {
  // A GET form with nothing to send (compare with no processor ticked) leaves a bare "?" on the
  // address: the same page without it, as a trailing slash is (src/http/error-pages.ts).
  if (request.url.endsWith('?') && !request.visit.viaPayload) return reply.redirect(request.url.replace(/\?+$/, ''), 301);
  const answer = await answerPage(
    {
      route,
      params: request.params as Record<string, string>,
      query: request.query as RawQuery,
      visit: request.visit,
      url: request.url,
    },
    services,
    cache,
  );
  if ('redirect' in answer) {
    const { location, status, maxAgeSeconds } = answer.redirect;
    if (maxAgeSeconds !== undefined) reply.header('cache-control', `public, max-age=${maxAgeSeconds}`);
    return reply.redirect(location, status);
  }
  // A page's <html data-theme> comes from the theme cookie; its payload does not.
  if (!request.visit.viaPayload) vary(reply, 'Cookie');
  return sendCached(request, reply, cache, answer.key, answer.entry, { cacheControl: 'no-cache', replayable: true });
}
