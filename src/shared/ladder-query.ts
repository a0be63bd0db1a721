import { DEFAULT_BENCHMARK } from './benchmark.js';
import type { Locale } from './locales.js';
import { VENDORS, type Segment, type Vendor } from './processor.js';
import { yuanOfQuery } from './price-query.js';
import { firstText, queryCodec } from './query-codec.js';
import { hrefFor, type RawQuery } from './route-paths.js';

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

export const DEFAULT_LADDER_QUERY: LadderQuery = {
  benchmark: DEFAULT_BENCHMARK,
  segment: 'desktop',
  vendor: null,
  metric: 'score',
  mark: null,
  page: null,
  unranked: false,
  cnyMax: null,
};

/** The id of the marked entry's element: links to a marked ladder end in `#` + this. */
export const MARKED_ENTRY_ID = 'ladder-mark';

/** The mark's shape only (`amd:ryzen-7-7800x3d`); whether it names a processor is the server's question. */
const isMarkShape = (mark: string) => mark.length <= 100 && /^[a-z]+:[a-z0-9-]{1,80}$/.test(mark) && VENDORS.some((vendor) => mark.startsWith(`${vendor}:`));

/**
 * The parameters in the canonical URL's order: the segment always (it is what the page is), the
 * rest when not the default. A budget is a yuan price, so it belongs to the ladder per yuan alone.
 */
const LADDER_CODEC = /* @__PURE__ */ queryCodec<LadderQuery>(DEFAULT_LADDER_QUERY, [
  {
    name: 'benchmark',
    read: (value) => {
      const benchmark = firstText(value).toLowerCase();
      return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(benchmark) && benchmark.length <= 60 ? { benchmark } : {};
    },
    write: (q) => (q.benchmark !== DEFAULT_LADDER_QUERY.benchmark ? q.benchmark : null),
  },
  {
    name: 'segment',
    read: (value) => {
      const segment = firstText(value).toLowerCase();
      return { segment: LADDER_SEGMENTS.find((s) => s === segment) ?? SEGMENT_ALIASES[segment] ?? DEFAULT_LADDER_QUERY.segment };
    },
    write: (q) => q.segment,
  },
  { name: 'vendor', read: (value) => ({ vendor: VENDORS.find((vendor) => vendor === firstText(value)) ?? null }), write: (q) => q.vendor || null },
  {
    name: 'metric',
    read: (value) => ({ metric: METRICS.find((metric) => metric === firstText(value)) ?? DEFAULT_LADDER_QUERY.metric }),
    write: (q) => (q.metric !== DEFAULT_LADDER_QUERY.metric ? q.metric : null),
  },
  {
    name: 'cny_max',
    read: (value) => ({ cnyMax: yuanOfQuery(firstText(value)) }),
    write: (q) => (q.metric === 'per-yuan' && q.cnyMax !== null ? String(q.cnyMax) : null),
  },
  { name: 'mark', read: (value) => ({ mark: isMarkShape(firstText(value)) ? firstText(value) : null }), write: (q) => q.mark || null },
  { name: 'unranked', read: (value) => ({ unranked: firstText(value) === '1' }), write: (q) => (q.unranked ? '1' : null) },
  {
    name: 'page',
    read: (value) => {
      const text = firstText(value);
      const page = /^\d{1,7}$/.test(text) ? Number(text) : 0;
      return { page: page >= 1 ? page : null };
    },
    write: (q) => (q.page !== null ? String(q.page) : null),
  },
]);

export const parseLadderQuery = (raw: RawQuery): LadderQuery => LADDER_CODEC.parse(raw);

/**
 * The query string of a ladder state: `?benchmark=sysbench-cpu-single-thread&segment=mobile&metric=per-watt`,
 * `?segment=desktop&metric=per-yuan&cny_max=1000`.
 */
export function ladderQueryString(query: LadderQuery, changes: Partial<LadderQuery> = {}): string {
  return LADDER_CODEC.serialize({ ...query, ...changes });
}

/** A ladder's URL; with a processor marked, it ends in the marked entry's fragment, so the browser scrolls to it. */
export function ladderHref(locale: Locale, query: LadderQuery, changes: Partial<LadderQuery> = {}): string {
  const next = { ...query, ...changes };
  return hrefFor('ladder', locale, {}, ladderQueryString(next)) + (next.mark ? `#${MARKED_ENTRY_ID}` : '');
}
