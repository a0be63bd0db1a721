import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { ViewModule } from '../views/view-module.js';
import { clientAssets, modulePreloads, type BuildManifest, type PageView } from './build-manifest.js';
import type { DocumentAssets } from './document.js';
import type { Catalogue } from './catalogue/catalogue.js';
import { methodNotAllowed, pageNotFound } from './errors.js';
import { detectLocale } from './locale-detection.js';
import { LOCALES, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from './locales.js';
import { pageHead } from './page-head.js';
import { pages } from './pages/index.js';
import type { Query } from './pages/page.js';
import { payloadPath, type PagePayload } from './payload.js';
import { renderPage } from './render.js';
import { hrefFor, hrefForRoute, localizedPattern } from './route-paths.js';
import { routes, type Route, type ViewName } from './routes.js';
import { THEME_COOKIE, themeOfCookie } from './theme.js';

/**
 * Registers every route of the table in both languages, each as a page and
 * as its `_payload.json`. GET answers (HEAD comes with it); any other method
 * is refused before a body is read.
 */
export interface PageServices {
  catalogue: Catalogue;
  manifest: BuildManifest;
  views: Record<ViewName, ViewModule>;
  siteUrl: string;
  renderTimeoutMs: number;
}

const OTHER_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export function registerPageRoutes(app: FastifyInstance, services: PageServices): void {
  for (const route of routes) {
    for (const locale of LOCALES) {
      const url = localizedPattern(route, locale);
      app.get(url, (request, reply) => servePage(request, reply, route, locale, services));
      app.get(payloadPath(url), async (request, reply) => {
        const payload = buildPayload(request, route, locale, services, true);
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

async function servePage(request: FastifyRequest, reply: FastifyReply, route: Route, locale: Locale, services: PageServices) {
  const bot = isbot(request.headers['user-agent'] ?? '');
  // The page's <html data-theme> comes from the theme cookie.
  reply.header('vary', 'Cookie');
  if (route.name === 'home' && locale === 'zh') {
    // Only the root redirects by language, and only people (DESIGN §3).
    reply.header('vary', 'Cookie, Accept-Language');
    if (!bot && detectLocale(request).locale === 'en') {
      return reply
        .setCookie(LOCALE_COOKIE, 'en', { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE_S, sameSite: 'lax' })
        .redirect(hrefFor('home', 'en', {}, searchOf(request.url, false)), 302);
    }
  }
  const payload = buildPayload(request, route, locale, services, false);
  await renderPage(reply, {
    payload,
    view: services.views[route.view],
    assets: pageAssets(services.manifest, route.view, locale, request),
    status: 200,
    bot,
    timeoutMs: services.renderTimeoutMs,
  });
  return reply;
}

/** What the document around a view needs: its files, and the theme the request's cookie saved. */
export function pageAssets(manifest: BuildManifest, view: PageView, locale: Locale, request: FastifyRequest): DocumentAssets {
  const theme = themeOfCookie(request.cookies[THEME_COOKIE]);
  return {
    css: manifest.css,
    entry: manifest.entry.js,
    preloads: modulePreloads(manifest, view, locale),
    client: clientAssets(manifest),
    ...(theme ? { theme } : {}),
  };
}

function buildPayload(request: FastifyRequest, route: Route, locale: Locale, services: PageServices, viaPayloadUrl: boolean): PagePayload {
  const { catalogue, manifest, siteUrl } = services;
  const params = request.params as Record<string, string>;
  const page = pages[route.name];
  if (page.validate && !page.validate(params as { id: string }, catalogue)) {
    throw pageNotFound(pathOf(request.url, viaPayloadUrl));
  }
  const loaded = page.load({ params: params as { id: string }, query: request.query as Query, locale, catalogue });
  return {
    buildId: manifest.buildId,
    route: route.name,
    view: route.view,
    locale,
    params,
    search: searchOf(request.url, viaPayloadUrl),
    head: pageHead(siteUrl, hrefForRoute(route.name, 'zh', params), locale, loaded),
    synthetic: catalogue.synthetic,
    data: loaded.data,
  };
}

/**
 * The page's query string ('' or '?…'). A payload URL carries the build id
 * as its first, bare parameter (`_payload.json?{buildId}&q=…`); that is not
 * part of the page's query.
 */
export function searchOf(url: string, viaPayloadUrl: boolean): string {
  const at = url.indexOf('?');
  if (at === -1) return '';
  let parts = url.slice(at + 1).split('&');
  if (viaPayloadUrl && parts[0] !== undefined && !parts[0].includes('=')) parts = parts.slice(1);
  const search = parts.filter(Boolean).join('&');
  return search ? `?${search}` : '';
}

/** The page path a request is about, for messages: the payload suffix removed. */
function pathOf(url: string, viaPayloadUrl: boolean): string {
  const path = url.split('?')[0] ?? url;
  if (!viaPayloadUrl) return path;
  return path.replace(/\/_payload\.json$/, '') || '/';
}
