import { pageNotFound } from '../errors.js';
import type { AnyPage, Redirect } from '../pages/page.js';
import { defaultGraph } from '../pages/structured-data.js';
import { DEFAULT_LOCALE, type Locale } from '../shared/locales.js';
import type { PagePayload } from '../shared/payload.js';
import { payloadPath } from '../shared/payload-url.js';
import { hrefForRoute, type RawQuery } from '../shared/route-paths.js';
import type { Route } from '../shared/routes.js';
import type { Theme } from '../shared/theme.js';
import { hasCard } from '../cards/card-kinds.js';
import { pageHead } from './page-head.js';
import { drawParts } from './page-parts.js';
import type { PageServices } from './page-services.js';

/**
 * What render reads of a request, and no more: the server reads it once when the request
 * arrives (src/http/request-context.ts, whose Visit is one), and a render needs nothing of how.
 */
export interface PageVisit {
  /** the path as asked, without the query */
  path: string;
  /** whether this asks for a page's data (`…/_payload.json`) rather than the page */
  viaPayload: boolean;
  /** the page the request is about: the path, or the page a payload URL belongs to */
  pagePath: string;
  /** the language of the page: its path's prefix alone decides */
  locale: Locale;
  /** the theme the visitor saved with the header's toggle; undefined follows the system */
  theme: Theme | undefined;
}

/**
 * A page request as its loader sees it, and the payload made from it: the loader checks the
 * params, reads the query once and loads the data and its parts' props; render draws the parts
 * and makes the head (title, description, canonical and hreflang links, Open Graph and Twitter
 * tags, schema.org JSON-LD) from what it returns.
 */
export interface PageRequest {
  route: Route;
  params: Record<string, string>;
  query: RawQuery;
  visit: PageVisit;
  /** the URL exactly as asked, for a redirect's comparison */
  url: string;
}

/**
 * A request the page's loader accepted, with its query read and written canonically, and where
 * the page sends it instead of answering, if it does.
 */
export interface ResolvedPage {
  route: Route;
  params: Record<string, string>;
  visit: PageVisit;
  page: AnyPage;
  /** the query as the page reads it (Page.query) */
  query: unknown;
  /** the canonical query, '' or '?…' (Page.canonicalQuery) */
  search: string;
  /** the page's own path, however the request spelled it: `/en/cpu/amd/ryzen-7-7800x3d` */
  path: string;
  /** the query string exactly as asked, '' or '?…' */
  asked: string;
  /** where the page sends this request instead (Page.redirect), or null to answer it */
  redirect: Redirect | null;
}

/**
 * The page the request names (a 404 when the loader refuses its params), its query read once,
 * and whether the page redirects it: everything the server needs to decide, before any data is
 * loaded, whether to answer from its cache, redirect, or make the page.
 */
export function resolvePage({ route, params, query: raw, visit, url }: PageRequest, services: PageServices): ResolvedPage {
  const page = services.modules.loaders[route.view];
  const { catalogue } = services;
  if (page.validate && !page.validate({ route: route.name as never, params: params as never, catalogue })) throw pageNotFound(visit.pagePath);
  const query = page.query?.(raw, catalogue) ?? {};
  const search = page.canonicalQuery?.(query) ?? '';
  const asked = url.slice(visit.path.length);
  const redirect = redirectOf({ route, params, visit, page, query, search, asked }, services);
  return { route, params, visit, page, query, search, asked, redirect, path: hrefForRoute(route.name, visit.locale, params) };
}

/**
 * Where the page sends a request for it instead of answering (Page.redirect). A payload follows
 * only a page that has moved, to the same payload at the new path (its build id and query as
 * asked); any other redirect tidies a page's URL, which the router's payload requests need not.
 */
function redirectOf(resolved: Omit<ResolvedPage, 'path' | 'redirect'>, services: PageServices): Redirect | null {
  const { page, route, params, query, visit, search, asked } = resolved;
  if (!page.redirect) return null;
  const redirect = page.redirect({
    route: route.name as never,
    params: params as never,
    catalogue: services.catalogue,
    query,
    locale: visit.locale,
    repositoryUrl: services.repositoryUrl,
    asked,
    canonical: search,
  });
  if (!redirect || !visit.viaPayload) return redirect;
  if (!redirect.moved) return null;
  const at = redirect.location.indexOf('?');
  return { ...redirect, location: payloadPath(at === -1 ? redirect.location : redirect.location.slice(0, at)) + asked };
}

export function buildPayload({ route, params, query, visit, search, page }: ResolvedPage, services: PageServices): PagePayload {
  const { catalogue, manifest, siteUrl, repositoryUrl } = services;
  const { locale } = visit;
  const loaded = page.load({ route: route.name as never, params: params as never, catalogue, query, locale, repositoryUrl });
  // The words alone: spreading the whole loaded page here once put a second copy of its data in the head.
  // A page type with a card (src/cards/card-kinds.ts) names it as its preview picture.
  const card = hasCard(route.view) ? search : undefined;
  const head = pageHead(siteUrl, hrefForRoute(route.name, DEFAULT_LOCALE, params), locale, { title: loaded.title, description: loaded.description }, card);
  const structured = { data: loaded.data, locale, siteUrl, head };
  return {
    buildId: manifest.buildId,
    route: route.name,
    view: route.view,
    locale,
    params,
    search,
    head: { ...head, structuredData: { '@context': 'https://schema.org', '@graph': page.structuredData?.(structured) ?? defaultGraph(structured) } },
    synthetic: catalogue.synthetic,
    data: loaded.data,
    parts: drawParts(route.view, services.modules.parts[route.view], loaded.parts, locale),
  };
}
