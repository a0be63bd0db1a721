import type { Catalogue } from '../catalogue/catalogue.js';
import { hrefForRoute } from '../shared/route-paths.js';
import { isPublicRoute, routes, VIEW_NAMES, type ViewName } from '../shared/routes.js';
import type { PageModules } from './page-modules.js';

/**
 * The pages a server makes of its catalogue, from the route table and each page's loader: what the
 * sitemap lists, prerendering writes and the warm-up asks for. Decorated on the app as
 * `app.sitePages` (src/app.ts).
 */
export interface SitePages {
  /**
   * Every public page by its Chinese path: a route without parameters is one page; a route with
   * parameters has the pages its loader lists (Page.paths). The English path of each is
   * `localizePath(path, 'en')`.
   */
  paths(): string[];
  /** Chinese page URLs whose loaders compute something on first use (Page.warmUp) */
  warmUpUrls(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    sitePages: SitePages;
  }
}

export function sitePages(modules: PageModules, catalogue: Catalogue): SitePages {
  return {
    paths: () =>
      routes.filter(isPublicRoute).flatMap((route) => {
        if (!route.path.includes(':')) return [hrefForRoute(route.name, 'zh', {})];
        const pages = modules.loaders[route.view as ViewName].paths!(catalogue);
        return pages.filter((page) => page.route === route.name).map((page) => hrefForRoute(route.name, 'zh', page.params));
      }),
    warmUpUrls: () => VIEW_NAMES.flatMap((view) => modules.loaders[view].warmUp?.(catalogue) ?? []),
  };
}
