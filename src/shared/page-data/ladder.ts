import type { BenchmarkSource } from '../benchmark.js';
import type { LadderQuery, LadderSegment, Tier } from '../ladder-query.js';
import type { Vendor } from '../processor.js';

/** The ladder (天梯图): the browser only scrolls to the marked entry; the ladder itself is a part. */
export interface LadderPageData {
  segment: LadderSegment;
  /** the marked processor's key when it is shown on this page, to scroll to */
  marked: string | null;
}

export interface LadderParts {
  /** where the scores come from, the choices, the tiers, the pages and the table equivalent */
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
}

/** One height on the ladder: an Intel and an AMD entry of about equal value, either may be missing. */
export type LadderRow = Record<Vendor, LadderEntry | null>;

export interface LadderTier {
  tier: Tier;
  rows: LadderRow[];
}

export interface LadderMark {
  key: string;
  /** null when the key names no processor */
  name: string | null;
  vendor?: Vendor;
  id?: string;
  /** shown; or why not: no such processor, no ladder for its segment (embedded), another segment's ladder,
   *  no score, hidden by the vendor filter, or no TDP/price for the metric */
  status: 'shown' | 'unknown' | 'no-ladder' | 'other-segment' | 'no-score' | 'filtered' | 'no-metric';
  /** the ladder the processor belongs to */
  segment: LadderSegment | null;
  rank?: number;
}

/** One page of one ladder, as the server ranks it. */
export interface LadderData {
  query: LadderQuery;
  source: BenchmarkSource | null;
  /** how many processors each segment's ladder lists for this metric and vendor, for the segment choice */
  sizes: Record<LadderSegment, number>;
  /** the segment's best value for the metric (both vendors) */
  best: number;
  /** entries on this ladder (after the vendor filter), over all pages */
  total: number;
  page: number;
  pages: number;
  tiers: LadderTier[];
  mark: LadderMark | null;
}
