import type { BenchmarkScope } from './benchmark.js';
import type { Locale } from './locales.js';
import type { Vendor } from './processor.js';
import { queryCodec, pageNumber, shortText } from './query-codec.js';
import { hrefFor, type RawQuery } from './route-paths.js';

/**
 * The upgrade advisor's state in the query string: the visitor's chipset or board, which narrow
 * the advice to what the vendor says of that chipset and what memory the board takes, the goal
 * (what should be faster: multi-thread work or one thread) and the page of candidates. Chipset and
 * board are kept as asked: one the socket does not have is ignored by the page, which says so,
 * never an error; an unknown goal is the default. Safe to import in the browser.
 */
export interface UpgradeQuery {
  /** a chipset id (`b450`), as asked */
  chipset: string | null;
  /** a board id from the board index, as asked */
  board: string | null;
  /** what the list is ordered for: `multi` (Blender) or `single` (the single-thread index) */
  goal: UpgradeGoal;
  /** the page of candidates, 1-based */
  page: number;
}

export const UPGRADE_GOALS = ['multi', 'single'] as const;
export type UpgradeGoal = (typeof UPGRADE_GOALS)[number];
export const DEFAULT_UPGRADE_GOAL: UpgradeGoal = 'multi';
/** The scope of the benchmark that answers each goal (src/catalogue/platforms/upgrade-advisor.ts). */
export const GOAL_SCOPE: Readonly<Record<UpgradeGoal, BenchmarkScope>> = { multi: 'multi-thread', single: 'single-thread' };

export const DEFAULT_UPGRADE_QUERY: UpgradeQuery = { chipset: null, board: null, goal: DEFAULT_UPGRADE_GOAL, page: 1 };

const isGoal = (value: string | undefined): value is UpgradeGoal => (UPGRADE_GOALS as readonly (string | undefined)[]).includes(value);
const lower = (value: string | null) => value?.toLowerCase() ?? null;

/** Chipset, board, goal and page, in the canonical URL's order, each when given and not the default. */
const UPGRADE_CODEC = /* @__PURE__ */ queryCodec<UpgradeQuery>(DEFAULT_UPGRADE_QUERY, [
  { name: 'chipset', read: (value) => ({ chipset: lower(shortText(value)) }), write: (q) => q.chipset },
  { name: 'board', read: (value) => ({ board: lower(shortText(value)) }), write: (q) => q.board },
  {
    name: 'goal',
    read: (value) => {
      const goal = shortText(value)?.toLowerCase();
      return { goal: isGoal(goal) ? goal : DEFAULT_UPGRADE_GOAL };
    },
    write: (q) => (q.goal !== DEFAULT_UPGRADE_GOAL ? q.goal : null),
  },
  { name: 'page', read: (value) => ({ page: pageNumber(value) }), write: (q) => (q.page > 1 ? String(q.page) : null) },
]);

export const parseUpgradeQuery = (raw: RawQuery): UpgradeQuery => UPGRADE_CODEC.parse(raw);

/** '' or '?…': the page's canonical query. */
export function upgradeQueryString(query: UpgradeQuery, change: Partial<UpgradeQuery> = {}): string {
  return UPGRADE_CODEC.serialize({ ...query, ...change });
}

export function upgradeHref(locale: Locale, processor: { vendor: Vendor; id: string }, query: UpgradeQuery = DEFAULT_UPGRADE_QUERY): string {
  return hrefFor('upgrade', locale, { vendor: processor.vendor, id: processor.id }, upgradeQueryString(query));
}
