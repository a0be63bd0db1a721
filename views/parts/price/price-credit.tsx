import type { Locale } from '../../../src/shared/locales.js';
import { translator } from '../../../src/shared/messages.js';
import type { PriceCredit as PriceCreditData } from '../../../src/shared/page-data/price-credit.js';

/**
 * The credit every page showing a yuan price carries (the prices are CC BY 4.0, not CC0): the
 * author's own words, a link to the source and to the licence, and what CPU Atlas changed.
 */
export function PriceCredit({ credit, locale }: { credit: PriceCreditData; locale: Locale }) {
  const t = translator(locale);
  return (
    <p className="benchmark-source price-source" data-source="prices">
      <span className="price-source__credit">{credit.credit}</span> <a href={credit.url}>{t('benchmark.sourceLink', { source: credit.name })}</a>
      {' · '}
      <a href={credit.licenceUrl} rel="license">
        {t('benchmark.licenceLink')}
      </a>{' '}
      <span className="price-source__changes">{credit.changes}</span>
    </p>
  );
}
