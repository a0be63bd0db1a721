// Where LaunchesPerYearChart's marks go, as plain numbers: grouped bars (AMD, then Intel) per year, a
// count axis on the left, year labels below. Grouped rather than stacked so both vendors stand on the
// baseline and can be compared by height. Pure, so it is tested without rendering and cannot differ
// between the server and the hydrated page.
import { VENDORS } from '../../src/shared/processor.js';
import type { Vendor } from '../../src/shared/processor.js';
import { linearScale, niceTicks, round } from './scale.js';
import { CHART_FONT_SIZE, estimateTextWidth } from './text-width.js';

export interface YearLaunches {
  year: number;
  amd: number;
  intel: number;
}

export interface LaunchesLayout {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  yTicks: { value: number; y: number }[];
  xTicks: { year: number; x: number }[];
  bars: { year: number; vendor: Vendor; value: number; x: number; y: number; width: number; height: number }[];
}

export const LAUNCHES_DEFAULT_WIDTH = 640;
/** Height over width: 640 × 280 by default. Fixed, so re-laying out after a resize never moves the page. */
export const LAUNCHES_ASPECT = 280 / 640;

const FONT = CHART_FONT_SIZE;
const TOP = FONT; // half a tick label above the top gridline
const BOTTOM = FONT * 2; // year labels
const RIGHT = 12; // half a year label past the last band
const GROUP_PADDING = 0.2; // of each year's band, split either side of its two bars
const MAX_BAR_WIDTH = 32; // a chart of two or three years gets bars, not slabs
/** Year label spacing, so labels never collide on a narrow plot: every year, every 2nd, 5th, … */
const YEAR_STEPS = [1, 2, 5, 10, 20, 50, 100];

/** A launch count to draw: anything not a finite, positive number draws no bar. */
function drawable(count: number): number {
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/**
 * One entry per year, ascending, duplicates summed, and the years between the first and the last filled
 * with zero launches: a year the aggregation skipped had none, and leaving it out would close the gap
 * on the axis. (Spans over a century are not filled; they would be a data error, not a catalogue.)
 */
export function yearsInOrder(years: readonly YearLaunches[]): YearLaunches[] {
  const byYear = new Map<number, YearLaunches>();
  for (const entry of years) {
    if (!Number.isInteger(entry.year)) continue;
    const seen = byYear.get(entry.year);
    byYear.set(entry.year, seen ? { year: entry.year, amd: seen.amd + entry.amd, intel: seen.intel + entry.intel } : { ...entry });
  }
  const sorted = [...byYear.keys()].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined || last - first > 100) return sorted.map((year) => byYear.get(year)!);
  const filled: YearLaunches[] = [];
  for (let year = first; year <= last; year++) filled.push(byYear.get(year) ?? { year, amd: 0, intel: 0 });
  return filled;
}

export function layoutLaunches(years: readonly YearLaunches[], width: number, formatTick: (value: number) => string): LaunchesLayout {
  const height = round(width * LAUNCHES_ASPECT);
  const max = Math.max(0, ...years.flatMap((entry) => VENDORS.map((vendor) => drawable(entry[vendor]))));
  const top = TOP;
  const bottom = height - BOTTOM;
  // About one gridline per 40 px of height; whole numbers only, counts have no fractions.
  const values = niceTicks(0, Math.max(max, 1), Math.max(2, Math.floor((bottom - top) / 40)), 1);
  const left = Math.ceil(Math.max(...values.map((value) => estimateTextWidth(formatTick(value), FONT)), 0)) + 8;
  const right = width - RIGHT;
  const y = linearScale([0, Math.max(max, 1)], [bottom, top]);

  const band = (right - left) / Math.max(years.length, 1);
  const barWidth = Math.min((band * (1 - GROUP_PADDING)) / VENDORS.length, MAX_BAR_WIDTH);
  const groupOffset = (band - barWidth * VENDORS.length) / 2; // centres the pair in its band
  const labelRoom = estimateTextWidth('2000', FONT) + 8;
  const step = YEAR_STEPS.find((candidate) => candidate * band >= labelRoom) ?? YEAR_STEPS[YEAR_STEPS.length - 1]!;

  return {
    width,
    height,
    plot: { left, top, right, bottom },
    yTicks: values.map((value) => ({ value, y: round(y(value)) })),
    xTicks: years.flatMap(({ year }, index) => (year % step === 0 ? [{ year, x: round(left + (index + 0.5) * band) }] : [])),
    bars: years.flatMap((entry, index) =>
      VENDORS.flatMap((vendor, position) => {
        const value = drawable(entry[vendor]);
        if (value === 0) return [];
        const barTop = round(y(value));
        return [{
          year: entry.year,
          vendor,
          value,
          x: round(left + index * band + groupOffset + position * barWidth),
          y: barTop,
          width: round(barWidth),
          height: round(bottom - barTop),
        }];
      }),
    ),
  };
}
