import type { BenchmarkInfo } from '../benchmark.js';
import type { PerWattPower, PowerBasis } from '../figure-metrics.js';
import type { StatementSource } from './platform.js';
import type { LadderQuery, LadderSegment, Tier } from '../ladder-query.js';
import type { Vendor } from '../processor.js';

/** The ladder (天梯图): the browser only scrolls to the marked entry; the ladder itself is a part. */
export interface LadderPageData {
  segment: LadderSegment;
  /** the marked processor's key when it is shown on this page, to scroll to */
  marked: string | null;
}

export interface LadderParts {
  /** the choices, what the benchmark measures and where it comes from, the tiers, the pages and the table equivalent */
  body: { data: LadderData };
}

export interface LadderEntry {
  vendor: Vendor;
  id: string;
  name: string;
  /** the metric's value */
  value: number;
  samples: number;
  rank: number;
  /** its tier, from the figure itself (not from the metric) */
  tier: Tier;
  /** why the figure does not rank by default, when the page lists it anyway (`unranked=1`) */
  unranked?: 'few-samples' | 'doubtful' | 'few-tests';
  /** for a derived figure, how many tests it is made of */
  tests?: number;
  /** ranked per watt: the watts its figure is divided by and which rating they are (src/shared/figure-metrics.ts) */
  power?: PerWattPower;
}

/** One height on the ladder: at most one entry per vendor, of about equal value; a vendor with none here is absent. */
export type LadderRow = Partial<Record<Vendor, LadderEntry>>;

/**
 * Entries grouped for the page. Ranked by the figure, each group is a tier; ranked per watt or per
 * dollar, the tiers (which come from the figure) do not follow the order, so there is one group
 * (`tier: null`) and each entry names its tier.
 */
export interface LadderTier {
  tier: Tier | null;
  rows: LadderRow[];
}

export interface LadderMark {
  key: string;
  /** null when the key names no processor */
  name: string | null;
  vendor?: Vendor;
  id?: string;
  /** shown; or why not: no such processor, no ladder for its segment (embedded), another segment's ladder,
   *  no figure in this benchmark, a figure that does not rank by default, hidden by the vendor filter,
   *  or no TDP/price for the metric */
  status: 'shown' | 'unknown' | 'no-ladder' | 'other-segment' | 'no-score' | 'unranked' | 'filtered' | 'no-metric';
  /** the ladder the processor belongs to */
  segment: LadderSegment | null;
  rank?: number;
  /** with no figure here: a benchmark where it ranks on its segment's ladder, to go to instead */
  elsewhere?: string;
  /** a derived figure resting on too few tests: the tests it rests on, and how many it would take */
  fewTests?: { tests: string[]; needed: number };
}

/** A benchmark the visitor can switch to, with how many processors its ladder of this segment lists. */
export interface LadderBenchmarkChoice {
  id: string;
  size: number;
}

/** One page of one ladder, as the server ranks it. */
export interface LadderData {
  query: LadderQuery;
  /** the benchmark ranked; null when the catalogue has none */
  benchmark: BenchmarkInfo | null;
  /** the benchmarks whose ladder of this segment lists anyone (and the one shown), in the catalogue's order */
  benchmarks: LadderBenchmarkChoice[];
  /** how many processors each segment's ladder lists for this benchmark, metric and vendor, for the segment choice */
  sizes: Record<LadderSegment, number>;
  /** the segment's best value for the metric (both vendors) */
  best: number;
  /** entries on this ladder (after the vendor filter), over all pages */
  total: number;
  /** figures of this ladder that do not rank by default (one result, doubtful): left out, or listed with `unranked=1` */
  unrankedCount: number;
  page: number;
  pages: number;
  tiers: LadderTier[];
  /**
   * The vendors with an entry on this segment's ladder (every page, before the vendor filter), in
   * the order their columns stand on a wide screen: Intel and AMD first, as the ladder has always
   * put them, then the others in the route table's order. The vendor choice offers these.
   */
  vendors: Vendor[];
  mark: LadderMark | null;
  /**
   * Ranked per watt: the ratings the ladder's entries are divided by (every page, in the order
   * POWER_BASES tries them), for the line that says so, and the sources of AMD's package power
   * limits among them; null for the other metrics.
   */
  power: { bases: PowerBasis[]; sources: StatementSource[] } | null;
}
