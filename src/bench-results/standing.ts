import type { EngineFamily } from '../shared/bench/submission.js';
import type { Processor } from '../shared/processor.js';
import type { Peers } from './holds.js';
import { median } from './median.js';
import type { RunScores } from './scores.js';

/**
 * Where a run stands among the accepted results of the same processor and engine family (results
 * of different engines are never weighed together): how many there are, counting this one when it
 * was accepted, their median, and how many of them this run beat. The page words it.
 */
export interface ModeStanding {
  /** accepted results of this processor and engine family, this one included if it counts */
  results: number;
  /** their median overall score, one decimal; null with none */
  median: number | null;
  /** how many of the others scored lower than this run */
  above: number;
}

export interface Standing {
  processor: { vendor: Processor['vendor']; id: string; name: string };
  engineFamily: EngineFamily;
  single: ModeStanding;
  multi: ModeStanding | null;
}

export function standingOf(processor: Processor, engineFamily: EngineFamily, scores: RunScores, peers: Peers, counted: boolean): Standing {
  const mode = (score: number, others: readonly number[]): ModeStanding => {
    const all = counted ? [...others, score] : [...others];
    return {
      results: all.length,
      median: all.length ? Math.round(median(all) * 10) / 10 : null,
      above: others.filter((other) => other < score).length,
    };
  };
  return {
    processor: { vendor: processor.vendor, id: processor.id, name: processor.name },
    engineFamily,
    single: mode(scores.single.overall, peers.single),
    multi: scores.multi ? mode(scores.multi.overall, peers.multi) : null,
  };
}
