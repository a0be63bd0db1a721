/** "Q2'21", "Q1 2019", "Q216", "Q2 2020" → { year, quarter }; anything else → null */
export function parseQuarter(value: string): { year: number; quarter: number } | null {
  const match = /^\s*Q([1-4])\s*(?:'(\d{2})|(\d{4})|(\d{2}))\s*$/i.exec(value);
  if (!match?.[1]) return null;
  const short = match[2] ?? match[4];
  // two-digit years: ARK's oldest rows are from the 1990s ("Q1'99")
  const year = match[3] !== undefined ? Number(match[3]) : short !== undefined ? (Number(short) >= 70 ? 1900 : 2000) + Number(short) : NaN;
  return Number.isFinite(year) ? { year, quarter: Number(match[1]) } : null;
}
