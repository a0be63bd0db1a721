import { formatNumber } from '../../shared/format.js';
import { translator } from '../../shared/messages.js';
import type { HomeData, HomeParts } from '../../shared/page-data/home.js';
import type { Vendor } from '../../shared/processor.js';
import { emptyCard, type CardKind } from '../card-content.js';

/** The home page: the site, what it is, how many processors of which vendors it holds, and how many benchmarks. */
export const homeCard: CardKind<HomeData, HomeParts> = ({ parts, description, locale }) => {
  const t = translator(locale);
  const { figures } = parts.overview;
  const vendors = (Object.entries(figures.byVendor) as [Vendor, number][]).filter(([, count]) => count > 0).map(([vendor]) => vendor);
  return {
    ...emptyCard,
    kicker: t('cards.kind.home'),
    title: t('siteName'),
    vendors,
    lines: [description],
    stats: [
      { value: formatNumber(locale, figures.total), label: t('cards.processors') },
      { value: formatNumber(locale, vendors.length), label: t('cards.vendors') },
    ],
  };
};
