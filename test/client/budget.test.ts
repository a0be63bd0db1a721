import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import t from 'tap';
import type { BuildManifest } from '../../src/render/build-manifest.js';
import { readConfig } from '../../src/config.js';
import { LOCALES } from '../../src/shared/locales.js';
import { VIEW_NAMES, type ViewName } from '../../src/shared/routes.js';

/**
 * Issue 4's budget: a first visit to a processor page downloads at most
 * 80 KB of JavaScript, gzipped, React included — the entry, the view, the
 * view's messages in the page's language, and every file they import statically. Reads
 * the built files, so `npm test` (which builds first) measures what ships.
 */
const BUDGET_BYTES = 80 * 1024;
const clientDir = join(readConfig({}).rootDir, 'dist', 'client');
const manifest = JSON.parse(await readFile(join(clientDir, '..', 'manifest.json'), 'utf8')) as BuildManifest;

/** A first visit to a page of this view, in whichever language costs more. */
async function worstFirstLoadGzip(view: ViewName): Promise<number> {
  const sizes = await Promise.all(LOCALES.map(async (locale) => {
    const chunks = [manifest.entry, manifest.views[view]];
    const urls = new Set([...chunks.flatMap((chunk) => [chunk.js, ...chunk.imports]), manifest.messages[locale][view]]);
    let total = 0;
    for (const url of urls) total += gzipSync(await readFile(join(clientDir, url.replace(/^\/assets\//, '')))).length;
    return total;
  }));
  return Math.max(...sizes);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

t.test('a first visit to a processor page loads at most 80 KB of gzipped JavaScript', async (t) => {
  const bytes = await worstFirstLoadGzip('processor');
  // React and React DOM alone are ~67 KB of it: the runtime, layout, view and messages share ~13 KB.
  t.ok(bytes <= BUDGET_BYTES, `processor page: ${kb(bytes)} of ${kb(BUDGET_BYTES)}`);
  // The other views have no budget of their own: their first loads are printed for the record only.
  for (const view of VIEW_NAMES.filter((name) => name !== 'processor')) t.comment(`${view}: ${kb(await worstFirstLoadGzip(view))} gzip`);
});
