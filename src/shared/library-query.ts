import { SEGMENTS, VENDORS, type Segment, type Vendor } from './processor.js';
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
  ['vendor', 'vendor'], ['segment', 'segment'], ['socket', 'socket'], ['cores_min', 'coresMin'], ['cores_max', 'coresMax'],
  ['year_min', 'yearMin'], ['year_max', 'yearMax'], ['cny_min', 'cnyMin'], ['cny_max', 'cnyMax'],
] as const satisfies readonly (readonly [string, keyof LibraryQuery])[];

/** Newest first: what a visitor most often wants from a catalogue. */
export const DEFAULT_QUERY: LibraryQuery = {
  q: '', vendor: null, segment: null, socket: null, coresMin: null, coresMax: null,
  yearMin: null, yearMax: null, scored: false, cnyMin: null, cnyMax: null, sort: 'launched', descending: true, page: 1, per: 24,
};

export const MAX_SEARCH_LENGTH = 100;


export function parseLibraryQuery(raw: RawQuery): LibraryQuery {
  const text = (name: string) => {
    const value = raw[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  };
  const sort = text('sort');
  const sortKey = /^-?[a-z0-9]+(-[a-z0-9]+)*$/.test(sort) && sort.length < 60 ? sort.replace(/^-/, '') : null;
  const per = Number(text('per'));
  // A range asked the wrong way round is the same range.
  const range = (name: string, min: number, max: number) => {
    const ends = [integer(text(`${name}_min`), min, max), integer(text(`${name}_max`), min, max)] as const;
    return ends[0] !== null && ends[1] !== null && ends[0] > ends[1] ? [ends[1], ends[0]] as const : ends;
  };
  const [coresMin, coresMax] = range('cores', 1, 1024);
  const [yearMin, yearMax] = range('year', 1970, 2100);
  // whole yuan, as yuanOfQuery (src/shared/price-query.ts) reads them
  const [cnyMin, cnyMax] = range('cny', 1, 1_000_000);
  const socket = text('socket');
  const q = text('q').slice(0, MAX_SEARCH_LENGTH);
  const order = sortKey === RELEVANCE || sortKey === null ? defaultOrder(q) : { sort: sortKey, descending: sort.startsWith('-') };
  return {
    q,
    vendor: VENDORS.find((vendor) => vendor === text('vendor')) ?? null,
    segment: SEGMENTS.find((segment) => segment === text('segment')) ?? null,
    socket: socket && socket.length <= 40 ? socket : null,
    coresMin,
    coresMax,
    yearMin,
    yearMax,
    scored: text('scored') === '1',
    cnyMin,
    cnyMax,
    ...order,
    page: integer(text('page'), 1, 1_000_000) ?? 1,
    per: PAGE_SIZES.find((size) => size === per) ?? DEFAULT_QUERY.per,
  };
}

/** The order a query has when none is chosen: the best match under a text query, else newest first. */
export function defaultOrder(q: string): Pick<LibraryQuery, 'sort' | 'descending'> {
  return q ? { sort: RELEVANCE, descending: false } : { sort: DEFAULT_QUERY.sort, descending: DEFAULT_QUERY.descending };
}

/** The query string of a library state, defaults left out: `?vendor=amd&sort=-cores`. */
export function libraryQueryString(query: LibraryQuery, changes: Partial<LibraryQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | null, fallback: string | number | null) => {
    if (value !== null && value !== '' && value !== fallback) params.set(name, String(value));
  };
  put('q', next.q, '');
  for (const [name, key] of FILTER_FIELDS) put(name, next[key], null);
  put('scored', next.scored ? 1 : null, null);
  // The best match is no order without a query (a state whose query was just cleared keeps its sort).
  const order = next.sort === RELEVANCE ? defaultOrder(next.q) : next;
  const fallback = defaultOrder(next.q);
  put('sort', `${order.descending ? '-' : ''}${order.sort}`, `${fallback.descending ? '-' : ''}${fallback.sort}`);
  put('per', next.per, DEFAULT_QUERY.per);
  put('page', next.page, 1);
  const search = params.toString();
  return search ? `?${search}` : '';
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
  return Boolean(query.q || query.vendor || query.segment || query.socket || query.scored) ||
    [query.coresMin, query.coresMax, query.yearMin, query.yearMax, query.cnyMin, query.cnyMax].some((value) => value !== null);
}

function integer(value: string, min: number, max: number): number | null {
  if (!/^\d{1,7}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
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
