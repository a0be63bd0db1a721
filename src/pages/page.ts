import type { Catalogue } from '../catalogue/catalogue.js';
import type { Locale } from '../shared/locales.js';
import type { JsonLd, PageHead } from '../shared/payload.js';
import type { RawQuery } from '../shared/route-paths.js';
import type { ParamsOf, RoutesOfView, ViewName } from '../shared/routes.js';

/**
 * The server half of a view, default-exported by src/pages/{view}.ts and named by the page
 * registry (src/pages/registry.ts): everything about a page that needs the catalogue. Each member
 * is used by one part of the server (docs/page-types.md lists what a new page type takes):
 *
 *   query, canonicalQuery  the request's query read once (src/render/page-payload.ts); the
 *                          canonical string keys the response cache and travels in the payload
 *   redirect               a request answered with a redirect instead of the page
 *   validate               whether the params name something that exists (false → 404);
 *                          required when its route has parameters
 *   load                   the page's data, the props of its parts, the words of its head
 *   structuredData         its schema.org graph (default: the breadcrumb Home › title)
 *   paths                  every value of its route's parameters, for the sitemap and
 *                          prerendering (required when its route has parameters)
 *   warmUp                 URLs asked for before the server listens, for pages that compute
 *                          something on first use (src/http/warm-up.ts)
 *
 * Server-only: loaders read the catalogue and shared code, and return data, never HTML.
 */
interface RouteContext<V extends ViewName> {
  /** which of the view's routes asked: the processor view serves 'amd' and 'intel' */
  route: RoutesOfView<V>;
  params: ParamsOf<RoutesOfView<V>>;
  catalogue: Catalogue;
}

export interface PageContext<V extends ViewName, Query> extends RouteContext<V> {
  /** the query as Page.query read it */
  query: Query;
  locale: Locale;
  /** the code's repository, whose issue tracker takes visitors' reports (src/pages/issue-report.ts) */
  repositoryUrl: string;
}

export interface LoadedPage<Data, Parts> {
  data: Data;
  /** the props of each part the server draws (views/parts/{view}.tsx); a part given null is not drawn */
  parts: Parts;
  title: string;
  description: string;
}

export interface Redirect {
  location: string;
  status: 301 | 302;
  /** how long a client may keep a permanent redirect */
  maxAgeSeconds?: number;
  /**
   * The page itself lives at the location's path now (a merged record's old id), whatever the
   * query: its `_payload.json` then redirects to that path's payload too, where other redirects
   * leave payloads alone.
   */
  moved?: boolean;
}

/**
 * How long a client may keep the 301 from an untidy URL to the tidy one (what a plain GET form
 * submits, empty and default fields included): a day, in case the defaults change.
 */
export const TIDY_REDIRECT_MAX_AGE_S = 24 * 60 * 60;

/** One page of a view: which route, with which params. */
export interface PageInstance<V extends ViewName> {
  route: RoutesOfView<V>;
  params: ParamsOf<RoutesOfView<V>>;
}

export interface StructuredPage<Data> {
  data: Data;
  locale: Locale;
  siteUrl: string;
  head: PageHead;
}

interface PageMembers<V extends ViewName, Data, Parts, Query> {
  /** reads the request's query; without it, no query changes the page */
  query?(raw: RawQuery, catalogue: Catalogue): Query;
  /** the query string ('' or '?…') that decides the page: what load reads, in one order, without empty, default or unknown values */
  canonicalQuery?(query: Query): string;
  /**
   * `asked` is the query string exactly as sent ('' or '?…'); a payload request is redirected only
   * when the answer says the page has `moved` (src/render/page-payload.ts)
   */
  redirect?(context: PageContext<V, Query> & { asked: string; canonical: string }): Redirect | null;
  validate?(context: RouteContext<V>): boolean;
  load(context: PageContext<V, Query>): LoadedPage<Data, Parts>;
  structuredData?(page: StructuredPage<Data>): JsonLd[];
  paths?(catalogue: Catalogue): PageInstance<V>[];
  /** paths and queries of the Chinese pages to ask for, '/ladder?segment=mobile' */
  warmUp?(catalogue: Catalogue): string[];
}

/**
 * A view's loader, typed by the page's data, parts and query. A view whose routes have parameters
 * must say which values name a page (validate) and list its pages (paths): without validate a
 * made-up id would reach load and answer 500 where every route owes a 404, and without paths the
 * sitemap and prerendering, which enumerate the pages from there, would silently miss them.
 */
export type Page<V extends ViewName, Data = unknown, Parts = Record<never, never>, Query = Record<string, never>> = PageMembers<V, Data, Parts, Query> &
  TakesParameters<V>;

type TakesParameters<V extends ViewName> = [keyof ParamsOf<RoutesOfView<V>>] extends [never]
  ? unknown
  : Required<Pick<PageMembers<V, unknown, unknown, unknown>, 'validate' | 'paths'>>;

/** A page as the server holds any of them. */
export type AnyPage = PageMembers<ViewName, unknown, Record<string, object | null>, unknown>;
