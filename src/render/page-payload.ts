import { pageNotFound } from '../errors.js';
import type { Query } from '../pages/page.js';
import { DEFAULT_LOCALE } from '../shared/locales.js';
import type { PagePayload } from '../shared/payload.js';
import { hrefForRoute } from '../shared/route-paths.js';
import type { Route } from '../shared/routes.js';
import type { Visit } from '../http/request-context.js';
import { pageHead } from './page-head.js';
import { drawParts } from './page-parts.js';
import type { PageServices } from './page-services.js';
import { structuredData } from './structured-data.js';

/**
 * A page's payload: its view's loader checks the params and loads the data, and the head
 * (title, description, canonical and hreflang links, Open Graph and Twitter tags, schema.org
 * JSON-LD) is made from what it returns. The server renders the payload into HTML and serves it
 * alone as `_payload.json`; both are kept in the response cache under the page's canonical path
 * and query (src/http/page-routes.ts).
 */
export interface PageRequest {
  route: Route;
  params: Record<string, string>;
  query: Query;
  visit: Visit;
}

/** A request the page's loader has accepted (else a 404), with the query that decides its bytes. */
export interface ResolvedPage extends PageRequest {
  /** the canonical query, '' or '?…' (Page.canonicalQuery) */
  search: string;
  /** the page's own path, however the request spelled it: `/en/cpu/amd/ryzen-7-7800x3d` */
  path: string;
}

export function resolvePage(request: PageRequest, services: PageServices): ResolvedPage {
  const { route, params, query, visit } = request;
  const loader = services.modules.loaders[route.view];
  const { catalogue } = services;
  if (loader.validate && !loader.validate({ route: route.name as never, params: params as never, catalogue })) throw pageNotFound(visit.pagePath);
  const search = loader.canonicalQuery?.({ query, catalogue }) ?? '';
  return { ...request, search, path: hrefForRoute(route.name, visit.locale, params) };
}

export function buildPayload({ route, params, query, visit, search }: ResolvedPage, services: PageServices): PagePayload {
  const { catalogue, manifest, siteUrl } = services;
  const loader = services.modules.loaders[route.view];
  const context = { route: route.name as never, params: params as never, catalogue };
  const loaded = loader.load({ ...context, query, locale: visit.locale });
  // The words alone: spreading the whole loaded page here once put a second copy of its data in the head.
  const words = { title: loaded.title, description: loaded.description };
  const head = pageHead(siteUrl, hrefForRoute(route.name, DEFAULT_LOCALE, params), visit.locale, words);
  return {
    buildId: manifest.buildId,
    route: route.name,
    view: route.view,
    locale: visit.locale,
    params,
    search,
    head: { ...head, structuredData: structuredData({ route, data: loaded.data, locale: visit.locale, siteUrl, head }) },
    synthetic: catalogue.synthetic,
    data: loaded.data,
    parts: drawParts(route.view, services.modules.parts[route.view], loaded.parts, visit.locale),
  };
}
