/**
 * Where a page's yuan prices come from, as their licence (CC BY 4.0) asks every page that shows one
 * to say: the source with its link, the licence with its link, the month the data ends, and that
 * CPU Atlas matched and marked them. Made by the server (src/pages/price-credit.ts) in the page's
 * language; drawn by views/parts/price/price-credit.tsx. Safe to import in the browser.
 */
export interface PriceCredit {
  name: string;
  url: string;
  licence: string;
  licenceUrl: string;
  /** the source's credit as its author asks, in the page's language */
  credit: string;
  /** what CPU Atlas changed, in the page's language */
  changes: string;
  /** the data's last month, YYYY-MM */
  lastMonth: string;
}
