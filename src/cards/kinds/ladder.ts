import { formatNumber, formatScore } from '../../shared/format.js';
import { translator } from '../../shared/messages.js';
import type { LadderData, LadderEntry, LadderPageData, LadderParts } from '../../shared/page-data/ladder.js';
import { placeText } from '../../../views/parts/benchmark/benchmark-source.js';
import { emptyCard, titleWithoutSite, type CardKind, type CardRow } from '../card-content.js';

/** The ladder (and the value ladder): its title and its top ten, each with its figure and a bar. */
export const ladderCard: CardKind<LadderPageData, LadderParts> = ({ parts, title, locale }) => {
  const t = translator(locale);
  const { data } = parts.body;
  return {
    ...emptyCard,
    kicker: t('cards.kind.ladder'),
    title: titleWithoutSite(title, t('siteName')),
    lines: data.total === 0 ? [t(data.benchmark ? 'ladder.empty' : 'ladder.noScores')] : [t('cards.topTen', { count: formatNumber(locale, data.total) })],
    rows: ladderEntries(data)
      .slice(0, 10)
      .map((entry) => ladderRow(entry, data, locale)),
  };
};

/** Every entry of the ladder's page in rank order, its tiers and vendor columns undone. */
export function ladderEntries(data: LadderData): LadderEntry[] {
  return data.tiers.flatMap(({ rows }) => rows.flatMap((row) => Object.values(row))).sort((a, b) => a.rank - b.rank);
}

export function ladderRow(entry: LadderEntry, data: LadderData, locale: 'zh' | 'en'): CardRow {
  const t = translator(locale);
  return {
    rank: placeText(t, locale, entry.rank, entry.worstRank),
    name: entry.name,
    vendor: entry.vendor,
    value: formatScore(locale, entry.value, data.query.metric !== 'score'),
    share: data.best > 0 ? entry.value / data.best : 0,
  };
}
