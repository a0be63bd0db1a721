import { DEFAULT_BENCHMARK } from './benchmark.js';
import type { Locale } from './locales.js';
import { VENDORS, type Segment, type Vendor } from './processor.js';
import { yuanOfQuery } from './price-query.js';
import { hrefFor } from './route-paths.js';

/**
 * The ladder's state (天梯图), all of it in the query string like the library's: which segment is
 * ranked, by which vendor and metric, which processor is marked, and the page. Parsing never fails:
 * an unknown value falls back to its default. Also the tiers, whose thresholds the page states.
 * Safe to import in the browser.
 */

/**
 * One ranking per segment, never mixed: a laptop part is not ranked against desktops. Workstation
 * parts (Threadripper, Xeon W) share a ladder with servers; embedded parts have none.
 */
export const LADDER_SEGMENTS = ['desktop', 'mobile', 'server'] as const;
export type LadderSegment = (typeof LADDER_SEGMENTS)[number];

/** The record segments each ladder ranks. */
export const LADDER_MEMBERS: Readonly<Record<LadderSegment, readonly Segment[]>> = {
  desktop: ['desktop'],
  mobile: ['mobile'],
  server: ['server', 'workstation'],
};

/** The ladder a record's segment belongs to, or null (embedded parts). */
export function ladderSegmentOf(segment: Segment): LadderSegment | null {
  return LADDER_SEGMENTS.find((ladder) => LADDER_MEMBERS[ladder].includes(segment)) ?? null;
}

/** Other words for a segment a visitor may type: `laptop` is `mobile`, `workstation` is `server`. */
const SEGMENT_ALIASES: Readonly<Record<string, LadderSegment>> = { laptop: 'mobile', workstation: 'server' };

/**
 * What the ladder ranks by: the score itself, the score per watt of the power the vendor states
 * (not measured power), per US dollar of launch price, or per 100 yuan of the China retail price
 * now (the value ladder, 性价比天梯; docs/prices.md).
 */
export const METRICS = ['score', 'per-watt', 'per-dollar', 'per-yuan'] as const;
export type Metric = (typeof METRICS)[number];

/**
 * Tiers, by a processor's value as a share of the best value in its ladder segment for the metric
 * (both vendors, so filtering by vendor never moves a processor to another tier). The reasons for
 * these floors are in docs/decisions.md.
 */
export const TIERS = ['flagship', 'high-end', 'mainstream', 'entry'] as const;
export type Tier = (typeof TIERS)[number];
export const TIER_FLOORS: Readonly<Record<Tier, number>> = { flagship: 0.7, 'high-end': 0.45, mainstream: 0.25, entry: 0 };

export function tierOf(share: number): Tier {
  return TIERS.find((tier) => share >= TIER_FLOORS[tier]) ?? 'entry';
}

export interface LadderQuery {
  /** the benchmark ranked (`blender`, `specrate2017-int-base-1chip`, …); whether the catalogue has it is the server's question */
  benchmark: string;
  segment: LadderSegment;
  vendor: Vendor | null;
  metric: Metric;
  /** a processor key (`amd:ryzen-7-7800x3d`) to highlight and scroll to */
  mark: string | null;
  /** null: the first page, or the page holding the marked processor */
  page: number | null;
  /** list the figures that do not rank by default too (one result, or doubtful), ranked among the rest (`unranked=1`) */
  unranked: boolean;
  /** ranked per yuan: only the processors whose price now is at most this many yuan (`cny_max`); null for any price */
  cnyMax: number | null;
}

export const DEFAULT_LADDER_QUERY: LadderQuery = { benchmark: DEFAULT_BENCHMARK, segment: 'desktop', vendor: null, metric: 'score', mark: null, page: null, unranked: false, cnyMax: null };

/** The id of the marked entry's element: links to a marked ladder end in `#` + this. */
export const MARKED_ENTRY_ID = 'ladder-mark';

type RawQuery = Record<string, string | string[] | undefined>;

export function parseLadderQuery(raw: RawQuery): LadderQuery {
  const text = (name: string) => {
    const value = raw[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  };
  const segment = text('segment').toLowerCase();
  const benchmark = text('benchmark').toLowerCase();
  const mark = text('mark');
  const page = /^\d{1,7}$/.test(text('page')) ? Number(text('page')) : 0;
  return {
    benchmark: /^[a-z0-9]+(-[a-z0-9]+)*$/.test(benchmark) && benchmark.length <= 60 ? benchmark : DEFAULT_LADDER_QUERY.benchmark,
    segment: LADDER_SEGMENTS.find((s) => s === segment) ?? SEGMENT_ALIASES[segment] ?? DEFAULT_LADDER_QUERY.segment,
    vendor: VENDORS.find((vendor) => vendor === text('vendor')) ?? null,
    metric: METRICS.find((metric) => metric === text('metric')) ?? DEFAULT_LADDER_QUERY.metric,
    // The shape of a key only; whether it names a processor is the server's question.
    mark: (mark.length <= 100 && /^[a-z]+:[a-z0-9-]{1,80}$/.test(mark) && VENDORS.some((vendor) => mark.startsWith(`${vendor}:`))) ? mark : null,
    page: page >= 1 ? page : null,
    unranked: text('unranked') === '1',
    cnyMax: yuanOfQuery(text('cny_max')),
  };
}

/**
 * The query string of a ladder state: the segment always (it is what the page is), the rest
 * when not the default: `?benchmark=sysbench-cpu-single-thread&segment=mobile&metric=per-watt`.
 * A budget is a yuan price, so it belongs to the ladder per yuan alone: `?segment=desktop&metric=per-yuan&cny_max=1000`.
 */
export function ladderQueryString(query: LadderQuery, changes: Partial<LadderQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.benchmark !== DEFAULT_LADDER_QUERY.benchmark) params.set('benchmark', next.benchmark);
  params.set('segment', next.segment);
  if (next.vendor) params.set('vendor', next.vendor);
  if (next.metric !== DEFAULT_LADDER_QUERY.metric) params.set('metric', next.metric);
  if (next.metric === 'per-yuan' && next.cnyMax !== null) params.set('cny_max', String(next.cnyMax));
  if (next.mark) params.set('mark', next.mark);
  if (next.unranked) params.set('unranked', '1');
  if (next.page !== null) params.set('page', String(next.page));
  return `?${params.toString()}`;
}

/** A ladder's URL; with a processor marked, it ends in the marked entry's fragment, so the browser scrolls to it. */
export function ladderHref(locale: Locale, query: LadderQuery, changes: Partial<LadderQuery> = {}): string {
  const next = { ...query, ...changes };
  return hrefFor('ladder', locale, {}, ladderQueryString(next)) + (next.mark ? `#${MARKED_ENTRY_ID}` : '');
}
