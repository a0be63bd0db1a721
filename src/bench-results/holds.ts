import type { Submission } from '../shared/bench/submission.js';
import type { Benchmark } from '../catalogue/benchmark.js';
import type { Processor } from '../shared/processor.js';
import { median } from './median.js';
import type { RunScores } from './scores.js';

/**
 * Why a result that passed every check is held, not counted, until a maintainer decides
 * (docs/bench-results.md, "Hold rules"). The first rule that applies is the one given.
 */
export type HoldCode = 'threads_mismatch' | 'outlier' | 'implausible';

export interface Hold {
  code: HoldCode;
  values?: Record<string, string | number>;
}

/** What the store knows of the results already counted for this run's processor and engine family. */
export interface Peers {
  /** overall scores of the accepted results of the same processor and engine family */
  single: readonly number[];
  multi: readonly number[];
  /** for the same engine family, each other processor's median multi-thread overall, to weigh against its Blender figure */
  multiByProcessor: readonly { vendor: Processor['vendor']; id: string; overall: number }[];
}

/** the others needed before a result can be called far from them */
export const OUTLIER_MIN_OTHERS = 3;
/** farther than this factor from the others' median (above or below) is far */
export const OUTLIER_FACTOR = 1.5;
/** processors of the engine family, with a Blender figure, needed to say what a multi-thread score should be */
export const PLAUSIBLE_MIN_PROCESSORS = 5;
/** farther than this factor from what the processor's Blender figure predicts is implausible */
export const PLAUSIBLE_FACTOR = 2;

export function holdOf(submission: Submission, processor: Processor, scores: RunScores, peers: Peers, blender: Benchmark | undefined): Hold | null {
  if (processor.threads !== null && processor.threads !== submission.logicalProcessors) {
    return { code: 'threads_mismatch', values: { threads: processor.threads, reported: submission.logicalProcessors } };
  }
  if (far(scores.single.overall, peers.single) || (scores.multi && far(scores.multi.overall, peers.multi))) return { code: 'outlier' };
  if (scores.multi && peers.multi.length < OUTLIER_MIN_OTHERS && blender && implausible(scores.multi.overall, processor, peers, blender)) {
    return { code: 'implausible' };
  }
  return null;
}

function far(score: number, others: readonly number[]): boolean {
  if (others.length < OUTLIER_MIN_OTHERS) return false;
  const middle = median(others);
  return score > middle * OUTLIER_FACTOR || score < middle / OUTLIER_FACTOR;
}

/**
 * Blender's figures are proportional to throughput across processors, and so is a multi-thread
 * score: across the processors that have both, their ratio is roughly one number per engine
 * family. A score farther than PLAUSIBLE_FACTOR from that ratio times this processor's Blender
 * figure is implausible. (The single-thread index is no ratio scale, so single-thread scores are
 * not weighed against it; they are checked against the processor's own results only.)
 */
function implausible(score: number, processor: Processor, peers: Peers, blender: Benchmark): boolean {
  const own = blender.figureOf(processor);
  if (!own?.ranked) return false;
  const ratios = peers.multiByProcessor.flatMap((peer) => {
    if (peer.vendor === processor.vendor && peer.id === processor.id) return [];
    const figure = blender.figureOf(peer);
    return figure?.ranked ? [peer.overall / figure.score] : [];
  });
  if (ratios.length < PLAUSIBLE_MIN_PROCESSORS) return false;
  const expected = median(ratios) * own.score;
  return score > expected * PLAUSIBLE_FACTOR || score < expected / PLAUSIBLE_FACTOR;
}
