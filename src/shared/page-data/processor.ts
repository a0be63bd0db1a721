import type { BenchmarkScore, BenchmarkSource } from '../benchmark.js';
import type { LadderSegment, Tier } from '../ladder-query.js';
import type { Processor } from '../processor.js';
import type { ProcessorSummary } from '../processor-summary.js';

/** A processor's page: its heading and actions in the browser, its facts as parts. */
export interface ProcessorData {
  processor: Processor;
}

export interface ProcessorParts {
  /** the open benchmark block; null when the catalogue has no scores */
  score: { benchmark: ProcessorBenchmark } | null;
  /** the specifications with their sources, then the similar processors and the family's neighbours */
  details: { processor: Processor; similar: ProcessorSummary[]; neighbours: ProcessorSummary[]; platform: ProcessorPlatform };
}

/** Where the processor fits: its sockets' pages, the boards that may take it, and whether it can be upgraded. */
export interface ProcessorPlatform {
  /** the sockets (or packages) its record names, each with a page */
  sockets: { id: string; name: string }[];
  /** of the one to upgrade in: true soldered, false socketed, null not known (or no socket) */
  soldered: boolean | null;
  /** "fits these boards": boards on its socket not ruled out; null when no board is sold for its socket */
  fits: {
    socket: { id: string; name: string };
    boards: number;
    chipsets: { id: string; name: string; status: 'supported' | 'bios-update' | 'unsupported' | 'not-stated'; boards: number; otherMemory: number }[];
  } | null;
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
