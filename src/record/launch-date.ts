/**
 * Launch dates are kept at the precision the source gives: "YYYY-MM-DD" when the day is known,
 * "YYYY-MM" when the month is, "YYYY-Qn" when the vendor states only a quarter (Intel ARK's
 * "Q3'24"). A quarter is not turned into a month: that would claim a precision nobody stated.
 * The validator, the importer, the library's year filter and sort, and the pages all read dates
 * through this one module, so the calendar rules live here once.
 */
const LAUNCH_DAY = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;
const LAUNCH_QUARTER = /^(\d{4})-Q([1-4])$/;

/** earliest and latest years we accept: anything outside is a typo, not a processor */
export const FIRST_LAUNCH_YEAR = 1970;
export const LAST_LAUNCH_YEAR = 2100;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  return DAYS_IN_MONTH[month - 1] ?? 0;
}

export function isRealDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= FIRST_LAUNCH_YEAR &&
    year <= LAST_LAUNCH_YEAR &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** A launch date taken apart: the quarter is set only for a quarter-precision date. */
export interface LaunchParts {
  year: number;
  /** the month, or the quarter's first month */
  month: number;
  day: number | null;
  quarter: number | null;
}

/** the parts of "YYYY-MM-DD", "YYYY-MM" or "YYYY-Qn", or null when it is none of them or not a real date */
export function launchParts(value: string): LaunchParts | null {
  const quarter = LAUNCH_QUARTER.exec(value);
  if (quarter) {
    const year = Number(quarter[1]);
    const q = Number(quarter[2]);
    return isRealDate(year, q * 3 - 2, 1) ? { year, month: q * 3 - 2, day: null, quarter: q } : null;
  }
  const match = LAUNCH_DAY.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = match[3] === undefined ? null : Number(match[3]);
  return isRealDate(year, month, day ?? 1) ? { year, month, day, quarter: null } : null;
}

/** true for "YYYY-MM", "YYYY-MM-DD" or "YYYY-Qn" naming a real day, month or quarter */
export function isLaunchDate(value: string): boolean {
  return launchParts(value) !== null;
}

/** "YYYY-MM" or, with a day, "YYYY-MM-DD"; null when the parts are not a real date */
export function formatLaunchDate(year: number, month: number, day?: number): string | null {
  if (!isRealDate(year, month, day ?? 1)) return null;
  const ym = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  return day === undefined ? ym : `${ym}-${String(day).padStart(2, '0')}`;
}

/** "YYYY-Qn"; null when the year or quarter is out of range */
export function formatLaunchQuarter(year: number, quarter: number): string | null {
  return Number.isInteger(quarter) && quarter >= 1 && quarter <= 4 && isRealDate(year, 1, 1) ? `${year}-Q${quarter}` : null;
}

/** the launch year, or null for no date */
export function launchYear(launched: string | null): number | null {
  return launched === null ? null : (launchParts(launched)?.year ?? null);
}

/**
 * A number that orders launch dates: the first day of the period the date names, in days. A
 * quarter sorts with its first month and the first day of that month ("2024-Q3", "2024-07" and
 * "2024-07-01" tie), so a coarser date never sorts after a finer one in the same period.
 */
export function launchSortKey(launched: string | null): number | null {
  const parts = launched === null ? null : launchParts(launched);
  return parts === null ? null : Date.UTC(parts.year, parts.month - 1, parts.day ?? 1) / 86_400_000;
}

/** months since year 0 of the period's first month: how far apart two launches are, roughly */
export function launchMonthIndex(launched: string | null): number | null {
  const parts = launched === null ? null : launchParts(launched);
  return parts === null ? null : parts.year * 12 + parts.month - 1;
}
