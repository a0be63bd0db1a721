import type { ModeResult, Submission } from '../bench/submission.js';
import { KERNEL_IDS, REFERENCE_ROUNDS_PER_SECOND, type KernelId } from '../bench/suite.js';

/**
 * A run's scores, computed here from the rounds and milliseconds it sent, never taken from the
 * client: each kernel's throughput (rounds a second, all workers together) relative to the
 * reference run's, where 100 equals the reference, and per mode the geometric mean of the
 * kernels (so that no one kernel weighs more for being faster in absolute terms).
 */
export interface ModeScores {
  kernels: Record<KernelId, number>;
  overall: number;
}

export interface RunScores {
  single: ModeScores;
  multi: ModeScores | null;
}

export function roundsPerSecond(kernel: { rounds: number; ms: number }): number {
  return kernel.rounds / (kernel.ms / 1000);
}

export function modeScores(mode: ModeResult): ModeScores {
  const kernels = Object.fromEntries(
    KERNEL_IDS.map((id) => [id, (roundsPerSecond(mode.kernels[id]) / REFERENCE_ROUNDS_PER_SECOND[id]) * 100]),
  ) as Record<KernelId, number>;
  return { kernels, overall: geometricMean(Object.values(kernels)) };
}

export function runScores(submission: Submission): RunScores {
  return { single: modeScores(submission.single), multi: submission.multi ? modeScores(submission.multi) : null };
}

export function geometricMean(values: readonly number[]): number {
  return Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);
}

/** Scores as the API and the open data give them: one decimal, enough for a throughput that varies by percents. */
export function rounded(scores: ModeScores): ModeScores {
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    kernels: Object.fromEntries(Object.entries(scores.kernels).map(([id, value]) => [id, round(value)])) as Record<KernelId, number>,
    overall: round(scores.overall),
  };
}
