/**
 * Yuan in a query string: the value ladder's budget and the library's price filter ask for the China
 * retail price now (docs/prices.md) in whole yuan, `cny_max=1000`. Safe to import in the browser.
 */

/**
 * The budgets pages offer, in yuan: "up to ¥1,000" keeps the processors whose price now is at most
 * that. From the cheapest six-core parts to where only the flagships are left out.
 */
export const BUDGET_STEPS = [800, 1000, 1500, 2000, 3000] as const;

/** A price in whole yuan a query asks for: one yuan to a million; anything else is no value. */
export function yuanOfQuery(text: string): number | null {
  if (!/^\d{1,7}$/.test(text)) return null;
  const yuan = Number(text);
  return yuan >= 1 && yuan <= 1_000_000 ? yuan : null;
}
