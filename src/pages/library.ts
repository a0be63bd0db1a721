import type { LibraryData, LibraryParts } from '../shared/page-data/library.js';
import { summarize } from '../catalogue/summarize.js';
import { translate } from '../render/server-messages.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { activeFilters, libraryQueryString, parseLibraryQuery, type LibraryQuery } from '../shared/library-query.js';
import type { Page, Query } from './page.js';

const libraryPage: Page<'library', LibraryData, LibraryParts> = {
  canonicalQuery: ({ query, catalogue }) => libraryQueryString(libraryQueryOf(query, catalogue)),
  load({ catalogue, locale, query: raw }) {
    const query = libraryQueryOf(raw, catalogue);
    const { matched, results } = catalogue.library.search(query);
    const total = catalogue.processors.length;
    const pages = Math.max(1, Math.ceil(matched / query.per));
    const summaries = results.map((p) => summarize(p, catalogue));
    return {
      data: {
        query,
        total,
        matched,
        pages,
        results: summaries,
        sockets: catalogue.library.sockets,
        folded: activeFilters(query).filter((filter) => filter.name !== 'q').length,
      },
      parts: {
        filters: { query },
        results: { query, matched, pages, results: summaries },
      },
      title: `${translate(locale, 'libraryTitle')} · ${translate(locale, 'siteName')}`,
      description: translate(locale, 'libraryDescription', { count: total }),
    };
  },
};

/**
 * The library state a request's query asks for, as this catalogue answers it: the page, its
 * tidy-URL redirect (src/http/tidy-library-url.ts) and the filtered exports (src/http/open-data.ts)
 * all read it here, so they agree on every value.
 */
export function libraryQueryOf(raw: Query, catalogue: Catalogue): LibraryQuery {
  const parsed = parseLibraryQuery(raw);
  // A socket the catalogue does not have is an unknown value: ignored.
  return parsed.socket && !catalogue.library.hasSocket(parsed.socket) ? { ...parsed, socket: null } : parsed;
}

export default libraryPage;
