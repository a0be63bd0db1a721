import type { BenchmarkInfo, IndexAbsence } from '../benchmark.js';
import type { PerWattPower, PowerBasis } from '../figure-metrics.js';
import type { StatementSource } from './platform.js';
import type { LadderQuery, LadderSegment, Metric, Tier } from '../ladder-query.js';
import type { PriceCredit } from './price-credit.js';
import type { Vendor } from '../processor.js';

/** The ladder (天梯图): the browser only scrolls to the marked entry; the ladder itself is a part. */
export interface LadderPageData {
  segment: LadderSegment;
  /** the marked processor's key when it is shown on this page, to scroll to */
  marked: string | null;
  /** ranked per yuan of the price now: the value ladder (性价比天梯), titled so */
  value: boolean;
}

export interface LadderParts {
  /**
   * the choices, what the benchmark measures and where it comes from, the tiers, the pages and the
   * table equivalent; on the value ladder, the credit of its prices (null elsewhere, or without prices)
   */
  body: { data: LadderData; priceCredit: PriceCredit | null };
}

export interface LadderEntry {
  vendor: Vendor;
  id: string;
  name: string;
  /** the metric's value */
  value: number;
  /** for a ranged figure (BenchmarkInfo.ranged), the metric's value at the range's low and high ends */
  range?: [low: number, high: number];
  samples: number;
  /** its place, or for a ranged figure the best place it could hold */
  rank: number;
  /** for a ranged figure, the worst place it could hold, when not `rank` itself: its rank is the span rank–worstRank */
  worstRank?: number;
  /** its tier, from the figure itself (not from the metric); for a ranged figure only where its whole range lies in one tier's band */
  tier: Tier | null;
  /** why the figure does not rank by default, when the page lists it anyway (`unranked=1`) */
  unranked?: 'few-samples' | 'doubtful';
  /** for a derived figure, how many tests it is made of */
  tests?: number;
  /** ranked per watt: the watts its figure is divided by and which rating they are (src/shared/figure-metrics.ts) */
  power?: PerWattPower;
  /** ranked per yuan: the price now its figure is divided by, in yuan, and the month it was asked */
  price?: { yuan: number; month: string };
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
   *  no TDP/price for the metric, or (per yuan) a price now above the budget */
  status: 'shown' | 'unknown' | 'no-ladder' | 'other-segment' | 'no-score' | 'unranked' | 'filtered' | 'no-metric' | 'over-budget';
  /** the ladder the processor belongs to */
  segment: LadderSegment | null;
  /** shown: its place, or the span of places it could hold (rank–worstRank) */
  rank?: number;
  worstRank?: number;
  /** with no figure here: a benchmark where it ranks on its segment's ladder, to go to instead */
  elsewhere?: string;
  /** with no single-thread index, why it has none (src/catalogue/index-absence.ts) */
  absence?: IndexAbsence;
  /** per yuan, over the budget: its price now */
  yuan?: number;
  /** per yuan, without a price now: the month of its last usable price, when the source has one */
  priceSince?: string;
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
  /** what this benchmark can be ranked by, in the order the choice offers them (per yuan only where the catalogue has prices) */
  metrics: Metric[];
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
  /**
   * Ranked per yuan (the value ladder): the prices' month (the data's last, "now"; null when the
   * catalogue has no prices) and how many months before it a price still counts as now, the
   * budgets offered, how many entries the ladder ranks before the budget, and the ranked figures
   * of this segment and vendor left out for want of a price now: `unsourced`, the source does not
   * price them; `stale`, no usable price in its last months. Null for the other metrics.
   */
  value: { month: string | null; withinMonths: number; budgets: number[]; ranked: number; unpriced: { unsourced: number; stale: number } } | null;
}
