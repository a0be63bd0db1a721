import { monthIndex, monthOfIndex, type MonthPrice, type PriceFile, type PricePoint } from '../record/price-schema.js';
import { processorKey, type Vendor } from '../shared/processor.js';

/*
 * The China retail prices as pages ask for them (docs/prices.md): a processor's monthly series,
 * its price now, and its low and high over the last twelve months. "Now" is the data's last month,
 * never the day a page is made, so a page is the same whenever it is rendered. A usable price is
 * one the source collected (not carried forward) and not doubtful; only usable prices are ever
 * "now", a low or a high. Everything is worked out once, when the catalogue is built: 54 series.
 */

/** The price now: a usable price of the last `nowWithinMonths` months, or none (with the month of the last usable one, if any). */
export type PriceNow = { yuan: number; month: string } | { none: true; since?: string };

/** The lowest and highest usable prices of the twelve months to the data's last month. */
export interface PriceRange {
  low: MonthPrice;
  high: MonthPrice;
  /** the window: twelve months, `from` to `to` inclusive */
  from: string;
  to: string;
}

/** Where the prices come from and on what terms: what every page and download showing one must carry. */
export interface PriceSource {
  name: string;
  url: string;
  licence: string;
  licenceUrl: string;
  credit: { zh: string; en: string };
  changes: { zh: string; en: string };
  lastMonth: string;
}

type ProcessorRef = { vendor: Vendor; id: string };

export interface Prices {
  /** null when the catalogue has no prices (a synthetic catalogue, a test's root) */
  readonly source: PriceSource | null;
  /** the file as read, for the download (/data/prices.json), or null */
  readonly file: PriceFile | null;
  /** the processor's prices, oldest first, doubtful and carried-forward ones marked; empty when it has none */
  series(processor: ProcessorRef): readonly PricePoint[];
  /** its price now, or none; a processor without a series has none and no `since` */
  priceNow(processor: ProcessorRef): PriceNow;
  /** its low and high of the last twelve months, or null when it has no usable price in them */
  lastYear(processor: ProcessorRef): PriceRange | null;
  /** the author's model code its series came from */
  codeOf(processor: ProcessorRef): string | undefined;
}

const usable = (point: PricePoint) => !point.carriedForward && !point.doubtful;

/** The price now of a series, when the data ends in `lastMonth` and a price of up to `withinMonths` earlier still counts. */
export function priceNow(series: readonly PricePoint[], lastMonth: string, withinMonths: number): PriceNow {
  const latest = series.findLast(usable);
  if (latest === undefined) return { none: true };
  return monthIndex(lastMonth) - monthIndex(latest.month) <= withinMonths ? { yuan: latest.yuan, month: latest.month } : { none: true, since: latest.month };
}

/** The lowest and highest usable prices of the twelve months ending in `lastMonth`; the earlier month wins a tie. */
export function lastYear(series: readonly PricePoint[], lastMonth: string): PriceRange | null {
  const to = monthIndex(lastMonth);
  const from = to - 11;
  let low: PricePoint | undefined;
  let high: PricePoint | undefined;
  for (const point of series) {
    const month = monthIndex(point.month);
    if (month < from || month > to || !usable(point)) continue;
    if (low === undefined || point.yuan < low.yuan) low = point;
    if (high === undefined || point.yuan > high.yuan) high = point;
  }
  if (low === undefined || high === undefined) return null;
  return { low: { month: low.month, yuan: low.yuan }, high: { month: high.month, yuan: high.yuan }, from: monthOfIndex(from), to: lastMonth };
}

export const NO_PRICES: Prices = {
  source: null,
  file: null,
  series: () => [],
  priceNow: () => ({ none: true }),
  lastYear: () => null,
  codeOf: () => undefined,
};

export function buildPrices(file: PriceFile | null): Prices {
  if (file === null) return NO_PRICES;
  const byKey = new Map(
    Object.entries(file.series).map(([key, series]) => [
      key,
      {
        series,
        now: priceNow(series, file.lastMonth, file.rules.nowWithinMonths),
        lastYear: lastYear(series, file.lastMonth),
      },
    ]),
  );
  const codes = new Map(Object.entries(file.matches).map(([code, match]) => [match.processor, code]));
  const { name, url } = file.source;
  return {
    source: { name, url, licence: file.licence, licenceUrl: file.licenceUrl, credit: file.credit, changes: file.changes, lastMonth: file.lastMonth },
    file,
    series: (processor) => byKey.get(processorKey(processor))?.series ?? [],
    priceNow: (processor) => byKey.get(processorKey(processor))?.now ?? { none: true },
    lastYear: (processor) => byKey.get(processorKey(processor))?.lastYear ?? null,
    codeOf: (processor) => codes.get(processorKey(processor)),
  };
}
