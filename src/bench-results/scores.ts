import type { Submission } from '../shared/bench/submission.js';
import type { KernelId } from '../shared/bench/suite.js';
import { modeScores, type ModeScores } from '../shared/bench/scores.js';

export type { ModeScores };

/**
 * A run's scores, computed here from the rounds and milliseconds it sent, never taken from the
 * client, by the same rule the page and the runner show them with (src/shared/bench/scores.ts).
 */
export interface RunScores {
  single: ModeScores;
  multi: ModeScores | null;
}

export function roundsPerSecond(kernel: { rounds: number; ms: number }): number {
  return kernel.rounds / (kernel.ms / 1000);
}

export function runScores(submission: Submission): RunScores {
  return { single: modeScores(submission.single), multi: submission.multi ? modeScores(submission.multi) : null };
}

/** Scores as the API and the open data give them: one decimal, enough for a throughput that varies by percents. */
export function rounded(scores: ModeScores): ModeScores {
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    kernels: Object.fromEntries(Object.entries(scores.kernels).map(([id, value]) => [id, round(value)])) as Record<KernelId, number>,
    overall: round(scores.overall),
  };
}
