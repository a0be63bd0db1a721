import type { KernelTiming } from '../../src/shared/bench/kernel-timing.js';
import type { Workers } from '../../src/shared/bench/run-plan.js';
import type { KernelId } from '../../src/shared/bench/suite.js';

/**
 * The page's bench workers (client/bench/kernel-worker.ts, a file of its own under script-src
 * 'self'): `count` of them, each told the kernel and the time and answering its timing. Closing
 * them ends the run at once: a stopped run's unfinished step rejects.
 */
export function browserWorkers(url: string, count: number): Workers {
  const workers = Array.from({ length: count }, () => new Worker(url));
  const pending = new Set<(reason: Error) => void>();
  return {
    run: (kernel: KernelId, ms: number) => Promise.all(workers.map((worker) => ask(worker, { kernel, ms }, pending))),
    close() {
      workers.forEach((worker) => worker.terminate());
      pending.forEach((reject) => reject(new Error('stopped')));
      pending.clear();
    },
  };
}

function ask(worker: Worker, message: { kernel: KernelId; ms: number }, pending: Set<(reason: Error) => void>): Promise<KernelTiming> {
  return new Promise((resolve, reject) => {
    pending.add(reject);
    worker.onmessage = (event: MessageEvent<KernelTiming | { error: string }>) => {
      pending.delete(reject);
      if ('error' in event.data) reject(new Error(event.data.error));
      else resolve(event.data);
    };
    worker.onerror = (event) => {
      pending.delete(reject);
      reject(new Error(event.message || 'the bench worker failed'));
    };
    worker.postMessage(message);
  });
}
