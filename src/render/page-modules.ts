import type { ViewModule } from '../../views/view-module.js';
import ErrorView from '../../views/pages/error.js';
import type { Page } from '../pages/page.js';
import type { PageView } from '../shared/build-meta.js';
import { VIEW_NAMES, type ViewName } from '../shared/routes.js';

/**
 * Each view of the route table has two halves found by its name: the component in
 * views/pages/{view}.tsx (the browser loads it too) and the loader in src/pages/{view}.ts
 * (server only). Both are imported once, at start-up; a view whose files are missing or export
 * the wrong thing stops the server with a message that names the file.
 */
export interface PageModules {
  views: Record<PageView, ViewModule>;
  loaders: Record<ViewName, Page<ViewName, unknown>>;
}

export async function loadPageModules(): Promise<PageModules> {
  const views: Partial<Record<PageView, ViewModule>> = { error: { default: ErrorView } };
  const loaders: Partial<Record<ViewName, Page<ViewName, unknown>>> = {};
  await Promise.all(VIEW_NAMES.map(async (name) => {
    const view = (await import(`../../views/pages/${name}.tsx`).catch(missing(`views/pages/${name}.tsx`))) as Partial<ViewModule>;
    if (typeof view.default !== 'function') throw new Error(`views/pages/${name}.tsx must default-export the view's component`);
    const loader = (await import(`../pages/${name}.ts`).catch(missing(`src/pages/${name}.ts`))) as { default?: Partial<Page<ViewName>> };
    if (typeof loader.default?.load !== 'function') throw new Error(`src/pages/${name}.ts must default-export the view's loader ({ load, validate? })`);
    views[name] = view as ViewModule;
    loaders[name] = loader.default as Page<ViewName, unknown>;
  }));
  return { views: views as Record<PageView, ViewModule>, loaders: loaders as Record<ViewName, Page<ViewName, unknown>> };
}

function missing(file: string) {
  return (cause: unknown): never => {
    throw new Error(`The route table names a view whose file ${file} cannot be loaded`, { cause });
  };
}
