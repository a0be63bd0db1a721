import type { BenchmarkScore, BenchmarkSource } from '../benchmark.js';
import type { LadderSegment, Tier } from '../ladder-query.js';
import type { ProcessorLink } from '../payload.js';
import type { Processor } from '../processor.js';
import type { ProcessorSummary } from '../processor-summary.js';

/** A processor's page: its heading in the browser, its actions and facts as parts. */
export interface ProcessorData {
  processor: Processor;
}

export interface ProcessorParts {
  /** what a visitor can do with the processor: compare it, report an error in its record */
  actions: { processor: ProcessorLink; reportHref: string };
  /** the open benchmark block; null when the catalogue has no scores */
  score: { benchmark: ProcessorBenchmark } | null;
  /**
   * the specifications with their sources (and the link that reports an error in them), then the
   * similar processors and the family's neighbours
   */
  details: { processor: Processor; reportHref: string; similar: ProcessorSummary[]; neighbours: ProcessorSummary[] };
}

/** A processor's open benchmark result as its detail page shows it. */
export interface ProcessorBenchmark {
  source: BenchmarkSource;
  /** null: no result yet, and none is estimated */
  score: BenchmarkScore | null;
  /** its ladder and rank there by score, of how many, and the share of the others it is faster than */
  segment: LadderSegment | null;
  rank: number | null;
  total: number;
  fasterThan: number | null;
  /** its tier on that ladder (docs/decisions.md) */
  tier: Tier | null;
  /** score per TDP watt and per launch dollar, where the record has both numbers */
  perWatt: number | null;
  perDollar: number | null;
  /** the ladder with this processor marked ("where is my CPU?"); null for embedded parts, which have none */
  ladderHref: string | null;
}
