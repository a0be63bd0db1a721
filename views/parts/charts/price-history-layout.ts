// Where PriceHistoryChart's marks go, as plain numbers: a processor's monthly yuan prices over the
// months from its first price to the data's last month, one band a month. The line joins two prices
// only in neighbouring months, so a month the source did not price is a gap, never a guess; a
// segment that touches a carried-forward month (a copy of the month before) is drawn apart, and a
// doubtful price is a point of its own, joined to nothing. One layout fits every width
// (chart-tiers.ts), like the other charts. Pure, so it is tested without rendering.
import { fraction, tieredTicks, type ChartTier } from './chart-tiers.js';
import { niceStep, niceTicks, round } from './scale.js';
import { CHART_FONT_SIZE, estimateTextWidth } from './text-width.js';

/** One monthly price as the chart reads it (the record's PricePoint, of which it needs only the marks). */
export interface PriceHistoryPoint {
  month: string;
  yuan: number;
  carriedForward?: boolean;
  doubtful?: unknown;
}

/** How a point is drawn: a collected price, a copy of the month before, or a doubtful price. */
export type PricePointKind = 'collected' | 'carried' | 'doubtful';

export interface PriceHistoryLayout {
  margin: { top: number; right: number; bottom: number; left: number };
  /** the marks' units: one a month across (`months` wide), one yuan up (`low`–`high`, y downwards from `high`) */
  months: number;
  low: number;
  high: number;
  yTicks: { value: number; at: number; tiers: ChartTier[] }[];
  xTicks: { month: string; at: number; tiers: ChartTier[] }[];
  points: { month: string; yuan: number; kind: PricePointKind; now: boolean; x: number; y: number }[];
  /** path data of the line between collected prices, and of the segments that touch a carried-forward month */
  line: string;
  carriedLine: string;
}

/** Width over height of the whole drawing, 640 × 340 at any width: tall enough on a phone to read a month's move. */
export const PRICE_HISTORY_ASPECT = 640 / 340;

const FONT = CHART_FONT_SIZE;
const TOP = FONT;
const BOTTOM = FONT * 2;
/** Month label spacing: every month, every 2nd, quarter, half year, year; always starting at a January. */
const MONTH_STEPS = [1, 2, 3, 6, 12, 24];

/** "2026-10" → a month number that subtracts (the record's monthIndex, which views may not import). */
export function monthNumber(month: string): number {
  const [year = '0', number = '1'] = month.split('-');
  return Number(year) * 12 + Number(number) - 1;
}

function monthOfNumber(value: number): string {
  return `${Math.floor(value / 12)}-${String((value % 12) + 1).padStart(2, '0')}`;
}

export function kindOf(point: PriceHistoryPoint): PricePointKind {
  return point.doubtful ? 'doubtful' : point.carriedForward ? 'carried' : 'collected';
}

/**
 * `nowMonth` is the month of the price now (null when there is none): its point is drawn as the
 * price now. `formatTick` writes a yuan value, `formatMonth` a month, as the labels will show them.
 */
export function layoutPriceHistory(
  series: readonly PriceHistoryPoint[],
  lastMonth: string,
  nowMonth: string | null,
  formatTick: (yuan: number) => string,
  formatMonth: (month: string) => string,
): PriceHistoryLayout | null {
  if (!series.length) return null;
  const first = monthNumber(series[0]!.month);
  const months = Math.max(monthNumber(lastMonth), monthNumber(series[series.length - 1]!.month)) - first + 1;

  // The yuan axis holds every price, doubtful ones too, between two gridlines a few whole steps apart.
  const values = series.map((point) => point.yuan);
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const step = niceStep(max - min || max / 10, 3);
  let low = Math.floor(min / step) * step;
  let high = Math.ceil(max / step) * step;
  if (high === low) [low, high] = [Math.max(0, low - step), high + step];
  const intervals = Math.round((high - low) / step);
  // About one gridline per 36 px of plot height: finer steps where there is room, else every k-th
  // step from the bottom, so even the smallest chart keeps a labelled line at each end or near it.
  const valuesAt = (_narrowest: number, width: number) => {
    const count = Math.max(2, Math.floor((width / PRICE_HISTORY_ASPECT - TOP - BOTTOM) / 36));
    if (count >= intervals) return niceTicks(low, high, count);
    const every = Math.ceil(intervals / count);
    return Array.from({ length: Math.floor(intervals / every) + 1 }, (_, i) => low + i * every * step);
  };
  const yTicks = tieredTicks(valuesAt, (value) => value);
  const left = Math.ceil(Math.max(0, ...yTicks.map(({ tick }) => estimateTextWidth(formatTick(tick), FONT)))) + 8;
  const labelWidth = Math.max(...Array.from({ length: Math.min(months, 12) }, (_, i) => estimateTextWidth(formatMonth(monthOfNumber(first + i)), FONT)));
  const right = Math.ceil(labelWidth / 2);
  const bandAt = (width: number) => (width - left - right) / months;
  const monthsAt = (width: number) => {
    const every = MONTH_STEPS.find((candidate) => candidate * bandAt(width) >= labelWidth + 8) ?? MONTH_STEPS[MONTH_STEPS.length - 1]!;
    const shown = Array.from({ length: months }, (_, index) => index).filter((index) => (first + index) % every === 0);
    // A short span may hold no month the step names: its first month is labelled instead.
    return shown.length ? shown : [0];
  };

  const x = (month: string) => round(monthNumber(month) - first + 0.5);
  const y = (yuan: number) => round(high - yuan);
  const points = series.map((point) => ({
    month: point.month,
    yuan: point.yuan,
    kind: kindOf(point),
    now: point.month === nowMonth && kindOf(point) === 'collected',
    x: x(point.month),
    y: y(point.yuan),
  }));
  let line = '';
  let carriedLine = '';
  for (let i = 1; i < points.length; i++) {
    const [from, to] = [points[i - 1]!, points[i]!];
    if (monthNumber(to.month) - monthNumber(from.month) !== 1 || from.kind === 'doubtful' || to.kind === 'doubtful') continue;
    const segment = `M${from.x} ${from.y}L${to.x} ${to.y}`;
    if (from.kind === 'carried' || to.kind === 'carried') carriedLine += segment;
    else line += segment;
  }
  return {
    margin: { top: TOP, right, bottom: BOTTOM, left },
    months,
    low,
    high,
    yTicks: yTicks.map(({ tick, tiers }) => ({ value: tick, at: fraction((high - tick) / (high - low)), tiers })),
    xTicks: tieredTicks(monthsAt, (index) => index).map(({ tick, tiers }) => ({
      month: monthOfNumber(first + tick),
      at: fraction((tick + 0.5) / months),
      tiers,
    })),
    points,
    line: joinRuns(line),
    carriedLine: joinRuns(carriedLine),
  };
}

/** "M0 1L1 2M1 2L2 3" → "M0 1L1 2L2 3": a run of joined segments is one stroke, without a seam at each month. */
function joinRuns(path: string): string {
  return path.replace(/L([\d.-]+) ([\d.-]+)M\1 \2(?=L)/g, 'L$1 $2');
}
