import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BuildManifest } from '../src/render/build-manifest.js';
import type { PageView } from '../src/shared/build-meta.js';
import { LOCALES } from '../src/shared/locales.js';
import { isPublicRoute, routes } from '../src/shared/routes.js';

/**
 * The JavaScript a first visit to a page of each view loads, gzipped, in whichever language
 * costs more: the entry, the view, the view's messages and what they import statically. The
 * bench reports it and test/client/budget.test.ts holds every public page type to the budget below.
 * Views come from the route table and the build's manifest, so a view added to the table is
 * measured without a change here.
 */
export interface FirstLoad {
  view: PageView;
  gzipBytes: number;
  /** false for pages a visitor cannot reach (the maintainers' gallery, outside production) */
  public: boolean;
}

/**
 * The first-load budget, gzipped, React included (~67 KB of it). It is set 4 KB above the heaviest
 * page type of when it was set (the library, 79.8 KB) rather than at it: a new page type puts its
 * route and its header words into the entry every page loads, and brings a view and messages of
 * its own (today's views and messages weigh 1 to 4 KB above the shared entry), so a budget with
 * a few bytes to spare failed for any page type added, whatever it weighed. Raise it only with
 * the heaviest page's figure beside the reason; the bench prints each page's figure.
 */
export const FIRST_LOAD_BUDGET_BYTES = 84 * 1024;

/** Every public page type: the views of the route table's public routes, and the error page. */
export const PUBLIC_VIEWS: readonly PageView[] = [...new Set(routes.filter(isPublicRoute).map((route) => route.view)), 'error'];

export async function firstLoadGzip(manifest: BuildManifest, clientDir: string, view: PageView): Promise<number> {
  const chunk = view === 'error' ? manifest.errorView : manifest.views[view];
  let worst = 0;
  for (const locale of LOCALES) {
    const urls = new Set([manifest.entry.js, ...manifest.entry.imports, chunk.js, ...chunk.imports, manifest.messages[locale][view]]);
    let total = 0;
    for (const url of urls) total += gzipSync(await readFile(join(clientDir, url.replace(/^\/assets\//, '')))).length;
    worst = Math.max(worst, total);
  }
  return worst;
}

export async function firstLoadJavaScript(manifest: BuildManifest, clientDir: string): Promise<FirstLoad[]> {
  const views = [...new Set<PageView>([...PUBLIC_VIEWS, ...(Object.keys(manifest.views) as PageView[])])];
  const results: FirstLoad[] = [];
  for (const view of views) {
    results.push({ view, gzipBytes: await firstLoadGzip(manifest, clientDir, view), public: PUBLIC_VIEWS.includes(view) });
  }
  return results;
}
