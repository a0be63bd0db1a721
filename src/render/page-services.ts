import type { Catalogue } from '../catalogue/catalogue.js';
import type { BuildManifest } from './build-manifest.js';
import type { PageModules } from './page-modules.js';

/**
 * What every page is made from, gathered once at start-up (src/app.ts). What is kept once made,
 * and how it is sent, is the server's business (src/http/page-answer.ts), not a page's.
 */
export interface PageServices {
  catalogue: Catalogue;
  manifest: BuildManifest;
  modules: PageModules;
  /** the public origin, for canonical and hreflang links */
  siteUrl: string;
  /** the code's repository, whose issue tracker takes visitors' reports (config REPOSITORY_URL) */
  repositoryUrl: string;
  /** how long a page may take to render before it is aborted */
  renderTimeoutMs: number;
  /** NODE_ENV=production: the maintainers' pages of the route table are not served */
  production: boolean;
}

/** What the site's header, footer and stylesheet need on a page written outside the route table (src/corrections/plain-page.ts). */
export function siteLookOf(services: Pick<PageServices, 'catalogue' | 'manifest'>): { stylesheets: readonly string[]; synthetic: boolean } {
  return { stylesheets: services.manifest.css, synthetic: services.catalogue.synthetic };
}
