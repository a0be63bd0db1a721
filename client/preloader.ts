import { matchPath } from '../src/shared/route-paths.js';
import { isSlowConnection } from './connection.js';
import type { PageLoader } from './page-loader.js';
import { routeUrlOf } from './route-link.js';

/**
 * Fetches the view chunk and payload of pages the visitor is likely to open
 * next — links hovered, focused or scrolled into view — so that following
 * one is instant. Each page once, four at a time, links the visitor points
 * at ahead of links merely seen; nothing at all on save-data or 2G.
 */
export interface Preloader {
  /** watch the links of the page just shown; `shownPath` is never preloaded */
  watchLinks(shownPath: string): void;
}

const MAX_CONCURRENT = 4;

export function startPreloader(loader: PageLoader): Preloader {
  if (isSlowConnection()) return { watchLinks() {} };
  const requested = new Set<string>();
  const queue: URL[] = [];
  let running = 0;
  let shownPath = '';

  function want(target: EventTarget | null, urgent: boolean): void {
    const anchor = target instanceof Element ? target.closest('a') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const url = routeUrlOf(anchor, shownPath);
    if (!url) return;
    const key = url.pathname + url.search;
    if (key === shownPath) return;
    if (requested.has(key)) {
      // Already waiting behind links merely seen? Pointing at it moves it up.
      const waiting = queue.findIndex((queued) => queued.pathname + queued.search === key);
      if (urgent && waiting > 0) queue.unshift(...queue.splice(waiting, 1));
      return;
    }
    requested.add(key);
    if (urgent) queue.unshift(url);
    else queue.push(url);
    pump();
  }

  function pump(): void {
    while (running < MAX_CONCURRENT && queue.length > 0) {
      const url = queue.shift()!;
      running++;
      const { route, locale } = matchPath(url.pathname)!;
      // A failure is not reported: the navigation, if it comes, will meet it and deal with it.
      loader
        .loadPage(url, route.view, locale)
        .catch(() => undefined)
        .finally(() => {
          running--;
          pump();
        });
    }
  }

  const seen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      seen.unobserve(entry.target);
      want(entry.target, false);
    }
  });
  document.addEventListener('mouseover', (event) => want(event.target, true), { passive: true });
  document.addEventListener('focusin', (event) => want(event.target, true));

  return {
    watchLinks(path) {
      shownPath = path;
      requested.add(path);
      // Links of the page left behind are no longer likely; they may still come back.
      for (const dropped of queue.splice(0)) requested.delete(dropped.pathname + dropped.search);
      seen.disconnect();
      // After the page has settled: preloading must not compete with showing it.
      whenIdle(() => {
        if (shownPath !== path) return;
        for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
          if (routeUrlOf(anchor, path)) seen.observe(anchor);
        }
      });
    },
  };
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
