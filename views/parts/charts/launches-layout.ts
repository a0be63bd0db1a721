// Where LaunchesPerYearChart's marks go, as plain numbers: grouped bars (AMD, then Intel, then every
// other vendor together, when the catalogue has any) per year, a count axis on the left, year labels
// below. Grouped rather than stacked so each series stands on the baseline and can be compared by
// height; the other vendors are one bar, since a handful of chips a year beside each of AMD's and
// Intel's hundred would be slivers. One layout fits every width (chart-tiers.ts): the bars are in
// units of their own, a year across and a launch up, stretched over the plot; the labels sit at
// fractions of it, each tick with the widths it has room at. Pure, so it is tested without rendering.
import { fraction, tieredTicks, type ChartTier } from './chart-tiers.js';
import { niceTicks, round } from './scale.js';
import { CHART_FONT_SIZE, estimateTextWidth } from './text-width.js';

export interface YearLaunches {
  year: number;
  amd: number;
  intel: number;
  /** every other vendor's launches that year, together */
  other?: number;
}

/** A bar's series: a vendor of its own, or the others together. */
export type LaunchSeries = 'amd' | 'intel' | 'other';

/** The series drawn: AMD and Intel always, the others when any year has one. */
export function launchSeries(years: readonly YearLaunches[]): LaunchSeries[] {
  return years.some((entry) => (entry.other ?? 0) > 0) ? ['amd', 'intel', 'other'] : ['amd', 'intel'];
}

export interface LaunchesLayout {
  /** the plot's margins in px: room for the labels, which keep their size at any width */
  margin: { top: number; right: number; bottom: number; left: number };
  /** the marks' units: one a year across (the plot is `years` wide), one a launch up (`max` high) */
  years: number;
  max: number;
  /** `at`: where the tick is, as a fraction of the plot from its top (y) or its left (x) */
  yTicks: { value: number; at: number; tiers: ChartTier[] }[];
  xTicks: { year: number; at: number; tiers: ChartTier[] }[];
  /** in the marks' units, y downwards from the top of the plot */
  bars: { year: number; vendor: LaunchSeries; value: number; x: number; y: number; width: number; height: number }[];
}

/** Width over height of the whole drawing, 640 × 280 at any width, so drawing it never moves the page. */
export const LAUNCHES_ASPECT = 640 / 280;
/** The width bars are capped at (MAX_BAR_WIDTH px): a chart of two or three years gets bars, not slabs. */
const CAP_WIDTH = 640;

const FONT = CHART_FONT_SIZE;
const TOP = FONT; // half a tick label above the top gridline
const BOTTOM = FONT * 2; // year labels
const RIGHT = 12; // half a year label past the last band
const GROUP_PADDING = 0.2; // of each year's band, split either side of its two bars
const MAX_BAR_WIDTH = 32;
/** Year label spacing, so labels never collide on a narrow plot: every year, every 2nd, 5th, … */
const YEAR_STEPS = [1, 2, 5, 10, 20, 50, 100];

/** Band positions to a thousandth of a year: well under a pixel at any width. */
function thousandths(value: number): number {
  return Math.round(value * 1000) / 1000;
}

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
    if (!seen) {
      byYear.set(entry.year, { ...entry });
      continue;
    }
    // A copy made above: summing into it changes nothing of the caller's.
    seen.amd += entry.amd;
    seen.intel += entry.intel;
    if (entry.other !== undefined) seen.other = (seen.other ?? 0) + entry.other;
  }
  const sorted = [...byYear.keys()].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined || last - first > 100) return sorted.map((year) => byYear.get(year)!);
  const filled: YearLaunches[] = [];
  for (let year = first; year <= last; year++) filled.push(byYear.get(year) ?? { year, amd: 0, intel: 0 });
  return filled;
}

export function layoutLaunches(years: readonly YearLaunches[], formatTick: (value: number) => string): LaunchesLayout {
  const count = Math.max(years.length, 1);
  const series = launchSeries(years);
  const max = Math.max(1, ...years.flatMap((entry) => series.map((vendor) => drawable(entry[vendor] ?? 0))));
  // About one gridline per 40 px of plot height; whole numbers only, counts have no fractions.
  const valuesAt = (_narrowest: number, width: number) => niceTicks(0, max, Math.max(2, Math.floor((width / LAUNCHES_ASPECT - TOP - BOTTOM) / 40)), 1);
  const yTicks = tieredTicks(valuesAt, (value) => value);
  const left = Math.ceil(Math.max(0, ...yTicks.map(({ tick }) => estimateTextWidth(formatTick(tick), FONT)))) + 8;
  const bandAt = (width: number) => (width - left - RIGHT) / count;
  const labelRoom = estimateTextWidth('2000', FONT) + 8;
  const yearsAt = (width: number) => {
    const step = YEAR_STEPS.find((candidate) => candidate * bandAt(width) >= labelRoom) ?? YEAR_STEPS[YEAR_STEPS.length - 1]!;
    return years.flatMap(({ year }, index) => (year % step === 0 ? [{ year, index }] : []));
  };

  // In bands: a year is one unit wide.
  const barWidth = Math.min((1 - GROUP_PADDING) / series.length, MAX_BAR_WIDTH / bandAt(CAP_WIDTH));
  const groupOffset = (1 - barWidth * series.length) / 2; // centres the group in its band
  return {
    margin: { top: TOP, right: RIGHT, bottom: BOTTOM, left },
    years: count,
    max,
    yTicks: yTicks.map(({ tick, tiers }) => ({ value: tick, at: fraction((max - tick) / max), tiers })),
    xTicks: tieredTicks(yearsAt, ({ index }) => index).map(({ tick, tiers }) => ({ year: tick.year, at: fraction((tick.index + 0.5) / count), tiers })),
    bars: years.flatMap((entry, index) =>
      series.flatMap((vendor, position) => {
        const value = drawable(entry[vendor] ?? 0);
        if (value === 0) return [];
        return [
          {
            year: entry.year,
            vendor,
            value,
            x: thousandths(index + groupOffset + position * barWidth),
            y: round(max - value),
            width: thousandths(barWidth),
            height: round(value),
          },
        ];
      }),
    ),
  };
}
