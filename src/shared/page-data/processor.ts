import type { BenchmarkFigure, BenchmarkInfo } from '../benchmark.js';
import type { PerWattPower } from '../figure-metrics.js';
import type { LadderSegment, Tier } from '../ladder-query.js';
import type { ProcessorLink } from '../payload.js';
import type { Processor, Vendor } from '../processor.js';
import type { ProcessorSummary } from '../processor-summary.js';

/** A processor's page: its heading in the browser, its actions and facts as parts. */
export interface ProcessorData {
  processor: Processor;
}

export interface ProcessorParts {
  /** what a visitor can do with the processor: compare it, report an error in its record */
  actions: { processor: ProcessorLink; reportHref: string };
  /** the open benchmarks block; null when the catalogue has no benchmark at all */
  score: ProcessorBenchmarks | null;
  /**
   * the specifications with their sources (and the link that reports an error in them), then the
   * similar processors and the family's neighbours
   */
  details: { processor: Processor; reportHref: string; similar: ProcessorSummary[]; neighbours: ProcessorSummary[]; platform: ProcessorPlatform };
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

/** Every benchmark that has the processor, or why none has it yet. */
export interface ProcessorBenchmarks {
  /** in the catalogue's order of benchmarks; empty when no open result names the processor */
  benchmarks: ProcessorBenchmark[];
  /** the sources the catalogue reads figures from, named when the processor has none */
  sources: { name: string; url: string }[];
  /** an embedded part: no ladder ranks it whatever its figures */
  embedded: boolean;
  /** the headline benchmarks (multi-thread rendering, the single-thread index), which the block leads with, whether the processor has them or not */
  headlines: BenchmarkInfo[];
}

/** A processor's figure in one benchmark as its detail page shows it. */
export interface ProcessorBenchmark {
  benchmark: BenchmarkInfo;
  figure: BenchmarkFigure;
  /** its ladder; null for embedded parts, which have none */
  segment: LadderSegment | null;
  /** its place among the ranked figures of that ladder, of how many, and how many of the others it is faster than */
  rank: number | null;
  total: number;
  fasterThan: number;
  tier: Tier | null;
  /** why it has no rank: no ladder (embedded), too few results, a figure the results contradict, or (derived) too few tests */
  unranked: 'no-ladder' | 'few-samples' | 'doubtful' | 'few-tests' | null;
  /** with a doubt: the sibling whose figure contradicts this one */
  doubtSibling: { vendor: Vendor; id: string; name: string } | null;
  /** the figure per watt and per launch dollar, where the record has the numbers */
  perWatt: number | null;
  /** what perWatt is divided by: the system's watts and which rating they are (src/shared/figure-metrics.ts) */
  power: PerWattPower | null;
  perDollar: number | null;
  /** the benchmark's ladder with this processor marked ("where is it on the ladder?"); null when no ladder lists it */
  ladderHref: string | null;
}
