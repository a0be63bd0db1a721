import { KERNEL_IDS } from '../../shared/bench/suite.js';
import { formatNumber } from '../../shared/format.js';
import { translator } from '../../shared/messages.js';
import type { BenchData, BenchParts } from '../../shared/page-data/bench.js';
import { emptyCard, titleWithoutSite, type CardKind } from '../card-content.js';

/** The bench: what a run is, and the processor a shared link has picked, if any. */
export const benchCard: CardKind<BenchData, BenchParts> = ({ data, title, locale }) => {
  const t = translator(locale);
  return {
    ...emptyCard,
    kicker: t('cards.kind.bench'),
    title: titleWithoutSite(title, t('siteName')),
    lines: [data.processor?.fullName, t('cards.bench.line')].filter((line): line is string => Boolean(line)),
    stats: [{ value: formatNumber(locale, KERNEL_IDS.length), label: t('cards.bench.kernels') }],
  };
};
