import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadGzip, PUBLIC_VIEWS } from '../../bench/first-load.js';
import type { BuildManifest } from '../../src/render/build-manifest.js';
import { readConfig } from '../../src/config.js';
import { PAGE_TYPES } from '../../src/pages/registry.js';
import { isPublicRoute, routes } from '../../src/shared/routes.js';

/**
 * The first-load budget: a first visit to any page a visitor can reach downloads at most
 * FIRST_LOAD_BUDGET_BYTES of JavaScript, gzipped, React included — the entry, the page's view,
 * the view's messages in the page's language, and every file they import statically (its headroom
 * and why: bench/first-load.ts). Reads the built files, so `npm test` (which builds first)
 * measures what ships.
 */
const BUDGET_BYTES = FIRST_LOAD_BUDGET_BYTES;
const clientDir = join(readConfig({}).rootDir, 'dist', 'client');
const manifest = JSON.parse(await readFile(join(clientDir, '..', 'manifest.json'), 'utf8')) as BuildManifest;

const worstFirstLoadGzip = (view: Parameters<typeof firstLoadGzip>[2]) => firstLoadGzip(manifest, clientDir, view);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const view of PUBLIC_VIEWS) {
  t.test(`a first visit to ${view === 'error' ? 'an error' : `a ${view}`} page loads at most ${kb(BUDGET_BYTES)} of gzipped JavaScript`, async (t) => {
    const bytes = await worstFirstLoadGzip(view);
    // React and React DOM alone are ~67 KB of it: the runtime, layout, view and messages share ~13 KB.
    t.ok(bytes <= BUDGET_BYTES, `${view}: ${kb(bytes)} of ${kb(BUDGET_BYTES)} (${BUDGET_BYTES - bytes} bytes to spare)`);
  });
}

t.test('every page type of the registry a visitor can reach is budgeted; the others are printed for the record', async (t) => {
  const reachable = (view: string) => routes.some((route) => route.view === view && isPublicRoute(route));
  const types = Object.values(PAGE_TYPES).map((type) => type.view);
  t.same([...PUBLIC_VIEWS].sort(), [...types.filter(reachable), 'error'].sort());
  for (const view of types.filter((view) => !reachable(view))) t.comment(`${view}: ${kb(await worstFirstLoadGzip(view))} gzip`);
});
