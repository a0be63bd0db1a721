import type { Locale } from './locales.js';
import type { Vendor } from './processor.js';
import { hrefFor } from './route-paths.js';
import { queryPage, queryText } from './socket-query.js';

/**
 * The upgrade advisor's state in the query string: the visitor's chipset or board, which narrow
 * the advice to what the vendor says of that chipset and what memory the board takes, and the
 * page of candidates. Values are kept as asked: one the socket does not have is ignored by the
 * page, which says so, never an error. Safe to import in the browser.
 */
export interface UpgradeQuery {
  /** a chipset id (`b450`), as asked */
  chipset: string | null;
  /** a board id from the board index, as asked */
  board: string | null;
  /** the page of candidates, 1-based */
  page: number;
}

export const DEFAULT_UPGRADE_QUERY: UpgradeQuery = { chipset: null, board: null, page: 1 };

type RawQuery = Record<string, string | string[] | undefined>;

export function parseUpgradeQuery(raw: RawQuery): UpgradeQuery {
  return {
    chipset: queryText(raw, 'chipset')?.toLowerCase() ?? null,
    board: queryText(raw, 'board')?.toLowerCase() ?? null,
    page: queryPage(raw, 'page'),
  };
}

/** '' or '?…': chipset, board, page, each when given. */
export function upgradeQueryString(query: UpgradeQuery, change: Partial<UpgradeQuery> = {}): string {
  const q = { ...query, ...change };
  const params = new URLSearchParams();
  if (q.chipset !== null) params.set('chipset', q.chipset);
  if (q.board !== null) params.set('board', q.board);
  if (q.page > 1) params.set('page', String(q.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function upgradeHref(locale: Locale, processor: { vendor: Vendor; id: string }, query: UpgradeQuery = DEFAULT_UPGRADE_QUERY): string {
  return hrefFor('upgrade', locale, { vendor: processor.vendor, id: processor.id }, upgradeQueryString(query));
}
