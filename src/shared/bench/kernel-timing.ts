import { KERNELS } from './kernels.js';
import type { KernelId } from './suite.js';

/** What one worker did with one kernel: rounds finished, in how many milliseconds, with which checksum. */
export interface KernelTiming {
  rounds: number;
  ms: number;
  checksum: string;
}

/** Rounds prepared once per worker: generating a kernel's input is no part of its time. */
const prepared = new Map<KernelId, () => string>();

/**
 * Runs a kernel's rounds for about `ms` milliseconds (always at least one), after rounds untimed
 * that let the engine compile it: one at least, and more for an eighth of the time asked (at most a
 * quarter of a second), as engines move a function to their fastest tier only after it has run a
 * few times, and a short step timed from its first rounds would time the slower tiers. A round whose checksum differs from the first one's
 * is the answer's checksum — a computer that does not repeat itself has not done the suite's
 * work, and the server refuses a checksum that is not the suite's. `now` is performance.now in browsers and under Node alike.
 */
export function timeKernel(kernel: KernelId, ms: number, now: () => number): KernelTiming {
  let round = prepared.get(kernel);
  if (!round) {
    round = KERNELS[kernel]();
    prepared.set(kernel, round);
  }
  const checksum = round();
  const warming = now();
  while (now() - warming < Math.min(ms / 8, 250)) round();
  const start = now();
  let rounds = 0;
  let elapsed = 0;
  let answer = checksum;
  do {
    const result = round();
    if (result !== checksum) answer = result;
    rounds++;
    elapsed = now() - start;
  } while (elapsed < ms);
  return { rounds, ms: elapsed, checksum: answer };
}
