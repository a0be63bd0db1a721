/**
 * The address of a page's data: `{path}/_payload.json?{buildId}&{query}`. The router fetches it
 * for client navigation, the server answers it, prerendering writes it; this module is the only
 * place that spells or reads it. The build id comes first, as a bare parameter, so a payload of
 * another build is never taken from a cache; the page's own query follows it unchanged.
 */
const SUFFIX = '/_payload.json';

/** `/lib` → `/lib/_payload.json`; the home pages' are `/_payload.json` and `/en/_payload.json`. */
export function payloadPath(pagePath: string): string {
  return `${pagePath === '/' ? '' : pagePath}${SUFFIX}`;
}

/** The full URL the browser asks for: the page's path and query ('' or '?…') under one build. */
export function payloadUrl(pagePath: string, search: string, buildId: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return `${payloadPath(pagePath)}?${buildId}${query ? `&${query}` : ''}`;
}

export function isPayloadPath(pathname: string): boolean {
  return pathname.endsWith(SUFFIX);
}

/** The page a payload path is about: `/en/_payload.json` → `/en`, `/_payload.json` → `/`. */
export function pagePathOfPayload(pathname: string): string {
  return pathname.slice(0, -SUFFIX.length) || '/';
}

/**
 * The page's own query string ('' or '?…') of a request's query: for a payload URL, the bare
 * build id in front is not part of it.
 */
export function pageSearch(rawQuery: string, viaPayload: boolean): string {
  let parts = rawQuery.split('&');
  if (viaPayload && parts[0] !== undefined && !parts[0].includes('=')) parts = parts.slice(1);
  const search = parts.filter(Boolean).join('&');
  return search ? `?${search}` : '';
}
