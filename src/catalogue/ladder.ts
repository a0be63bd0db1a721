import type { BenchmarkScore } from '../shared/benchmark.js';
import { LADDER_MEMBERS, LADDER_SEGMENTS, ladderSegmentOf, tierOf, type LadderSegment, type Metric, type Tier } from '../shared/ladder-query.js';
import type { Processor, Vendor } from '../shared/processor.js';
import type { Catalogue } from './catalogue.js';
import { perCatalogue } from './per-catalogue.js';

/**
 * The rankings behind the ladder (天梯) and the detail pages' rank: for each ladder segment and
 * metric, every processor that has a value, best first. A processor without a score is not
 * ranked, and one without a TDP (or launch price) is not ranked per watt (or per dollar): nothing
 * is estimated. Each ranking is made on first use and kept for the catalogue's lifetime.
 */
export interface RankedProcessor {
  processor: Processor;
  score: BenchmarkScore;
  /** the metric's value: the score, score per TDP watt, or score per launch dollar */
  value: number;
  /** 1 for the best; processors with equal values share a rank */
  rank: number;
}

export interface Ranking {
  segment: LadderSegment;
  metric: Metric;
  /** best first; ties in name order */
  entries: readonly RankedProcessor[];
  /** the best value of the segment (both vendors), which tiers are measured against; 0 when empty */
  best: number;
  /** where each processor sits in `entries` */
  indexOf(processor: Processor): number | undefined;
}

export function metricValue(metric: Metric, processor: Pick<Processor, 'tdpW' | 'launchPriceUSD'>, score: number): number | null {
  switch (metric) {
    case 'score':
      return score;
    case 'per-watt':
      return processor.tdpW ? score / processor.tdpW : null;
    case 'per-dollar':
      return processor.launchPriceUSD ? score / processor.launchPriceUSD : null;
  }
}

const cache = perCatalogue(() => new Map<string, Ranking>());

export function ranking(catalogue: Catalogue, segment: LadderSegment, metric: Metric): Ranking {
  const rankings = cache(catalogue);
  const key = `${segment}:${metric}`;
  let made = rankings.get(key);
  if (!made) rankings.set(key, (made = makeRanking(catalogue, segment, metric)));
  return made;
}

function makeRanking(catalogue: Catalogue, segment: LadderSegment, metric: Metric): Ranking {
  const members = LADDER_MEMBERS[segment];
  const entries: RankedProcessor[] = [];
  for (const processor of catalogue.processors) {
    if (!members.includes(processor.segment)) continue;
    const score = catalogue.benchmark.scoreOf(processor);
    const value = score && metricValue(metric, processor, score.score);
    if (score && value) entries.push({ processor, score, value, rank: 0 });
  }
  entries.sort((a, b) => b.value - a.value || (a.processor.name < b.processor.name ? -1 : a.processor.name > b.processor.name ? 1 : 0) ||
    (a.processor.vendor < b.processor.vendor ? -1 : 1));
  const index = new Map<Processor, number>();
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    entry.rank = previous && previous.value === entry.value ? previous.rank : i + 1;
    index.set(entry.processor, i);
  });
  return { segment, metric, entries, best: entries[0]?.value ?? 0, indexOf: (processor) => index.get(processor) };
}

/** Where a processor stands on its segment's score ladder, for its detail page. */
export interface Standing {
  segment: LadderSegment;
  rank: number;
  /** scored processors on that ladder */
  total: number;
  /** the share of the others it is faster than (0–1); null when it is alone */
  fasterThan: number | null;
  tier: Tier;
}

export function standingOf(catalogue: Catalogue, processor: Processor): Standing | null {
  const segment = ladderSegmentOf(processor.segment);
  if (!segment) return null;
  const scores = ranking(catalogue, segment, 'score');
  const index = scores.indexOf(processor);
  if (index === undefined) return null;
  const entry = scores.entries[index]!;
  const total = scores.entries.length;
  // Processors after it with a lower value (equal values are neither faster nor slower).
  let slower = total - index - 1;
  while (slower > 0 && scores.entries[total - slower]!.value === entry.value) slower--;
  return { segment, rank: entry.rank, total, fasterThan: total > 1 ? slower / (total - 1) : null, tier: tierOf(entry.value / scores.best) };
}

const listCache = perCatalogue(() => new Map<string, readonly RankedProcessor[]>());

/**
 * The processors a ladder lists: its segment's ranking by the metric, of one vendor or both. The
 * list and the count on its segment's tab both read this, so they cannot disagree (a tab that
 * counted the score ranking of both vendors said 230 over a per-watt list of 214).
 */
export function ladderEntries(catalogue: Catalogue, segment: LadderSegment, metric: Metric, vendor: Vendor | null): readonly RankedProcessor[] {
  const { entries } = ranking(catalogue, segment, metric);
  if (vendor === null) return entries;
  const lists = listCache(catalogue);
  const key = `${segment}:${metric}:${vendor}`;
  let list = lists.get(key);
  if (!list) lists.set(key, (list = entries.filter((entry) => entry.processor.vendor === vendor)));
  return list;
}

/** How many processors each segment's ladder lists for a metric and vendor: each segment tab shows its own. */
export function ladderSizes(catalogue: Catalogue, metric: Metric, vendor: Vendor | null): Record<LadderSegment, number> {
  return Object.fromEntries(LADDER_SEGMENTS.map((segment) => [segment, ladderEntries(catalogue, segment, metric, vendor).length])) as Record<LadderSegment, number>;
}
