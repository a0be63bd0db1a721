import type { BenchmarkInfo } from '../benchmark.js';
import type { LadderSegment } from '../ladder-query.js';
import type { MessageKey } from '../messages.js';
import type { Segment, Vendor } from '../processor.js';
import type { ProcessorSummary } from '../processor-summary.js';
import type { SegmentSpread, YearCount } from '../statistics.js';

/**
 * The home page: the catalogue at a glance. Nothing on it changes in the browser, so it is all
 * parts (views/parts/home.tsx), drawn on the server from the props src/pages/home.ts computes.
 */
export type HomeData = Record<string, never>;

export interface HomeParts {
  /** the hero's words and radar */
  intro: { total: number };
  /** totals, share gauge, charts and the top of each ladder */
  overview: { figures: HomeFigures };
  /** the newest launches and the library shortcuts */
  lists: { newest: ProcessorSummary[]; shortcuts: HomeShortcut[] };
}

export interface HomeFigures {
  total: number;
  byVendor: Record<Vendor, number>;
  bySegment: Record<Segment, number>;
  launches: YearCount[];
  spread: SegmentSpread[];
  /** the top of each ladder of the default benchmark, and that benchmark (null: the catalogue has no figures) */
  ladders: HomeLadder[];
  benchmark: BenchmarkInfo | null;
  /** the benchmark that answers "how fast on one thread" (the single-thread index), whose ladder the section links to; null when none */
  singleThread: BenchmarkInfo | null;
  /** the month of the China retail prices the value ladder (性价比天梯) divides by, which the section links to; null without prices */
  pricesMonth: string | null;
}

/** The best few of one ladder. */
export interface HomeLadder {
  segment: LadderSegment;
  /** processors on that ladder */
  total: number;
  top: { vendor: Vendor; id: string; name: string; value: number; rank: number; share: number }[];
}

/** A ready-made library view. */
export interface HomeShortcut {
  label: MessageKey;
  /** library query string, '?vendor=amd&segment=desktop' */
  search: string;
  count: number;
}
