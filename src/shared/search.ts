import { LOCALE_PREFIX, type Locale } from './locales.js';

/**
 * Where the search fields send their query without JavaScript: `/search?q=` (`/en/search?q=`),
 * which the server answers with a redirect — to the processor the query names, else to the library
 * with the query filled in (src/http/search.ts). Not a page of the route table. With JavaScript
 * the fields also suggest as the visitor types (src/shared/suggestions.ts).
 */
export const SEARCH_PATH = '/search';

export function searchAction(locale: Locale): string {
  return LOCALE_PREFIX[locale] + SEARCH_PATH;
}
