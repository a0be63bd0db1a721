import type { KernelTiming } from './kernel-timing.js';
import type { ModeResult } from './submission.js';
import { KERNEL_IDS, type KernelId } from './suite.js';

/**
 * A whole run, the same in the browser (Web Workers) and the command-line runner
 * (worker_threads): each kernel in turn on one worker, then each kernel on as many workers as
 * the computer has logical processors, all at once. The time is shared evenly between the
 * kernels of both modes (a computer with one logical processor runs no multi-thread mode and
 * gives single-thread all of it).
 */
export interface Workers {
  /** runs a kernel on every worker at once for about `ms`; one timing per worker */
  run(kernel: KernelId, ms: number): Promise<KernelTiming[]>;
  close(): void;
}

export type Mode = 'single' | 'multi';

export interface RunStep {
  mode: Mode;
  kernel: KernelId;
  /** steps finished before this one, of `steps` */
  done: number;
  steps: number;
  ms: number;
}

export interface RunOptions {
  seconds: number;
  logicalProcessors: number;
  startWorkers(count: number): Workers | Promise<Workers>;
  /** told as each step starts */
  onStep?(step: RunStep): void;
}

export interface RunResult {
  single: ModeResult;
  multi: ModeResult | null;
}

export async function runSuite({ seconds, logicalProcessors, startWorkers, onStep }: RunOptions): Promise<RunResult> {
  const modes: Mode[] = logicalProcessors > 1 ? ['single', 'multi'] : ['single'];
  const steps = modes.length * KERNEL_IDS.length;
  const ms = (seconds * 1000) / steps;
  let done = 0;
  const result: RunResult = { single: { workers: 1, kernels: {} as ModeResult['kernels'] }, multi: null };
  for (const mode of modes) {
    const count = mode === 'single' ? 1 : logicalProcessors;
    const workers = await startWorkers(count);
    try {
      const kernels = {} as ModeResult['kernels'];
      for (const kernel of KERNEL_IDS) {
        onStep?.({ mode, kernel, done, steps, ms });
        kernels[kernel] = combined(await workers.run(kernel, ms));
        done++;
      }
      result[mode] = { workers: count, kernels };
    } finally {
      workers.close();
    }
  }
  return result;
}

/**
 * Workers' timings of one kernel as one: all their rounds, over the time in which their summed rate
 * does them (each worker's clock stops after its own last round, so the rates add, not the times).
 * A checksum any worker differs by is the answer's.
 */
export function combined(timings: readonly KernelTiming[]): KernelTiming {
  const rounds = timings.reduce((sum, timing) => sum + timing.rounds, 0);
  const rate = timings.reduce((sum, timing) => sum + timing.rounds / timing.ms, 0);
  const checksum = timings.find((timing) => timing.checksum !== timings[0]!.checksum)?.checksum ?? timings[0]!.checksum;
  return { rounds, ms: rounds / rate, checksum };
}
