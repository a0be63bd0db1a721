import type { LadderData, LadderEntry, LadderMark, LadderPageData, LadderParts, LadderRow, LadderTier } from '../shared/page-data/ladder.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { ladderEntries, ladderSizes, ranking, type RankedProcessor } from '../catalogue/ladder.js';
import { translate } from '../messages.js';
import { ladderQueryString, ladderSegmentOf, parseLadderQuery, tierOf, type LadderQuery } from '../shared/ladder-query.js';
import { parseProcessorKey } from '../shared/processor.js';
import type { Page } from './page.js';

/**
 * /ladder: one segment's processors ranked by a metric of their open benchmark score, in tiers,
 * a page of entries at a time. `mark=vendor:id` highlights one processor and, unless a page is
 * asked for, opens the page that holds it; when it cannot be shown the page says why.
 */
export const LADDER_PAGE_SIZE = 250;

/** Entries whose values are within this share of the row's first sit on one row: equal height, equal speed. */
const ROW_TOLERANCE = 0.02;

const ladderPage: Page<'ladder', LadderPageData, LadderParts, LadderQuery> = {
  query: (raw) => parseLadderQuery(raw),
  canonicalQuery: (query) => ladderQueryString(query),
  load({ catalogue, locale, query }) {
    const data = ladderData(catalogue, query);
    const segment = translate(locale, `ladderSegment.${data.query.segment}`);
    return {
      data: {
        segment: data.query.segment,
        marked: data.mark?.status === 'shown' ? data.mark.key : null,
      },
      parts: { body: { data } },
      title: `${translate(locale, 'ladderTitle', { segment })} · ${translate(locale, 'siteName')}`,
      description: translate(locale, 'ladderDescription', { segment }),
    };
  },
  // Ranking a segment's processors is computed on first use; the desktop ladder is warmed by the
  // home page's ladder tops.
  warmUp: () => ['/ladder?segment=mobile', '/ladder?segment=server'],
};

export function ladderData(catalogue: Catalogue, query: LadderQuery): LadderData {
  const { best } = ranking(catalogue, query.segment, query.metric);
  const entries = ladderEntries(catalogue, query.segment, query.metric, query.vendor);
  const mark = query.mark === null ? null : markOf(catalogue, query, entries);
  const pages = Math.max(1, Math.ceil(entries.length / LADDER_PAGE_SIZE));
  const page = Math.min(pages, query.page ?? (mark?.index !== undefined ? Math.floor(mark.index / LADDER_PAGE_SIZE) + 1 : 1));
  const start = (page - 1) * LADDER_PAGE_SIZE;
  const shown = entries.slice(start, start + LADDER_PAGE_SIZE);
  return {
    query: { ...query, page: query.page === null ? null : page },
    source: catalogue.benchmark.source,
    sizes: ladderSizes(catalogue, query.metric, query.vendor),
    best,
    total: entries.length,
    page,
    pages,
    tiers: tiersOf(shown, best),
    mark: mark && mark.state,
  };
}

/** A page's entries as rows (an Intel and an AMD entry of about equal value share one), grouped by tier. */
function tiersOf(shown: readonly RankedProcessor[], best: number): LadderTier[] {
  const tiers: LadderTier[] = [];
  let row: LadderRow | null = null;
  let rowValue = 0;
  for (const ranked of shown) {
    const tier = tierOf(ranked.value / best);
    let current = tiers[tiers.length - 1];
    if (current?.tier !== tier) {
      tiers.push((current = { tier, rows: [] }));
      row = null;
    }
    const entry: LadderEntry = {
      vendor: ranked.processor.vendor,
      id: ranked.processor.id,
      name: ranked.processor.name,
      // Four decimals say all a page shows (per-watt and per-dollar values are small) in fewer bytes.
      value: Math.round(ranked.value * 1e4) / 1e4,
      samples: ranked.score.samples,
      rank: ranked.rank,
    };
    if (!row || row[entry.vendor] || ranked.value < rowValue * (1 - ROW_TOLERANCE)) {
      current.rows.push((row = { intel: null, amd: null }));
      rowValue = ranked.value;
    }
    row[entry.vendor] = entry;
  }
  return tiers;
}

/** What became of the processor the URL asks to mark, and where it is in the entries when shown. */
function markOf(catalogue: Catalogue, query: LadderQuery, entries: readonly RankedProcessor[]): { state: LadderMark; index?: number } {
  const key = query.mark!;
  const named = parseProcessorKey(key);
  const processor = named ? catalogue.find(named.vendor, named.id) : undefined;
  if (!processor) return { state: { key, name: null, status: 'unknown', segment: null } };
  const segment = ladderSegmentOf(processor.segment);
  const state = (status: LadderMark['status']): LadderMark => ({ key, name: processor.name, vendor: processor.vendor, id: processor.id, status, segment });
  if (segment === null) return { state: state('no-ladder') };
  if (segment !== query.segment) return { state: state('other-segment') };
  if (!catalogue.benchmark.scoreOf(processor)) return { state: state('no-score') };
  if (query.vendor && query.vendor !== processor.vendor) return { state: state('filtered') };
  const index = entries.findIndex((entry) => entry.processor === processor);
  if (index === -1) return { state: state('no-metric') };
  return { state: { ...state('shown'), rank: entries[index]!.rank }, index };
}

export default ladderPage;
