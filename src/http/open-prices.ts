import type { Catalogue } from '../catalogue/catalogue.js';
import { parseProcessorKey } from '../shared/processor.js';

/**
 * The China retail prices as a download, /data/prices.json: published apart from the catalogue's
 * CC0 files, as the GPL figures are, because they are not ours to dedicate. They are frocloud ·
 * DIYPCmarket's, under CC BY 4.0, which asks every publication to credit the author, link the
 * licence and say what was changed: the file says all three first, then what the price is, then
 * every processor's monthly prices with the author's code and how it was matched, then the codes no
 * processor is matched to yet, with their prices and why. docs/prices.md explains each field.
 */

/** What a price is, for a reader of the file alone. */
export const PRICE_MEANING = {
  zh: '人民币（元）月度最低零售价：当月在中国电商平台上买一颗全新（盒装或散片）处理器，各店铺中最低的实付价格，计入平台补贴与节日、店铺优惠，含增值税；不区分渠道，未说明运费。不是美元，也不是厂商建议零售价。',
  en: "Lowest retail price of the month in yuan (CNY): the lowest price a buyer paid among the shops of China's e-commerce platforms for a new part, boxed or tray, platform subsidies and shop discounts counted, VAT included; no channel recorded, shipping not stated. Not dollars, and not the vendor's list price.",
} as const;

export function pricesOpenData(catalogue: Catalogue) {
  const { file } = catalogue.prices;
  if (file === null) return null;
  const codeOf = new Map(Object.entries(file.matches).map(([code, match]) => [match.processor, { code, rule: match.rule }]));
  return {
    licence: file.licence,
    licenceUrl: file.licenceUrl,
    credit: file.credit,
    changes: file.changes,
    source: file.source,
    lastMonth: file.lastMonth,
    currency: 'CNY',
    price: PRICE_MEANING,
    rules: file.rules,
    processors: Object.entries(file.series).map(([key, prices]) => {
      const { vendor, id } = parseProcessorKey(key)!;
      const processor = catalogue.find(vendor, id)!;
      const match = codeOf.get(key)!;
      return { vendor, id, name: processor.name, code: match.code, match: match.rule, prices };
    }),
    unmatched: Object.entries(file.unmatched).map(([code, entry]) => ({ code, reason: entry.reason, prices: entry.prices })),
  };
}
