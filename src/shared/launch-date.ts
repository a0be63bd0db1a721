/**
 * Launch dates are kept at the precision the source gives: "YYYY-MM" when only
 * the month is known, "YYYY-MM-DD" when the day is. Both the validator and the
 * importer need to build and check them, so the calendar rules live here once.
 */
const LAUNCH_DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

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

/** true for "YYYY-MM" or "YYYY-MM-DD" naming a real month or day */
export function isLaunchDate(value: string): boolean {
  const match = LAUNCH_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = match[3] === undefined ? 1 : Number(match[3]);
  return isRealDate(year, month, day);
}

/** "YYYY-MM" or, with a day, "YYYY-MM-DD"; null when the parts are not a real date */
export function formatLaunchDate(year: number, month: number, day?: number): string | null {
  if (!isRealDate(year, month, day ?? 1)) return null;
  const ym = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  return day === undefined ? ym : `${ym}-${String(day).padStart(2, '0')}`;
}
