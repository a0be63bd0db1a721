import type { Segment } from './processor.js';

/** The numbers behind the home page's charts: the server counts (src/catalogue/statistics.ts), the charts draw. */
/** launches per year: AMD's, Intel's and every other vendor's together (the chart draws them as one series) */
export interface YearCount {
  year: number;
  amd: number;
  intel: number;
  other: number;
}
export interface SegmentSpread {
  segment: Segment;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  count: number;
}
