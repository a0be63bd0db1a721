import type { Locale } from './locales.js';
import { queryCodec, pageNumber, shortText } from './query-codec.js';
import { hrefFor, type RawQuery } from './route-paths.js';

/**
 * A socket page's state, all of it in the query string so that every view of it is a link and
 * the board filter is a plain GET form: how its processors are sorted and which page of them,
 * which chipset and form factor its boards are narrowed to and which page of boards. Parsing
 * never fails: a value it cannot read falls back to the default, and one it can read but the
 * socket does not have is dropped by the page, which says so. Safe to import in the browser.
 */
export interface SocketQuery {
  /** 'launched' (newest first), or a benchmark's id (best first) */
  sort: string;
  /** the page of processors, 1-based */
  page: number;
  /** a chipset id (`b550`), as asked */
  chipset: string | null;
  /** a form factor's slug (`micro-atx`), as asked */
  form: string | null;
  /** the page of boards, 1-based */
  boardsPage: number;
}

export const DEFAULT_SORT = 'launched';
export const DEFAULT_SOCKET_QUERY: SocketQuery = { sort: DEFAULT_SORT, page: 1, chipset: null, form: null, boardsPage: 1 };
/** where a page sends the board filter's form: the boards' heading */
export const SOCKET_BOARDS_ANCHOR = 'boards';
export const SOCKET_PROCESSORS_ANCHOR = 'processors';

const lower = (value: string | null) => value?.toLowerCase() ?? null;

/** The parameters in the canonical URL's order, each left out when it is the default. */
const SOCKET_CODEC = /* @__PURE__ */ queryCodec<SocketQuery>(DEFAULT_SOCKET_QUERY, [
  { name: 'sort', read: (value) => ({ sort: lower(shortText(value)) ?? DEFAULT_SORT }), write: (q) => (q.sort !== DEFAULT_SORT ? q.sort : null) },
  { name: 'page', read: (value) => ({ page: pageNumber(value) }), write: (q) => (q.page > 1 ? String(q.page) : null) },
  { name: 'chipset', read: (value) => ({ chipset: lower(shortText(value)) }), write: (q) => q.chipset },
  { name: 'form', read: (value) => ({ form: lower(shortText(value)) }), write: (q) => q.form },
  { name: 'boards_page', read: (value) => ({ boardsPage: pageNumber(value) }), write: (q) => (q.boardsPage > 1 ? String(q.boardsPage) : null) },
]);

export const parseSocketQuery = (raw: RawQuery): SocketQuery => SOCKET_CODEC.parse(raw);

/** '' or '?…': the non-default values in one order (the page's canonical query). */
export function socketQueryString(query: SocketQuery, change: Partial<SocketQuery> = {}): string {
  return SOCKET_CODEC.serialize({ ...query, ...change });
}

export function socketHref(locale: Locale, socket: string, query: SocketQuery = DEFAULT_SOCKET_QUERY, anchor?: string): string {
  return hrefFor('socket', locale, { socket }, socketQueryString(query)) + (anchor ? `#${anchor}` : '');
}
