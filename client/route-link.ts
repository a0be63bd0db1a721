import { pageOfLanguageSwitch } from '../src/shared/language-switch.js';
import { matchPath } from '../src/shared/route-paths.js';

/**
 * Which links the router may answer: same-origin links to a route of the
 * table, opened in this tab. Downloads, other targets, other origins, links
 * marked `rel=external`, and links that only move to a #fragment of the page
 * shown are the browser's. The language switch's link (`/language/en/lib`) is answered as the
 * page it leads to: the server path exists for visitors without JavaScript.
 */
export function routeUrlOf(anchor: HTMLAnchorElement, shownPath: string): URL | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  if (/(^|\s)external(\s|$)/i.test(anchor.rel) || !anchor.href) return null;
  const url = new URL(anchor.href);
  if (url.origin !== location.origin) return null;
  url.pathname = pageOfLanguageSwitch(url.pathname) ?? url.pathname;
  if (url.hash && url.pathname + url.search === shownPath) return null;
  return matchPath(url.pathname) ? url : null;
}

/** The link a plain left click landed on, if the router may answer it. */
export function clickedRouteLink(event: MouseEvent, shownPath: string): { anchor: HTMLAnchorElement; url: URL } | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null; // new tab, window, download
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const url = routeUrlOf(anchor, shownPath);
  return url ? { anchor, url } : null;
}
