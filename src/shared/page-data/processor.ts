import type { MonthPrice, PricePoint } from '../../record/price-schema.js';
import type { BenchmarkFigure, BenchmarkInfo, IndexAbsence } from '../benchmark.js';
import type { PerWattPower } from '../figure-metrics.js';
import type { LadderSegment, Tier } from '../ladder-query.js';
import type { ProcessorLink } from '../payload.js';
import type { Processor, Vendor } from '../processor.js';
import type { ProcessorSummary } from '../processor-summary.js';
import type { PriceCredit } from './price-credit.js';

/** A processor's page: its heading in the browser, its actions and facts as parts. */
export interface ProcessorData {
  processor: Processor;
}

export interface ProcessorParts {
  /** what a visitor can do with the processor: compare it, report an error in its record, read its corrections */
  actions: { processor: ProcessorLink; reports: ReportLinks };
  /** the open benchmarks block; null when the catalogue has no benchmark at all */
  score: ProcessorBenchmarks | null;
  /** its China retail prices in yuan (docs/prices.md); null when the source does not price it */
  price: ProcessorPrice | null;
  /**
   * the specifications with their sources (and the link that reports an error in them), then the
   * similar processors and the family's neighbours
   */
  details: { processor: Processor; reports: ReportLinks; similar: ProcessorSummary[]; neighbours: ProcessorSummary[]; platform: ProcessorPlatform };
}

/**
 * Where a visitor reports an error in the record: the form on this site (no account), and a
 * pre-filled issue on the repository's tracker as a second way; and the record's corrections
 * on /changes, when it has any.
 */
export interface ReportLinks {
  formHref: string;
  githubHref: string;
  historyHref: string | null;
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
  /** without a single-thread index, why it has none (src/catalogue/index-absence.ts); null when it has one */
  indexAbsence: IndexAbsence | null;
  /**
   * no CPU Atlas Bench result counts for it yet: the block says so and invites a run on /bench with
   * the processor picked (`key`, vendor:id), rather than showing an empty card, and says how many
   * results a figure needs to rank (`rankedResults`); null when it has a figure
   */
  benchInvite: { key: string; rankedResults: number } | null;
}

/** A processor's figure in one benchmark as its detail page shows it. */
export interface ProcessorBenchmark {
  benchmark: BenchmarkInfo;
  figure: BenchmarkFigure;
  /** its ladder; null for embedded parts, which have none */
  segment: LadderSegment | null;
  /**
   * its place among the ranked figures of that ladder, of how many, and how many of the others it is
   * faster than; for a ranged figure (BenchmarkInfo.ranged) the span of places it could hold
   * (rank–worstRank), and `fasterThan` counts those it is clearly faster than (src/catalogue/ladder.ts)
   */
  rank: number | null;
  worstRank: number | null;
  total: number;
  fasterThan: number;
  /** its tier; for a ranged figure, only where its whole range lies in one tier's band */
  tier: Tier | null;
  /** why it has no rank: no ladder (embedded), too few results, or a figure the results contradict */
  unranked: 'no-ladder' | 'few-samples' | 'doubtful' | null;
  /** with a doubt: the sibling whose figure contradicts this one */
  doubtSibling: { vendor: Vendor; id: string; name: string } | null;
  /** the figure per watt and per launch dollar, where the record has the numbers */
  perWatt: number | null;
  /** what perWatt is divided by: the system's watts and which rating they are (src/shared/figure-metrics.ts) */
  power: PerWattPower | null;
  perDollar: number | null;
  /** for a ranged figure, its range per launch dollar, as the ladder divides it */
  perDollarRange: [low: number, high: number] | null;
  /** the benchmark's ladder with this processor marked ("where is it on the ladder?"); null when no ladder lists it */
  ladderHref: string | null;
}

/**
 * A processor's China retail prices as its page shows them: the price now or the month it has had
 * none since, the last twelve months' low and high, every monthly price for the chart (carried-forward
 * and doubtful ones marked), and the credit their licence asks for. Never a dollar figure.
 */
export interface ProcessorPrice {
  /** the latest usable price when it is recent enough (src/catalogue/prices.ts), else none since the month of the last one */
  now: { yuan: number; month: string } | { none: true; since?: string };
  /** the lowest and highest usable prices of the twelve months `from`–`to`; null when it has none in them */
  lastYear: { low: MonthPrice; high: MonthPrice; from: string; to: string } | null;
  /** every monthly price, oldest first */
  series: PricePoint[];
  /** the data's last month: the chart runs to it */
  lastMonth: string;
  /** the margin beyond which a price is doubtful, in percent (the file's rule) */
  doubtfulMarginPercent: number;
  credit: PriceCredit;
}
