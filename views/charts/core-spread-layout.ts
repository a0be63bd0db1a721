// Where CoreSpreadChart's marks go: one row per segment with a box plot on a shared log₂ core-count axis
// (why log₂: see log2Scale). Whiskers run min–max, the box q1–q3, a thick line marks the median.
// Pure numbers, so it is tested without rendering and is the same on the server and after hydration.
import { SEGMENTS } from '../../src/shared/processor.js';
import type { Segment } from '../../src/shared/processor.js';
import { log2Scale, powerOfTwoDomain, powerOfTwoTicks, round } from './scale.js';
import { CHART_FONT_SIZE, estimateTextWidth } from './text-width.js';

export interface SegmentCores {
  segment: Segment;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  count: number;
}

export interface SpreadRow {
  segment: Segment;
  y: number;
  /** null when the segment's numbers cannot be drawn (no processors, or a value that is not a core count) */
  marks: { min: number; q1: number; median: number; q3: number; max: number; boxHeight: number } | null;
}

export interface SpreadLayout {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  ticks: { value: number; x: number }[];
  rows: SpreadRow[];
}

export const SPREAD_DEFAULT_WIDTH = 640;
const FONT = CHART_FONT_SIZE;
const TOP = 8;
const ROW = 48; // per segment at the default width; rows shrink with the width, so room for a phone
const AXIS = FONT * 3 + 8; // tick labels, then the axis title
const RIGHT = 12; // half the widest tick label ("256") past the last gridline

/** Height at the default width; the aspect ratio stays fixed after that, so resizing never moves the page. */
export function spreadAspect(rowCount: number): number {
  return (TOP + Math.max(rowCount, 1) * ROW + AXIS) / SPREAD_DEFAULT_WIDTH;
}

const STATS = ['min', 'q1', 'median', 'q3', 'max'] as const;

/** Drawable when there are processors and every statistic is a positive, finite core count. */
export function isDrawable(entry: SegmentCores): boolean {
  return entry.count > 0 && STATS.every((stat) => Number.isFinite(entry[stat]) && entry[stat] > 0);
}

/** The segments in the catalogue's order (desktop, mobile, server, …), each once. */
export function segmentsInOrder(segments: readonly SegmentCores[]): SegmentCores[] {
  return SEGMENTS.flatMap((segment) => segments.find((entry) => entry.segment === segment) ?? []);
}

export function layoutSpread(segments: readonly SegmentCores[], labels: readonly string[], width: number, formatTick: (value: number) => string): SpreadLayout {
  const height = round(width * spreadAspect(segments.length));
  const drawn = segments.filter(isDrawable);
  const [low, high] = drawn.length === 0 ? [1, 2] : powerOfTwoDomain(Math.min(...drawn.map((entry) => entry.min)), Math.max(...drawn.map((entry) => entry.max)));
  const left = Math.ceil(Math.max(0, ...labels.map((label) => estimateTextWidth(label, FONT)))) + 16;
  const right = width - RIGHT;
  const top = TOP;
  const bottom = height - AXIS;
  const x = log2Scale([low, high], [left, right]);

  // Thin the powers of two until their labels have room: 1 2 4 … on a desktop, 2 8 32 128 on a phone.
  const doublingWidth = (right - left) / Math.max(1, Math.log2(high / low));
  const labelRoom = estimateTextWidth(formatTick(high), FONT) + 10;
  const every = Math.max(1, Math.ceil(labelRoom / doublingWidth));

  const rowHeight = (bottom - top) / Math.max(segments.length, 1);
  const boxHeight = round(Math.min(rowHeight * 0.5, 20));
  return {
    width,
    height,
    plot: { left, top, right, bottom },
    ticks: powerOfTwoTicks(low, high, every).map((value) => ({ value, x: round(x(value)) })),
    rows: segments.map((entry, index) => ({
      segment: entry.segment,
      y: round(top + (index + 0.5) * rowHeight),
      marks: isDrawable(entry)
        ? { min: round(x(entry.min)), q1: round(x(entry.q1)), median: round(x(entry.median)), q3: round(x(entry.q3)), max: round(x(entry.max)), boxHeight }
        : null,
    })),
  };
}
