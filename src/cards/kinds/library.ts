import { formatNumber } from '../../shared/format.js';
import { translator } from '../../shared/messages.js';
import type { LibraryData, LibraryParts } from '../../shared/page-data/library.js';
import { emptyCard, titleWithoutSite, type CardKind } from '../card-content.js';

/** The library as filtered: the vendor chosen, how many processors match, and the first few of them. */
export const libraryCard: CardKind<LibraryData, LibraryParts> = ({ data, parts, title, locale }) => {
  const t = translator(locale);
  const query = parts.results.query.q;
  return {
    ...emptyCard,
    kicker: t('cards.kind.library'),
    title: query ? t('cards.librarySearch', { query }) : titleWithoutSite(title, t('siteName')),
    vendors: parts.vendors.selected ? [parts.vendors.selected] : [],
    stats: [{ value: formatNumber(locale, data.matched), label: t('cards.processors') }],
    rows: parts.results.results.slice(0, 3).map((processor) => ({ name: processor.name, vendor: processor.vendor })),
  };
};
