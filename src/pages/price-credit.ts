import type { Catalogue } from '../catalogue/catalogue.js';
import type { Locale } from '../shared/locales.js';
import type { PriceCredit } from '../shared/page-data/price-credit.js';

/** The prices' credit for a page in `locale`, or null when the catalogue has no prices (a synthetic one). */
export function priceCreditOf(catalogue: Pick<Catalogue, 'prices'>, locale: Locale): PriceCredit | null {
  const source = catalogue.prices.source;
  if (!source) return null;
  return {
    name: source.name,
    url: source.url,
    licence: source.licence,
    licenceUrl: source.licenceUrl,
    credit: source.credit[locale],
    changes: source.changes[locale],
    lastMonth: source.lastMonth,
  };
}
