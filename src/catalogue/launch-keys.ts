import * as launchDate from '../shared/launch-date.js';
import { remembered } from '../shared/remembered.js';

/**
 * The launch date's numbers the catalogue orders and groups by (src/record/launch-date.ts says
 * what they mean), each worked out once per distinct date text: the search's and the library's
 * orders, the ladders, sockets, upgrade lists and similar processors read the same few thousand
 * dates a hundred thousand times at fake:100000 (a pass of sort keys over its records about 40 ->
 * 12 ms of CPU). Server code only: the browser's copy of launch-date.ts stays as small as it is.
 * The bound keeps texts from elsewhere (an importer's sources) from growing the memory without
 * end: every real day from 1970 to 2100 is about 48,000.
 */
const REMEMBERED_DATES = 50_000;

interface LaunchKeys {
  sortKey: number | null;
  year: number | null;
  monthIndex: number | null;
}

const NO_DATE: LaunchKeys = { sortKey: null, year: null, monthIndex: null };

const keysOf = remembered(
  (launched: string): LaunchKeys => ({
    sortKey: launchDate.launchSortKey(launched),
    year: launchDate.launchYear(launched),
    monthIndex: launchDate.launchMonthIndex(launched),
  }),
  REMEMBERED_DATES,
);

function launchKeys(launched: string | null): LaunchKeys {
  return launched === null ? NO_DATE : keysOf(launched);
}

/** launchSortKey of src/record/launch-date.ts, remembered */
export const launchSortKey = (launched: string | null): number | null => launchKeys(launched).sortKey;
/** launchYear of src/record/launch-date.ts, remembered */
export const launchYear = (launched: string | null): number | null => launchKeys(launched).year;
/** launchMonthIndex of src/record/launch-date.ts, remembered */
export const launchMonthIndex = (launched: string | null): number | null => launchKeys(launched).monthIndex;
