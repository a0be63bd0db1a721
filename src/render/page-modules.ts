import type { PartsModule, ViewModule } from '../../views/view-module.js';
import ErrorView from '../../views/pages/error.js';
import type { AnyPage, Page } from '../pages/page.js';
import type { PageView } from '../shared/build-meta.js';
import { isPublicRoute, routes, VIEW_NAMES, type ViewName } from '../shared/routes.js';

/**
 * Each view of the route table has files found by its name: the component in
 * views/pages/{view}.tsx (the browser loads it too), the loader in src/pages/{view}.ts (server
 * only) and, when the page has parts the server draws, their components in views/parts/{view}.tsx
 * (server only). All are imported once, at start-up; a view whose files are missing or export the
 * wrong thing stops the server with a message that names the file.
 */
export interface PageModules {
  views: Record<PageView, ViewModule>;
  loaders: Record<ViewName, AnyPage>;
  /** absent for a view that draws everything itself */
  parts: Partial<Record<ViewName, PartsModule['default']>>;
}

export async function loadPageModules(): Promise<PageModules> {
  const views: Partial<Record<PageView, ViewModule>> = { error: { default: ErrorView } };
  const loaders: Partial<PageModules['loaders']> = {};
  const parts: PageModules['parts'] = {};
  await Promise.all(VIEW_NAMES.map(async (name) => {
    const view = (await import(`../../views/pages/${name}.tsx`).catch(missing(`views/pages/${name}.tsx`))) as Partial<ViewModule>;
    if (typeof view.default !== 'function') throw new Error(`views/pages/${name}.tsx must default-export the view's component`);
    const loader = (await import(`../pages/${name}.ts`).catch(missing(`src/pages/${name}.ts`))) as { default?: Partial<Page<ViewName>> };
    if (typeof loader.default?.load !== 'function') throw new Error(`src/pages/${name}.ts must default-export the view's loader ({ load, validate? })`);
    const partsFile = `views/parts/${name}.tsx`;
    const drawn = await partsOf(name, partsFile);
    if (drawn && (typeof drawn.default !== 'object' || drawn.default === null)) throw new Error(`${partsFile} must default-export the components of the view's parts, by name`);
    views[name] = view as ViewModule;
    loaders[name] = loader.default as PageModules['loaders'][ViewName];
    if (drawn?.default) parts[name] = drawn.default;
  }));
  const modules = { views: views as Record<PageView, ViewModule>, loaders: loaders as PageModules['loaders'], parts };
  checkPagePaths(modules);
  return modules;
}

function missing(file: string) {
  return (cause: unknown): never => {
    throw new Error(`The route table names a view whose file ${file} cannot be loaded`, { cause });
  };
}

/** A view's parts file is optional: its absence is no error, a fault inside it is. */
async function partsOf(name: ViewName, file: string): Promise<Partial<PartsModule> | undefined> {
  try {
    // (The bundled server throws at once for a file it does not hold, rather than rejecting.)
    return (await import(`../../views/parts/${name}.tsx`)) as Partial<PartsModule>;
  } catch (cause) {
    const message = String((cause as Error | undefined)?.message ?? '');
    // Node says "Cannot find module …/views/parts/x.tsx", the bundled server "Module not found in bundle: …".
    if (/cannot find module|not found in bundle/i.test(message) && message.includes(file.slice('views/'.length))) return undefined;
    throw new Error(`${file} cannot be loaded`, { cause });
  }
}

/** A route with parameters whose loader cannot list its pages would silently miss the sitemap. */
export function checkPagePaths(modules: PageModules): void {
  for (const route of routes.filter(isPublicRoute)) {
    if (route.path.includes(':') && typeof modules.loaders[route.view as ViewName].paths !== 'function') {
      throw new Error(`src/pages/${route.view}.ts must list its pages (paths): its route ${route.path} has parameters, and the sitemap and prerendering enumerate them from there`);
    }
  }
}
