import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BuildManifest } from '../src/render/build-manifest.js';
import { LOCALES } from '../src/shared/locales.js';

/**
 * The JavaScript a first visit to a page of each view loads, gzipped, in whichever language
 * costs more: the entry, the view, the view's messages and what they import statically — the
 * sum test/client/budget.test.ts holds the processor page to. Views come from the build's
 * manifest, so a view added to the route table is measured without a change here.
 */
export interface FirstLoad {
  view: string;
  gzipBytes: number;
}

export async function firstLoadJavaScript(manifest: BuildManifest, clientDir: string): Promise<FirstLoad[]> {
  const results: FirstLoad[] = [];
  for (const [view, chunk] of Object.entries(manifest.views)) {
    let worst = 0;
    for (const locale of LOCALES) {
      const urls = new Set([manifest.entry.js, ...manifest.entry.imports, chunk.js, ...chunk.imports, manifest.messages[locale][view as keyof BuildManifest['views']]]);
      let total = 0;
      for (const url of urls) total += gzipSync(await readFile(join(clientDir, url.replace(/^\/assets\//, '')))).length;
      worst = Math.max(worst, total);
    }
    results.push({ view, gzipBytes: worst });
  }
  return results;
}
