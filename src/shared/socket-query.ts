import type { Locale } from './locales.js';
import { hrefFor } from './route-paths.js';

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

type RawQuery = Record<string, string | string[] | undefined>;

/** A query value as text, or null; at most `max` characters, so a hostile URL stays small. */
export function queryText(raw: RawQuery, name: string, max = 80): string | null {
  const value = raw[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim().slice(0, max) ?? '';
  return text === '' ? null : text;
}

export function queryPage(raw: RawQuery, name: string): number {
  const text = queryText(raw, name) ?? '';
  return /^\d{1,6}$/.test(text) && Number(text) >= 1 ? Number(text) : 1;
}

export function parseSocketQuery(raw: RawQuery): SocketQuery {
  return {
    sort: queryText(raw, 'sort')?.toLowerCase() ?? DEFAULT_SORT,
    page: queryPage(raw, 'page'),
    chipset: queryText(raw, 'chipset')?.toLowerCase() ?? null,
    form: queryText(raw, 'form')?.toLowerCase() ?? null,
    boardsPage: queryPage(raw, 'boards_page'),
  };
}

/** '' or '?…': the non-default values in one order (the page's canonical query). */
export function socketQueryString(query: SocketQuery, change: Partial<SocketQuery> = {}): string {
  const q = { ...query, ...change };
  const params = new URLSearchParams();
  if (q.sort !== DEFAULT_SORT) params.set('sort', q.sort);
  if (q.page > 1) params.set('page', String(q.page));
  if (q.chipset !== null) params.set('chipset', q.chipset);
  if (q.form !== null) params.set('form', q.form);
  if (q.boardsPage > 1) params.set('boards_page', String(q.boardsPage));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function socketHref(locale: Locale, socket: string, query: SocketQuery = DEFAULT_SOCKET_QUERY, anchor?: string): string {
  return hrefFor('socket', locale, { socket }, socketQueryString(query)) + (anchor ? `#${anchor}` : '');
}
