import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasCard } from '../cards/card-kinds.js';
import { drawPagePicture } from '../cards/page-picture.js';
import { pageNotFound } from '../errors.js';
import { resolvePage } from '../render/page-payload.js';
import type { PageServices } from '../render/page-services.js';
import { CARD_SUFFIX, LADDER_IMAGE_SUFFIX, picturePath, type PictureSuffix } from '../shared/card-url.js';
import { LOCALES } from '../shared/locales.js';
import { localizePath, type RawQuery } from '../shared/route-paths.js';
import { isPublicRoute, routes, type Route } from '../shared/routes.js';
import { sendCached } from './cached-response.js';
import type { ResponseCache } from './response-cache.js';

/**
 * The pictures the server draws of its pages (src/cards/): every page type with a card kind
 * answers `{path}/_card.png` in both languages, and the ladder `{path}/_image.png` too. A picture
 * is of the page its params and query name: params the page refuses are a 404 as the page's would
 * be, and a URL the page would redirect goes to the picture of where the page goes. Each picture is
 * drawn once per build, path and canonical query and kept in the response cache like a page, with
 * its ETag; PNG bytes are sent as they are, never compressed again.
 */
export function registerCardRoutes(app: FastifyInstance, services: PageServices, cache: ResponseCache, rootDir: string): void {
  for (const route of routes) {
    if (!isPublicRoute(route) || !hasCard(route.view)) continue;
    const suffixes: PictureSuffix[] = route.view === 'ladder' ? [CARD_SUFFIX, LADDER_IMAGE_SUFFIX] : [CARD_SUFFIX];
    for (const locale of LOCALES) {
      for (const suffix of suffixes) {
        app.get(picturePath(localizePath(route.path, locale), suffix), (request, reply) =>
          servePicture(request, reply, route, suffix, services, cache, rootDir),
        );
      }
    }
  }
}

async function servePicture(
  request: FastifyRequest,
  reply: FastifyReply,
  route: Route,
  suffix: PictureSuffix,
  services: PageServices,
  cache: ResponseCache,
  rootDir: string,
) {
  const { visit } = request;
  const pagePath = visit.path.slice(0, -suffix.length) || '/';
  const resolved = resolvePage(
    {
      route,
      params: request.params as Record<string, string>,
      query: request.query as RawQuery,
      visit: { ...visit, pagePath, viaPayload: false },
      url: request.url,
    },
    services,
  );
  if (resolved.redirect) {
    const { location, status } = resolved.redirect;
    const at = location.indexOf('?');
    return reply.redirect(picturePath(at === -1 ? location : location.slice(0, at), suffix) + (at === -1 ? '' : location.slice(at)), status);
  }
  const key = `picture ${services.manifest.buildId} ${resolved.path}${resolved.search} ${suffix}`;
  const entry = await cache.getOrProduce(key, async () => {
    const png = await drawPagePicture(resolved, suffix, services, rootDir);
    return png && { status: 200, contentType: 'image/png', body: png };
  });
  if (!entry) throw pageNotFound(visit.path);
  return sendCached(request, reply, cache, key, entry, { cacheControl: 'no-cache', replayable: true });
}
