import { translator } from '../../shared/messages.js';
import { formatClock, formatCoresThreads, formatLaunch, formatNumber, formatUnit } from '../../shared/format.js';
import type { MessageKey } from '../../shared/messages.js';
import type { ProcessorData, ProcessorParts } from '../../shared/page-data/processor.js';
import { placeText } from '../../../views/parts/benchmark/benchmark-source.js';
import { emptyCard, titleWithoutSite, type CardKind } from '../card-content.js';

/**
 * A processor: its name and vendor, the specs a buyer reads first (cores and threads, boost clock,
 * TDP, launch), and its standing: its place on its segment's ladder in the first headline benchmark
 * that ranks it (multi-thread rendering, then the single-thread index), with the figure.
 */
export const processorCard: CardKind<ProcessorData, ProcessorParts> = ({ data: { processor }, parts, title, locale }) => {
  const t = translator(locale);
  const specs = [
    processor.cores !== null ? formatCoresThreads(locale, t, processor.cores, processor.threads) : null,
    processor.boostClockGHz !== null ? t('cards.boost', { clock: formatClock(locale, processor.boostClockGHz) }) : null,
    processor.tdpW !== null ? formatUnit(locale, processor.tdpW, 'W') : null,
    processor.launched ? formatLaunch(locale, processor.launched) : null,
  ].filter((spec): spec is string => spec !== null);
  const ranked = parts.score?.benchmarks.find((entry) => entry.rank !== null && entry.segment !== null);
  const benchmark = ranked ? t(`benchmarks.${ranked.benchmark.id}.short` as MessageKey) : '';
  return {
    ...emptyCard,
    kicker: `${t(`segment.${processor.segment}`)} · ${t('cards.kind.processor')}`,
    title: titleWithoutSite(title, t('siteName')),
    vendors: [processor.vendor],
    lines: ranked ? [specs.join(' · ')] : [specs.join(' · '), t('cards.noStanding')],
    stats: ranked
      ? [
          {
            value: t('cards.place', { rank: placeText(t, locale, ranked.rank!, ranked.worstRank ?? ranked.rank!) }),
            label: t('cards.standing', { benchmark, segment: t(`ladderSegment.${ranked.segment!}`), total: formatNumber(locale, ranked.total) }),
          },
          { value: formatNumber(locale, ranked.figure.score, 0), label: `${benchmark} · ${t(`benchmarks.${ranked.benchmark.id}.unit` as MessageKey)}` },
        ]
      : [],
  };
};
