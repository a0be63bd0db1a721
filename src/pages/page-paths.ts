import type { Catalogue } from '../catalogue/catalogue.js';
import { hrefForRoute } from '../shared/route-paths.js';
import { routes, type Route } from '../shared/routes.js';

/**
 * A route every visitor may see. Routes under /dev/ are for maintainers: served outside
 * production only (src/http/page-routes.ts), never listed in the sitemap or prerendered.
 */
export function isPublicRoute(route: Route): boolean {
  return !route.path.startsWith('/dev/');
}

/**
 * Every page the route table makes of a catalogue, by its Chinese path: home, the library,
 * compare, and one detail page per processor; not the maintainers' pages. The English path of
 * each is `localizePath(path, 'en')`. Prerendering and the sitemap both list these.
 */
export function pagePaths(catalogue: Catalogue): string[] {
  return routes.filter(isPublicRoute).flatMap((route) => {
    if (!route.path.includes(':id')) return [hrefForRoute(route.name, 'zh', {})];
    return catalogue.processors
      .filter((processor) => route.path === `/cpu/${processor.vendor}/:id`)
      .map((processor) => hrefForRoute(route.name, 'zh', { id: processor.id }));
  });
}
