import type { Locale } from './locales.js';
import type { Vendor } from './processor.js';

/**
 * Suggestions for a search field as the visitor types (client/search-combobox.ts):
 * `GET /api/search?q=TEXT&locale=zh|en` answers from the server's search index
 * (src/http/search.ts), so the catalogue itself never reaches the browser.
 */
export const SUGGESTIONS_PATH = '/api/search';
/** the most suggestions a query gets */
export const SUGGESTION_LIMIT = 8;

/**
 * A search field can say where a suggestion leads instead of the processor's page, as a URL in its
 * `data-suggestion-href` with this in place of the suggestion's key (`amd:ryzen-7-7800x3d`, URL-encoded),
 * and which processors to leave out, as keys in `data-suggestion-exclude`: compare's add field leads
 * to the comparison with the processor added (views/compare/compare-add.tsx). Letters and
 * underscores only, so a URL's encoding keeps it as it is.
 */
export const SUGGESTION_KEY = '__key__';

export function suggestionsUrl(query: string, locale: Locale): string {
  return `${SUGGESTIONS_PATH}?${new URLSearchParams({ q: query, locale })}`;
}

/** One suggestion, with its words in the asked language. */
export interface Suggestion {
  vendor: Vendor;
  /** "AMD", "Intel" */
  vendorName: string;
  id: string;
  name: string;
  /** the processor's page in the asked language */
  href: string;
  cores: number;
  threads: number | null;
  launched: string | null;
  /** the key specification, written out: "8 核 / 16 线程 · 2023" */
  spec: string;
}

export interface Suggestions {
  /** the query as received (cut to the library's MAX_SEARCH_LENGTH) */
  query: string;
  results: Suggestion[];
  /** "8 条建议", "No matching processors": what a screen reader hears, worded by the server so the
      browser needs no messages of its own for it */
  summary: string;
}
