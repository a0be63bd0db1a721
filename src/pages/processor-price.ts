import type { Catalogue } from '../catalogue/catalogue.js';
import type { Locale } from '../shared/locales.js';
import type { ProcessorPrice } from '../shared/page-data/processor.js';
import type { Processor } from '../shared/processor.js';
import { priceCreditOf } from './price-credit.js';

/**
 * A processor's China retail prices for its detail page (docs/prices.md): null when the source has
 * never priced it (most processors: it follows 50 desktop parts) or the catalogue has no prices, so
 * the page shows nothing rather than a line on every other page saying so.
 */
export function processorPriceOf(catalogue: Pick<Catalogue, 'prices'>, processor: Processor, locale: Locale): ProcessorPrice | null {
  const { prices } = catalogue;
  const series = prices.series(processor);
  const credit = priceCreditOf(catalogue, locale);
  if (!series.length || !credit || !prices.file) return null;
  return {
    now: prices.priceNow(processor),
    lastYear: prices.lastYear(processor),
    series: [...series],
    lastMonth: prices.file.lastMonth,
    doubtfulMarginPercent: prices.file.rules.doubtfulMarginPercent,
    credit,
  };
}
