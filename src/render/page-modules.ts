import type { PartsModule, ViewModule } from '../../views/view-module.js';
import * as errorView from '../../views/pages/error.js';
import type { AnyPage } from '../pages/page.js';
import { PAGE_TYPES } from '../pages/registry.js';
import type { PageView } from '../shared/build-meta.js';
import type { ViewName } from '../shared/routes.js';

/**
 * The page registry (src/pages/registry.ts) as render reads it: by view, its component, its
 * loader and its parts' components, and the error page's component beside them. The registry
 * checks every piece's type; here each is held as any page's, for code that serves all of them.
 */
export interface PageModules {
  views: Record<PageView, ViewModule>;
  loaders: Record<ViewName, AnyPage>;
  /** absent for a view that draws everything itself */
  parts: Partial<Record<ViewName, PartsModule['default']>>;
}

export function pageModules(): PageModules {
  const views: Partial<Record<PageView, ViewModule>> = { error: errorView };
  const loaders: Partial<Record<ViewName, AnyPage>> = {};
  const parts: PageModules['parts'] = {};
  for (const type of Object.values(PAGE_TYPES)) {
    views[type.view] = type.module;
    // A loader's own data and parts, widened to any page's (its types were matched in the registry).
    loaders[type.view] = type.loader as unknown as AnyPage;
    if (type.parts) parts[type.view] = type.parts as PartsModule['default'];
  }
  return { views: views as PageModules['views'], loaders: loaders as PageModules['loaders'], parts };
}
