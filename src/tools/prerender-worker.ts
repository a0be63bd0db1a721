import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from '../app.js';
import { loadCatalogue } from '../catalogue/load.js';
import { readConfig } from '../config.js';
import { readBuildManifest } from '../render/build-manifest.js';
import { pagePaths, writePages, writeSiteFiles } from './prerender.js';

/**
 * One of the threads `npm run prerender` works on (src/tools/prerender-pool.ts): it loads the
 * catalogue and builds an app of its own, says how many pages the site has, then does each job it
 * is sent and says what it wrote. Every thread lists the same pages in the same order, so a job
 * names pages by their place in that list. An error ends the thread, and the run with it.
 */
export interface PrerenderWorkerData {
  outDir: string;
}

/** What a thread is asked to do: pages `from` up to `to`, the files that are not pages, or nothing more. */
export type PrerenderJob = { kind: 'pages'; from: number; to: number } | { kind: 'site files' } | { kind: 'stop' };

/** What a thread says: how many pages there are (when ready), or how many pages and files a job wrote. */
export type PrerenderReport = { kind: 'ready'; pages: number } | { kind: 'pages'; pages: number; files: number } | { kind: 'site files'; files: number };

const { outDir } = workerData as PrerenderWorkerData;
const port = parentPort!;
const config = readConfig();
const catalogue = await loadCatalogue(config.catalogue, config.rootDir);
const manifest = readBuildManifest(config.rootDir);
// Each response is asked for once, so the response cache has nothing to keep; a little memory
// still lets a page's payload be made once for the page and its `_payload.json`.
const app = await buildApp({ config: { ...config, logLevel: 'warn', cacheMB: 1 }, catalogue, manifest });
const paths = pagePaths(app);

const report = (message: PrerenderReport) => port.postMessage(message);
port.on('message', (job: PrerenderJob) => {
  switch (job.kind) {
    case 'pages':
      void writePages(app, paths.slice(job.from, job.to), { buildId: manifest.buildId, outDir }).then((files) =>
        report({ kind: 'pages', pages: job.to - job.from, files }),
      );
      break;
    case 'site files':
      void writeSiteFiles(app, { catalogue, manifest, rootDir: config.rootDir, outDir, paths }).then((files) => report({ kind: 'site files', files }));
      break;
    case 'stop':
      void app.close().then(() => port.close());
  }
});
report({ kind: 'ready', pages: paths.length });
