import { LOCALE_PREFIX, localeOfPath, type Locale } from './locales.js';
import { routes, type ParamsOf, type Route, type RouteName } from './routes.js';

/**
 * Spelling and reading URLs. `hrefFor` is the only place a page URL is
 * written; `matchPath` is the only place one is read. Both run in the browser
 * too, so they know nothing of the catalogue: a well-formed id the catalogue
 * lacks still matches here and is refused by the server's validate.
 */

/** A query string as a server reads it: each name to its value, or its values when repeated. */
export type RawQuery = Record<string, string | string[] | undefined>;

/** What accepts query parameters when spelling a URL */
export type QueryInput = URLSearchParams | Record<string, string | number | undefined> | string;

export function hrefFor<N extends RouteName>(
  name: N,
  locale: Locale,
  ...[params, query]: keyof ParamsOf<N> extends never ? [params?: ParamsOf<N>, query?: QueryInput] : [params: ParamsOf<N>, query?: QueryInput]
): string {
  return hrefForRoute(name, locale, params ?? {}, query);
}

/** The same, for code that holds a route name only known at run time (the switcher, the router). */
export function hrefForRoute(name: RouteName, locale: Locale, params: Record<string, string>, query?: QueryInput): string {
  let pieces = pathPieces.get(name);
  if (!pieces) pathPieces.set(name, (pieces = routeNamed(name).path.split(/:(\w+)/)));
  let path = pieces[0]!;
  for (let i = 1; i < pieces.length; i += 2) path += encodeURIComponent(params[pieces[i]!] ?? '') + pieces[i + 1]!;
  return localizePath(path, locale) + queryString(query);
}

/** Each route's path cut once into text and parameter names (text, name, text, …): pages spell hundreds of links. */
const pathPieces = new Map<RouteName, string[]>();

/** '/lib' → '/en/lib'; '/' → '/en' (never a trailing slash) */
export function localizePath(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : prefix + path;
}

export interface RouteMatch {
  route: Route;
  locale: Locale;
  params: Record<string, string>;
}

/** Recognise a pathname (no query) as one of our routes, in one language. */
export function matchPath(pathname: string): RouteMatch | null {
  const locale = localeOfPath(pathname);
  const rest = locale === 'en' ? pathname.slice(LOCALE_PREFIX.en.length) || '/' : pathname;
  const segments = rest.split('/');
  for (const route of routes) {
    const params = matchSegments(route.path.split('/'), segments);
    if (params) return { route, locale, params };
  }
  return null;
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i]!;
    const got = actual[i]!;
    if (want.startsWith(':')) {
      if (got === '') return null;
      try {
        params[want.slice(1)] = decodeURIComponent(got);
      } catch {
        return null; // malformed percent-encoding is simply not our URL
      }
    } else if (want !== got) {
      return null;
    }
  }
  return params;
}

export function routeNamed<N extends RouteName>(name: N): Extract<Route, { name: N }> {
  const route = routes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`No route named "${name}"`);
  return route as Extract<Route, { name: N }>;
}

function queryString(query: QueryInput | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query === '' || query === '?' ? '' : query.startsWith('?') ? query : `?${query}`;
  const search = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
