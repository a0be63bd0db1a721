import { rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { prerenderOnThreads } from './prerender-pool.js';
import { ProgressLine } from './progress-line.js';

/**
 * `npm run prerender [-- --out DIR]`: every page of the catalogue CATALOG names (the shipped
 * one by default) into DIR (`prerendered/`), replacing what was there (src/tools/prerender.ts).
 * The work is done on one thread per core (src/tools/prerender-pool.ts); the progress goes to
 * stderr, the summary to stdout.
 */
const started = performance.now();
const outIndex = process.argv.indexOf('--out');
const outDir = resolve(outIndex === -1 ? 'prerendered' : (process.argv[outIndex + 1] ?? 'prerendered'));
// What a deployed server sends: its configuration, and React's production build (React picks its
// build from NODE_ENV when it loads; the development build checks every element and takes twice
// the time for the same bytes).
const env = { ...process.env, NODE_ENV: 'production' };
let progress: ProgressLine | undefined;
try {
  const { pages, files } = await prerenderOnThreads({
    threads: availableParallelism(),
    // The bundles sit side by side in dist/ (build.mjs).
    workerFile: new URL('./prerender-worker.mjs', import.meta.url),
    env,
    outDir,
    outDirReady: rm(outDir, { recursive: true, force: true }),
    onStart: (total) => (progress = new ProgressLine('pages', total, process.stderr, started)),
    onWritten: (written) => progress!.add(written),
  });
  progress!.finish();
  console.log(`prerendered ${pages} pages (${files} files) into ${outDir} in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  console.error(`${progress && process.stderr.isTTY ? '\n' : ''}Prerendering failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
