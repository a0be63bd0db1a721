import type { ProcessorParts } from '../../../src/shared/page-data/processor.js';
import { formatLaunch, formatYuan } from '../../../src/shared/format.js';
import { translator } from '../../../src/shared/messages.js';
import { PriceHistoryChart } from '../charts/price-history-chart.js';
import { PriceCredit } from '../price/price-credit.js';
import type { PartProps } from '../../view-module.js';

/**
 * "Price in China": the processor's China retail price in yuan now (the lowest across shops, with
 * its month), or the month it has had none since; the lowest and highest of the last twelve
 * months; the monthly prices as a chart; the credit the prices' licence asks for. The launch price
 * stays in the specifications, in dollars: the two are never put in one figure (docs/prices.md).
 */
export function ProcessorPriceBlock({
  now,
  lastYear,
  series,
  lastMonth,
  doubtfulMarginPercent,
  credit,
  locale,
}: PartProps<NonNullable<ProcessorParts['price']>>) {
  const t = translator(locale);
  const month = (value: string) => formatLaunch(locale, value);
  const atMonth = ({ yuan, month: value }: { yuan: number; month: string }) => t('price.atMonth', { price: formatYuan(locale, yuan), month: month(value) });
  return (
    <section className="price-block panel" aria-labelledby="price-heading">
      <h2 id="price-heading">{t('price.heading')}</h2>
      <dl className="price-facts">
        <div className="price-facts__now">
          <dt>{t('price.nowLabel')}</dt>
          {'yuan' in now ? (
            <dd>
              <strong className="price-facts__yuan">{formatYuan(locale, now.yuan)}</strong> <span className="price-facts__month">{month(now.month)}</span>
              <span className="price-facts__what">{t('price.what')}</span>
            </dd>
          ) : (
            <dd>
              <strong className="price-facts__none">{now.since ? t('price.noneSince', { month: month(now.since) }) : t('price.noneUsable')}</strong>
              <span className="price-facts__what">{t('price.noneWhy', { month: month(lastMonth) })}</span>
            </dd>
          )}
        </div>
        <div>
          <dt>{t('price.lowLabel')}</dt>
          <dd>{lastYear ? atMonth(lastYear.low) : t('price.noLastYear')}</dd>
        </div>
        <div>
          <dt>{t('price.highLabel')}</dt>
          <dd>{lastYear ? atMonth(lastYear.high) : t('price.noLastYear')}</dd>
        </div>
      </dl>
      <p className="benchmark-method price-block__apart">{t('price.apart')}</p>
      <PriceHistoryChart locale={locale} price={{ series, lastMonth, now, doubtfulMarginPercent }} />
      <PriceCredit credit={credit} locale={locale} />
    </section>
  );
}
