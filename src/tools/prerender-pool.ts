import { Worker } from 'node:worker_threads';
import type { PrerenderJob, PrerenderReport, PrerenderWorkerData } from './prerender-worker.js';

/**
 * Prerenders on several threads (src/tools/prerender-worker.ts). Why threads: rendering a page is
 * JavaScript that keeps one core busy, and the machine has more than one. Each thread loads the
 * catalogue and builds its app once, a second or two, then renders on its own; this thread loads
 * nothing, hands out the work and counts what is done.
 *
 * The first thread ready writes the files that are not pages, then every thread takes pages a
 * batch at a time as it finishes the last, rather than a share fixed up front, so a thread slowed
 * by a run of heavy pages (a ladder costs several detail pages) or by another process on its core
 * simply takes fewer. A batch is small enough for the progress to move often and large enough that
 * messages cost nothing beside rendering.
 */
const BATCH = 25;

export interface PoolOptions {
  threads: number;
  /** the built worker module */
  workerFile: URL;
  /** the environment each thread reads its configuration from */
  env: NodeJS.ProcessEnv;
  outDir: string;
  /** settles when DIR is ready for files (cleared of the last run's): no job is handed out before */
  outDirReady: Promise<void>;
  /** called once, when the first thread is ready, with the number of pages to write */
  onStart: (pages: number) => void;
  /** called with the number of pages a thread has just written */
  onWritten: (pages: number) => void;
}

export async function prerenderOnThreads({
  threads,
  workerFile,
  env,
  outDir,
  outDirReady,
  onStart,
  onWritten,
}: PoolOptions): Promise<{ pages: number; files: number }> {
  let pages = -1;
  let next = 0;
  let files = 0;
  let siteFilesGiven = false;
  const nextJob = (): PrerenderJob => {
    if (!siteFilesGiven) {
      siteFilesGiven = true;
      return { kind: 'site files' };
    }
    if (next >= pages) return { kind: 'stop' };
    const from = next;
    next = Math.min(pages, next + BATCH);
    return { kind: 'pages', from, to: next };
  };

  const workerData: PrerenderWorkerData = { outDir };
  await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(workerFile, { workerData, env });
          // Every report, the first included, asks for the next job.
          worker.on('message', (report: PrerenderReport) => {
            if (report.kind === 'ready' && pages === -1) onStart((pages = report.pages));
            if (report.kind === 'pages') {
              files += report.files;
              onWritten(report.pages);
            }
            if (report.kind === 'site files') files += report.files;
            outDirReady.then(
              () => worker.postMessage(nextJob()),
              (error: unknown) => {
                reject(error);
                void worker.terminate();
              },
            );
          });
          worker.on('error', reject);
          worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a prerendering thread stopped with exit code ${code}`))));
        }),
    ),
  );
  return { pages, files };
}
