import { SEGMENTS, VENDORS, type Segment, type Vendor } from './processor.js';
import { firstText, queryCodec, type QueryParam } from './query-codec.js';
import type { RawQuery } from './route-paths.js';

/**
 * The library's state, all of it in the query string so every
 * result page is a shareable URL. Parsing never fails: an unknown or
 * malformed value falls back to its default. Safe to import in the browser.
 */
export const SORT_KEYS = ['name', 'launched', 'cores', 'boost', 'tdp', 'price', 'price-cny', 'score'] as const;
/**
 * The orders the record's facts give; `price` is the US launch price, `price-cny` the China retail
 * price now in yuan (docs/prices.md), `score` the default benchmark's figure (Blender).
 */
export type FixedSortKey = (typeof SORT_KEYS)[number];
/**
 * Any order: one of those, or a benchmark's id (`sysbench-cpu-single-thread`), which sorts by that
 * benchmark's figure. Here only its shape is checked; whether the catalogue has it is the server's
 * question (src/catalogue/library-request.ts), as for a socket.
 */
export type SortKey = FixedSortKey | (string & {});
/**
 * The best match first, by the header suggestions' rule (the exact model before its variants, a
 * measured part before one no benchmark names): the order under a text query when the visitor has
 * chosen none, since a search asks for one part and newest first put the 14700KF before the 14700K
 * and Qualcomm's developer kit before the X Elite laptops. Without a query it means nothing, and
 * reads as the default. A chosen order, newest first included, still wins (docs/decisions.md).
 */
export const RELEVANCE = 'relevance';
export const PAGE_SIZES = [12, 24, 48, 96] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export interface LibraryQuery {
  q: string;
  vendor: Vendor | null;
  segment: Segment | null;
  socket: string | null;
  coresMin: number | null;
  coresMax: number | null;
  yearMin: number | null;
  yearMax: number | null;
  /** only processors with a figure in any open benchmark (`scored=1`) */
  scored: boolean;
  /** only processors whose China retail price now is at least / at most this many yuan (`cny_min`, `cny_max`); either keeps only priced ones */
  cnyMin: number | null;
  cnyMax: number | null;
  sort: SortKey;
  descending: boolean;
  page: number;
  per: PageSize;
}

/** The filters a query parameter and a form field each hold as they are (null: not set), in the URL's order. */
export const FILTER_FIELDS = [
  ['vendor', 'vendor'],
  ['segment', 'segment'],
  ['socket', 'socket'],
  ['cores_min', 'coresMin'],
  ['cores_max', 'coresMax'],
  ['year_min', 'yearMin'],
  ['year_max', 'yearMax'],
  ['cny_min', 'cnyMin'],
  ['cny_max', 'cnyMax'],
] as const satisfies readonly (readonly [string, keyof LibraryQuery])[];

/** Newest first: what a visitor most often wants from a catalogue. */
export const DEFAULT_QUERY: LibraryQuery = {
  q: '',
  vendor: null,
  segment: null,
  socket: null,
  coresMin: null,
  coresMax: null,
  yearMin: null,
  yearMax: null,
  scored: false,
  cnyMin: null,
  cnyMax: null,
  sort: 'launched',
  descending: true,
  page: 1,
  per: 24,
};

export const MAX_SEARCH_LENGTH = 100;

/** The order a query has when none is chosen: the best match under a text query, else newest first. */
export function defaultOrder(q: string): Pick<LibraryQuery, 'sort' | 'descending'> {
  return q ? { sort: RELEVANCE, descending: false } : { sort: DEFAULT_QUERY.sort, descending: DEFAULT_QUERY.descending };
}
const sortText = (order: Pick<LibraryQuery, 'sort' | 'descending'>) => `${order.descending ? '-' : ''}${order.sort}`;

/** A whole number from min to max, or null. */
const integer = (value: RawQuery[string], min: number, max: number): number | null => {
  const text = firstText(value);
  if (!/^\d{1,7}$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
};
const written = (value: string | number | null) => (value === null || value === '' ? null : String(value));
/** One end of a range filter (`cores_min`), written when set. */
const rangeEnd = (
  name: string,
  key: 'coresMin' | 'coresMax' | 'yearMin' | 'yearMax' | 'cnyMin' | 'cnyMax',
  min: number,
  max: number,
): QueryParam<LibraryQuery> => ({
  name,
  read: (value) => ({ [key]: integer(value, min, max) }),
  write: (q) => written(q[key]),
});

/** The parameters in the canonical URL's order (FILTER_FIELDS' for the filters); defaults are left out. */
const LIBRARY_CODEC = /* @__PURE__ */ queryCodec<LibraryQuery>(
  DEFAULT_QUERY,
  [
    { name: 'q', read: (value) => ({ q: firstText(value).slice(0, MAX_SEARCH_LENGTH) }), write: (q) => written(q.q) },
    { name: 'vendor', read: (value) => ({ vendor: VENDORS.find((vendor) => vendor === firstText(value)) ?? null }), write: (q) => q.vendor },
    { name: 'segment', read: (value) => ({ segment: SEGMENTS.find((segment) => segment === firstText(value)) ?? null }), write: (q) => q.segment },
    {
      name: 'socket',
      read: (value) => {
        const socket = firstText(value);
        return { socket: socket && socket.length <= 40 ? socket : null };
      },
      write: (q) => written(q.socket),
    },
    rangeEnd('cores_min', 'coresMin', 1, 1024),
    rangeEnd('cores_max', 'coresMax', 1, 1024),
    rangeEnd('year_min', 'yearMin', 1970, 2100),
    rangeEnd('year_max', 'yearMax', 1970, 2100),
    // whole yuan, as yuanOfQuery (src/shared/price-query.ts) reads them
    rangeEnd('cny_min', 'cnyMin', 1, 1_000_000),
    rangeEnd('cny_max', 'cnyMax', 1, 1_000_000),
    { name: 'scored', read: (value) => ({ scored: firstText(value) === '1' }), write: (q) => (q.scored ? '1' : null) },
    {
      name: 'sort',
      // No order chosen (or one that cannot be read) reads as the best match, which settles below
      // into the default order for the query: the best match under a text query, else newest first.
      read: (value) => {
        const sort = firstText(value);
        const key = /^-?[a-z0-9]+(-[a-z0-9]+)*$/.test(sort) && sort.length < 60 ? sort.replace(/^-/, '') : null;
        return key === null || key === RELEVANCE ? { sort: RELEVANCE, descending: false } : { sort: key, descending: sort.startsWith('-') };
      },
      // The best match is no order without a query (a state whose query was just cleared keeps its sort).
      write: (q) => {
        const sort = sortText(q.sort === RELEVANCE ? defaultOrder(q.q) : q);
        return sort !== sortText(defaultOrder(q.q)) ? sort : null;
      },
    },
    {
      name: 'per',
      read: (value) => ({ per: PAGE_SIZES.find((size) => size === Number(firstText(value))) ?? DEFAULT_QUERY.per }),
      write: (q) => (q.per !== DEFAULT_QUERY.per ? String(q.per) : null),
    },
    { name: 'page', read: (value) => ({ page: integer(value, 1, 1_000_000) ?? 1 }), write: (q) => (q.page !== 1 ? String(q.page) : null) },
  ],
  // A range asked the wrong way round is the same range.
  (q) => ({
    ...q,
    ...ordered(q, 'coresMin', 'coresMax'),
    ...ordered(q, 'yearMin', 'yearMax'),
    ...ordered(q, 'cnyMin', 'cnyMax'),
    ...(q.sort === RELEVANCE ? defaultOrder(q.q) : {}),
  }),
);

function ordered<L extends keyof LibraryQuery, H extends keyof LibraryQuery>(q: LibraryQuery, low: L, high: H): Partial<LibraryQuery> {
  const [a, b] = [q[low], q[high]];
  return typeof a === 'number' && typeof b === 'number' && a > b ? { [low]: b, [high]: a } : {};
}

export const parseLibraryQuery = (raw: RawQuery): LibraryQuery => LIBRARY_CODEC.parse(raw);

/** The query string of a library state, defaults left out: `?vendor=amd&sort=-cores`. */
export function libraryQueryString(query: LibraryQuery, changes: Partial<LibraryQuery> = {}): string {
  return LIBRARY_CODEC.serialize({ ...query, ...changes });
}

/**
 * The query string of a library state's exports (src/shared/open-data-url.ts): its filters and
 * its order, without paging, since an export holds every page. The exports are CC0 and hold no
 * yuan price (docs/prices.md): neither do they filter or sort by one (exportedQuery).
 */
export function exportQueryString(query: LibraryQuery): string {
  return libraryQueryString(exportedQuery(query), { page: 1, per: DEFAULT_QUERY.per });
}

/** The part of a library state the exports answer: all of it but what rests on the yuan prices, whose licence (CC BY 4.0) is not the files'. */
export function exportedQuery(query: LibraryQuery): LibraryQuery {
  if (!usesYuan(query)) return query;
  const sort = query.sort === 'price-cny' ? { sort: DEFAULT_QUERY.sort, descending: DEFAULT_QUERY.descending } : {};
  return { ...query, cnyMin: null, cnyMax: null, ...sort };
}

/** Whether a library state filters or sorts by the China retail price now. */
export function usesYuan(query: LibraryQuery): boolean {
  return query.cnyMin !== null || query.cnyMax !== null || query.sort === 'price-cny';
}

/** True when any filter narrows the catalogue (sort and paging do not). */
export function isFiltered(query: LibraryQuery): boolean {
  return (
    Boolean(query.q || query.vendor || query.segment || query.socket || query.scored) ||
    [query.coresMin, query.coresMax, query.yearMin, query.yearMax, query.cnyMin, query.cnyMax].some((value) => value !== null)
  );
}

/** One filter the visitor has set, and the query without it. */
export interface ActiveFilter {
  name: 'q' | 'vendor' | 'segment' | 'socket' | 'cores' | 'year' | 'scored' | 'cny';
  without: Partial<LibraryQuery>;
}

/** The filters a query sets, in the form's order; a range (cores, years) is one filter. */
export function activeFilters(query: LibraryQuery): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  if (query.q) filters.push({ name: 'q', without: { q: '' } });
  if (query.vendor) filters.push({ name: 'vendor', without: { vendor: null } });
  if (query.segment) filters.push({ name: 'segment', without: { segment: null } });
  if (query.socket) filters.push({ name: 'socket', without: { socket: null } });
  if (query.coresMin !== null || query.coresMax !== null) filters.push({ name: 'cores', without: { coresMin: null, coresMax: null } });
  if (query.yearMin !== null || query.yearMax !== null) filters.push({ name: 'year', without: { yearMin: null, yearMax: null } });
  if (query.scored) filters.push({ name: 'scored', without: { scored: false } });
  if (query.cnyMin !== null || query.cnyMax !== null) filters.push({ name: 'cny', without: { cnyMin: null, cnyMax: null } });
  return filters;
}
