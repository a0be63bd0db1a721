import { Worker } from 'node:worker_threads';
import type { KernelTiming } from '../../shared/bench/kernel-timing.js';
import type { Workers } from '../../shared/bench/run-plan.js';
import type { KernelId } from '../../shared/bench/suite.js';

/** Marks a worker thread started by the runner (main.ts runs the kernels when it sees it). */
export const WORKER_MARK = 'atlas-bench-worker';

/**
 * The runner's workers: worker_threads running this same file, so the runner stays one file.
 * `script` is the runner's own URL (import.meta.url of the built file).
 */
export function nodeWorkers(script: URL, count: number): Workers {
  const threads = Array.from({ length: count }, () => new Worker(script, { workerData: WORKER_MARK }));
  return {
    run: (kernel: KernelId, ms: number) => Promise.all(threads.map((thread) => ask(thread, { kernel, ms }))),
    close: () => threads.forEach((thread) => void thread.terminate()),
  };
}

function ask(thread: Worker, message: { kernel: KernelId; ms: number }): Promise<KernelTiming> {
  return new Promise((resolve, reject) => {
    thread.once('message', (answer: KernelTiming | { error: string }) => ('error' in answer ? reject(new Error(answer.error)) : resolve(answer)));
    thread.once('error', reject);
    thread.postMessage(message);
  });
}
