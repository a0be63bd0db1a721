import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import t from 'tap';
import type { BuildManifest } from '../../src/render/build-manifest.js';
import type { PageView } from '../../src/shared/build-meta.js';
import { readConfig } from '../../src/config.js';
import { LOCALES } from '../../src/shared/locales.js';
import { isPublicRoute } from '../../src/pages/page-paths.js';
import { routes } from '../../src/shared/routes.js';

/**
 * Issues 4 and 13's budget: a first visit to any page a visitor can reach downloads at most
 * 80 KB of JavaScript, gzipped, React included — the entry, the page's view, the view's
 * messages in the page's language, and every file they import statically. Reads the built
 * files, so `npm test` (which builds first) measures what ships.
 */
const BUDGET_BYTES = 80 * 1024;
/** Every public page type: the views of the route table's public routes, and the error page (a 404). */
const PUBLIC_VIEWS: readonly PageView[] = [...new Set(routes.filter(isPublicRoute).map((route) => route.view)), 'error'];
const clientDir = join(readConfig({}).rootDir, 'dist', 'client');
const manifest = JSON.parse(await readFile(join(clientDir, '..', 'manifest.json'), 'utf8')) as BuildManifest;

/** A first visit to a page of this view, in whichever language costs more. */
async function worstFirstLoadGzip(view: PageView): Promise<number> {
  const chunk = view === 'error' ? manifest.errorView : manifest.views[view];
  const sizes = await Promise.all(LOCALES.map(async (locale) => {
    const urls = new Set([manifest.entry.js, ...manifest.entry.imports, chunk.js, ...chunk.imports, manifest.messages[locale][view]]);
    let total = 0;
    for (const url of urls) total += gzipSync(await readFile(join(clientDir, url.replace(/^\/assets\//, '')))).length;
    return total;
  }));
  return Math.max(...sizes);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const view of PUBLIC_VIEWS) {
  t.test(`a first visit to ${view === 'error' ? 'an error' : `a ${view}`} page loads at most 80 KB of gzipped JavaScript`, async (t) => {
    const bytes = await worstFirstLoadGzip(view);
    // React and React DOM alone are ~67 KB of it: the runtime, layout, view and messages share ~13 KB.
    t.ok(bytes <= BUDGET_BYTES, `${view}: ${kb(bytes)} of ${kb(BUDGET_BYTES)} (${BUDGET_BYTES - bytes} bytes to spare)`);
  });
}

t.test('every public page type is budgeted; the maintainers\' gallery is printed for the record', async (t) => {
  t.same(PUBLIC_VIEWS, ['home', 'library', 'processor', 'compare', 'ladder', 'error']);
  t.comment(`widgets: ${kb(await worstFirstLoadGzip('widgets'))} gzip`);
});
