import type { MonthPrice, PricePoint } from '../../record/price-schema.js';
import type { PriceRow } from './price-rows.js';

/*
 * The two marks the importer puts on prices, each by a stated rule (docs/prices.md):
 *
 * - Carried forward: a month whose every price repeats the month before it in the data (the same
 *   models, the same prices) was copied, not collected. 2025-06 repeats 2025-05 this way, all 42
 *   models. Each of its prices is marked; none is judged or used as a neighbour.
 * - Doubtful: a price more than DOUBTFUL_MARGIN_PERCENT above both of its neighbours, or that much
 *   below both. Its neighbours are the nearest collected prices before and after it in its series;
 *   at either end of a series, the two nearest on its one side. A series of fewer than three
 *   collected prices is not judged. A doubtful price is kept and shown, never used as "now".
 */

/**
 * 30%: the two 2026-06 prices the source's notes call swapped move 33% and more against both
 * neighbours (Ryzen 7 5700X 1250 yuan, Ryzen 7 7700 719), every other price less than 28% (the
 * largest, the Ryzen 9 7950X's 3699 yuan in 2026-06, after five months without a price, while its
 * X3D sibling rose 15% too). docs/prices.md gives the numbers.
 */
export const DOUBTFUL_MARGIN_PERCENT = 30;

/** Months that repeat the month before them in full: every model of both, at the same price. */
export function carriedForwardMonths(rows: readonly PriceRow[]): string[] {
  const byMonth = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const month = byMonth.get(row.month) ?? new Map<string, number>();
    month.set(row.code, row.yuan);
    byMonth.set(row.month, month);
  }
  const months = [...byMonth.keys()].sort();
  return months.filter((month, index) => {
    if (index === 0) return false;
    const before = byMonth.get(months[index - 1]!)!;
    const prices = byMonth.get(month)!;
    return prices.size === before.size && [...prices].every(([code, yuan]) => before.get(code) === yuan);
  });
}

/** One code's prices, oldest first, with their marks. */
export function markSeries(prices: readonly MonthPrice[], carried: ReadonlySet<string>, marginPercent = DOUBTFUL_MARGIN_PERCENT): PricePoint[] {
  const sorted = [...prices].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
  const collected = sorted.filter((price) => !carried.has(price.month));
  const factor = 1 + marginPercent / 100;
  const doubt = new Map<string, NonNullable<PricePoint['doubtful']>>();
  if (collected.length >= 3) {
    collected.forEach((price, index) => {
      const [a, b] =
        index === 0
          ? [collected[1]!, collected[2]!]
          : index === collected.length - 1
            ? [collected[index - 1]!, collected[index - 2]!]
            : [collected[index - 1]!, collected[index + 1]!];
      const neighbours: [MonthPrice, MonthPrice] = [
        { month: a.month, yuan: a.yuan },
        { month: b.month, yuan: b.yuan },
      ];
      if (price.yuan > a.yuan * factor && price.yuan > b.yuan * factor) doubt.set(price.month, { direction: 'above', neighbours });
      else if (price.yuan * factor < a.yuan && price.yuan * factor < b.yuan) doubt.set(price.month, { direction: 'below', neighbours });
    });
  }
  return sorted.map(({ month, yuan }) => {
    const doubtful = doubt.get(month);
    return { month, yuan, ...(carried.has(month) ? { carriedForward: true as const } : {}), ...(doubtful ? { doubtful } : {}) };
  });
}
