import type { ModeResult } from './submission.js';
import { KERNEL_IDS, REFERENCE_ROUNDS_PER_SECOND, type KernelId } from './suite.js';

/**
 * Scores (docs/bench.md): a kernel's rounds per second over the reference run's, × 100, so the
 * reference machine scores 100 on one thread and a computer twice as fast 200; a mode's score is
 * the geometric mean of its kernels', so no one kernel outweighs the others and a kernel twice as
 * fast counts the same whichever it is. Multi-thread rounds are all workers' together over the
 * same single-thread reference: a multi-thread score of 800 is eight reference threads' work.
 */
export function kernelScore(kernel: KernelId, rounds: number, ms: number): number {
  return ((rounds * 1000) / ms / REFERENCE_ROUNDS_PER_SECOND[kernel]) * 100;
}

export function geometricMean(values: readonly number[]): number {
  if (!values.length || values.some((value) => !(value > 0))) return NaN;
  return Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);
}

export interface ModeScores {
  kernels: Record<KernelId, number>;
  overall: number;
}

export function modeScores(mode: Pick<ModeResult, 'kernels'>): ModeScores {
  const kernels = Object.fromEntries(KERNEL_IDS.map((id) => [id, kernelScore(id, mode.kernels[id].rounds, mode.kernels[id].ms)])) as Record<KernelId, number>;
  return { kernels, overall: geometricMean(KERNEL_IDS.map((id) => kernels[id])) };
}
