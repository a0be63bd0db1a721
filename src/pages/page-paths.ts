import type { Catalogue } from '../catalogue/catalogue.js';
import { hrefForRoute } from '../shared/route-paths.js';
import { routes } from '../shared/routes.js';

/**
 * Every page the route table makes of a catalogue, by its Chinese path: home, the library,
 * compare, and one detail page per processor. The English path of each is `localizePath(path,
 * 'en')`. Prerendering and the sitemap both list these.
 */
export function pagePaths(catalogue: Catalogue): string[] {
  return routes.flatMap((route) => {
    if (!route.path.includes(':id')) return [hrefForRoute(route.name, 'zh', {})];
    return catalogue.processors
      .filter((processor) => route.path === `/cpu/${processor.vendor}/:id`)
      .map((processor) => hrefForRoute(route.name, 'zh', { id: processor.id }));
  });
}
