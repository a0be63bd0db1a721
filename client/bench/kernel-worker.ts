import { timeKernel } from '../../src/shared/bench/kernel-timing.js';
import type { KernelId } from '../../src/shared/bench/suite.js';

/**
 * A bench worker (views/bench/): runs one kernel for the time it is told and answers its timing.
 * One per logical processor in the multi-thread mode; a file of its own, as script-src 'self'
 * allows no worker made from a string.
 */
addEventListener('message', (event: MessageEvent<{ kernel: KernelId; ms: number }>) => {
  try {
    postMessage(timeKernel(event.data.kernel, event.data.ms, () => performance.now()));
  } catch (error) {
    postMessage({ error: String(error) });
  }
});
