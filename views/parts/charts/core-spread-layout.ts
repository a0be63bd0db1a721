// Where CoreSpreadChart's marks go: one row per segment with a box plot on a shared log₂ core-count axis
// (why log₂: see log2Scale). Whiskers run min–max, the box q1–q3, a thick line marks the median.
// One layout fits every width (chart-tiers.ts): the marks are in units of their own, a doubling across
// and a row down, stretched over the plot; the labels sit at fractions of it. Pure numbers, so it is
// tested without rendering.
import { SEGMENTS } from '../../../src/shared/processor.js';
import type { Segment } from '../../../src/shared/processor.js';
import type { SegmentSpread } from '../../../src/shared/statistics.js';
import { fraction, tieredTicks, type ChartTier } from './chart-tiers.js';
import { log2Scale, powerOfTwoDomain, powerOfTwoTicks } from './scale.js';
import { CHART_FONT_SIZE, estimateTextWidth } from './text-width.js';

export interface SpreadRow {
  segment: Segment;
  /** the row's middle, as a fraction of the plot from its top; in the marks' units, `index + 0.5` */
  at: number;
  /** in doublings from the axis' start; null when the segment's numbers cannot be drawn (no processors, or a value that is not a core count) */
  marks: { min: number; q1: number; median: number; q3: number; max: number } | null;
}

export interface SpreadLayout {
  /** width over height of the whole drawing: rows shrink with the width, so a phone has room */
  aspect: number;
  /** the plot's margins in px: room for the labels, which keep their size at any width */
  margin: { top: number; right: number; bottom: number; left: number };
  /** the marks' units: one a doubling of the core count across, one a row down */
  doublings: number;
  /** the box's height, in rows */
  boxHeight: number;
  /** `x` in doublings; `at`: where the tick is, as a fraction of the plot from its left */
  ticks: { value: number; x: number; at: number; tiers: ChartTier[] }[];
  rows: SpreadRow[];
}

/** The width the shape is set at: rows 48 px high there. */
export const SPREAD_DESIGN_WIDTH = 640;
const FONT = CHART_FONT_SIZE;
const TOP = 8;
const ROW = 48; // per segment at the design width; rows shrink with the width, so room for a phone
const AXIS = FONT * 3 + 8; // tick labels, then the axis title
const RIGHT = 12; // half the widest tick label ("256") past the last gridline
const BOX = 20 / ROW; // a box 20 px high in a row of 48

/** The marks' units to four decimals: a doubling or a row is tens of pixels at most. */
export function units(value: number): number {
  return Math.round(value * 10000) / 10000 || 0;
}

/** Width over height, which the drawing keeps at any width, so drawing it never moves the page. */
export function spreadAspect(rowCount: number): number {
  return SPREAD_DESIGN_WIDTH / (TOP + Math.max(rowCount, 1) * ROW + AXIS);
}

const STATS = ['min', 'q1', 'median', 'q3', 'max'] as const;

/** Drawable when there are processors and every statistic is a positive, finite core count. */
export function isDrawable(entry: SegmentSpread): boolean {
  return entry.count > 0 && STATS.every((stat) => Number.isFinite(entry[stat]) && entry[stat] > 0);
}

/** The segments in the catalogue's order (desktop, mobile, server, …), each once. */
export function segmentsInOrder(segments: readonly SegmentSpread[]): SegmentSpread[] {
  return SEGMENTS.flatMap((segment) => segments.find((entry) => entry.segment === segment) ?? []);
}

export function layoutSpread(segments: readonly SegmentSpread[], labels: readonly string[], formatTick: (value: number) => string): SpreadLayout {
  const drawn = segments.filter(isDrawable);
  const [low, high] =
    drawn.length === 0 ? [1, 2] : powerOfTwoDomain(Math.min(...drawn.map((entry) => entry.min)), Math.max(...drawn.map((entry) => entry.max)));
  const left = Math.ceil(Math.max(0, ...labels.map((label) => estimateTextWidth(label, FONT)))) + 16;
  const doublings = Math.log2(high / low);
  const x = log2Scale([low, high], [0, doublings]);

  // Thin the powers of two until their labels have room: 1 2 4 … on a desktop, 2 8 32 128 on a phone.
  const labelRoom = estimateTextWidth(formatTick(high), FONT) + 10;
  const ticksAt = (width: number) => powerOfTwoTicks(low, high, Math.max(1, Math.ceil(labelRoom / ((width - left - RIGHT) / doublings))));
  const count = Math.max(segments.length, 1);
  const at = (value: number) => units(x(value));
  return {
    aspect: spreadAspect(segments.length),
    margin: { top: TOP, right: RIGHT, bottom: AXIS, left },
    doublings,
    boxHeight: BOX,
    ticks: tieredTicks(ticksAt, (value) => value).map(({ tick, tiers }) => ({ value: tick, x: at(tick), at: fraction(x(tick) / doublings), tiers })),
    rows: segments.map((entry, index) => ({
      segment: entry.segment,
      at: fraction((index + 0.5) / count),
      marks: isDrawable(entry) ? { min: at(entry.min), q1: at(entry.q1), median: at(entry.median), q3: at(entry.q3), max: at(entry.max) } : null,
    })),
  };
}
