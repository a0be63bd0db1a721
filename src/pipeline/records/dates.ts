import { formatLaunchDate } from '../../shared/launch-date.js';
import { isMissing } from './units.js';

/**
 * Launch dates as spec sheets write them → "YYYY-MM-DD" or "YYYY-MM", keeping
 * only the precision the text really has:
 *   "Jul 31st, 2014", "July 31, 2014"  → "2014-07-31"
 *   "Jan 2020", "January 2020"          → "2020-01"
 *   "2014-07-31", "2014-07"             → unchanged (if a real date)
 *   "11/10/2022", "9/30/19"             → "2022-11-10", "2019-09-30" (US
 *                                          month/day/year: the exports we read are
 *                                          American; a two-digit year is 20xx, as
 *                                          no export we read lists older parts so)
 *   "9/2019"                            → "2019-09"
 *   "Q4'19", "Q4 2019"                  → null
 *   "2019", "Never Released", "N/A"     → null
 * Quarters give null on purpose: turning "Q4'19" into "2019-10" would claim a
 * launch month the source never stated, and our record has no quarter or year
 * precision. A page showing "unknown" is honest; one showing October is not.
 */
const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

function monthNumber(name: string): number | undefined {
  const key = name.toLowerCase().replace(/\.$/, '');
  return MONTHS[key] ?? MONTHS[key.slice(0, 3)];
}

const MONTH_NAME = String.raw`([A-Za-z]{3,9}\.?)`;
const DAY_MONTH_YEAR = new RegExp(String.raw`^${MONTH_NAME}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$`);
const MONTH_YEAR = new RegExp(String.raw`^${MONTH_NAME},?\s+(\d{4})$`);
const ISO = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/;
const US_MONTH = /^(\d{1,2})\/(\d{4})$/;

export function parseLaunchDate(value: string | undefined): string | null {
  if (value === undefined || isMissing(value)) return null;
  const text = value.trim();

  let match = DAY_MONTH_YEAR.exec(text);
  if (match?.[1] && match[2] && match[3]) {
    const month = monthNumber(match[1]);
    return month === undefined ? null : formatLaunchDate(Number(match[3]), month, Number(match[2]));
  }
  match = MONTH_YEAR.exec(text);
  if (match?.[1] && match[2]) {
    const month = monthNumber(match[1]);
    return month === undefined ? null : formatLaunchDate(Number(match[2]), month);
  }
  match = ISO.exec(text);
  if (match?.[1] && match[2]) {
    return formatLaunchDate(Number(match[1]), Number(match[2]), match[3] === undefined ? undefined : Number(match[3]));
  }
  match = US.exec(text);
  if (match?.[1] && match[2] && match[3]) {
    const year = match[3].length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
    return formatLaunchDate(year, Number(match[1]), Number(match[2]));
  }
  match = US_MONTH.exec(text);
  if (match?.[1] && match[2]) return formatLaunchDate(Number(match[2]), Number(match[1]));
  return null;
}
